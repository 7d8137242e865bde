import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { Checkbox } from '@lesson-planner/shared-contracts/forms';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import { TRANS_USER_TEXT_OPTIONS } from '@lesson-planner/shared-contracts/i18n';
import { Card, Lead, PageHeading, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadFailurePage, LoadingPage } from '@lesson-planner/shared-contracts/ui/page';
import type { CurriculumFailureCode } from '../../api/curriculum-failure';
import { CoverageSummary } from './CoverageSummary';
import { CoverageTable } from './CoverageTable';
import { coverageReport, notYetAddressed } from './coverage-report';
import { unitIdFromSegment } from './coverage-segment';
import { useUnitCoverage, type CoverageData } from './use-unit-coverage';

const RETRYABLE: readonly CurriculumFailureCode[] = ['network', 'unknown'];

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
`;

// Always in the page, so the count is announced when the filter changes it.
const FilterStatus = styled.p`
  margin: 0;
`;

/** /curriculum/unit/{id}-coverage: which of a unit's standards its lessons and experiences address and its rubrics assess. */
export default function UnitCoveragePage() {
  const { t } = useTranslation('classroom');
  const { unitCoverage: segment } = useParams();
  const { data, failure, retry } = useUnitCoverage(unitIdFromSegment(segment));

  if (failure) {
    return (
      <LoadFailurePage
        title={t('titles.unitCoverage')}
        message={t(`failures.${failure}`)}
        onRetry={RETRYABLE.includes(failure) ? retry : undefined}
        backLink={<Link to="/units">{t('coverage.backToUnits')}</Link>}
      />
    );
  }
  if (!data) return <LoadingPage title={t('titles.unitCoverage')} status={t('coverage.loading')} />;
  return <Coverage key={data.unit.id} {...data} />;
}

function Coverage({ unit, lessons, standards, experiences, rubrics }: CoverageData) {
  const { t } = useTranslation('classroom');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const report = coverageReport(unit.standards, lessons ?? [], standards, {
    experiences,
    rubrics,
  });
  const missing = notYetAddressed(report.groups);
  const shown = onlyMissing ? missing : report.groups;
  const missingCount = report.total - report.addressed;

  return (
    <PageSection>
      <PageHeading>
        <Trans
          t={t}
          i18nKey="coverage.heading"
          values={{ title: unit.title }}
          tOptions={TRANS_USER_TEXT_OPTIONS}
          components={{ unit: <Link to={`/units/${unit.id}`} /> }}
        />
      </PageHeading>
      <Lead>{t('coverage.lead')}</Lead>
      {report.total === 0 ? (
        <Stack>
          <p>{t('coverage.noStandards')}</p>
          <p>
            <Link to={`/units/edit/${unit.id}`}>{t('coverage.chooseStandards')}</Link>
          </p>
        </Stack>
      ) : (
        <Stack $gap={5}>
          <CoverageSummary addressed={report.addressed} total={report.total} />
          {lessons === null ? (
            <Card>
              <Stack>
                <p>{t('coverage.noPlan')}</p>
                <div>
                  <LinkButton to={`/units/plan/create/${unit.id}`}>
                    {t('coverage.createPlan')}
                  </LinkButton>
                </div>
              </Stack>
            </Card>
          ) : (
            <Links>
              <Link to={`/units/plan/edit/${unit.id}`}>{t('coverage.openPlan')}</Link>
            </Links>
          )}
          <Card as="section" aria-labelledby="unit-standards-title">
            <Stack $gap={4}>
              <h2 id="unit-standards-title">{t('coverage.standardsTitle')}</h2>
              <Stack $gap={2}>
                {/* With nothing addressed, every row already is a missing one: no filter. */}
                {report.addressed > 0 && (
                  <Checkbox
                    checked={onlyMissing}
                    onChange={(event) => setOnlyMissing(event.target.checked)}
                  >
                    {t('coverage.onlyMissing')}
                  </Checkbox>
                )}
                <FilterStatus role="status">
                  {onlyMissing &&
                    (missingCount === 0
                      ? t('coverage.allAddressed')
                      : t('coverage.shownMissing', { count: missingCount }))}
                </FilterStatus>
              </Stack>
              {shown.map((group) => (
                <CoverageTable
                  key={group.kind === 'removed' ? 'removed' : `strand:${group.strand}`}
                  group={group}
                  unitId={unit.id}
                />
              ))}
            </Stack>
          </Card>
        </Stack>
      )}
    </PageSection>
  );
}
