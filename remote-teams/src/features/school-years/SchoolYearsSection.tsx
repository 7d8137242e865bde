import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { formatIsoDate, type SchoolYear } from '@lesson-planner/shared-contracts/schedule';
import { useQuery, useQueryClient } from '@lesson-planner/shared-contracts/server-state';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { schoolYearKeys, schoolYearsQuery } from '../../api/school-year-reads';
import { Button } from '@lesson-planner/shared-contracts/ui/kit';
import { StartYearDialog } from './StartYearDialog';
import { YearReport } from './YearReport';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
`;

const Years = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Summary = styled.summary`
  cursor: pointer;
  font-weight: 600;
  min-height: 44px;
  display: flex;
  align-items: center;
`;

/** The report under its summary, set apart from it. */
const Report = styled.div`
  padding-block-start: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-weight: 400;
`;

/**
 * The team's school years on its page: this year, what starting it carried forward, and last
 * years kept read-only with links to their classrooms, week and (for leaders) map and coverage.
 * A leader starts the next year from here.
 */
export function SchoolYearsSection({ teamId, leads }: { teamId: string; leads: boolean }) {
  const { t, i18n } = useTranslation('teams');
  const years = useQuery(schoolYearsQuery(teamId));
  const client = useQueryClient();
  const [starting, setStarting] = useState(false);
  const span = (year: SchoolYear) =>
    t('schoolYears.span', {
      start: formatIsoDate(year.startDate, i18n.language, { dateStyle: 'medium' }),
      end: formatIsoDate(year.endDate, i18n.language, { dateStyle: 'medium' }),
    });
  const current = years.data?.find((year) => year.status === 'current') ?? null;
  const past = years.data?.filter((year) => year.status === 'past') ?? [];
  const rollover = current?.rollover ?? null;

  return (
    <Card as="section" aria-labelledby="school-years-title">
      <Stack $gap={4}>
        <h2 id="school-years-title">{t('schoolYears.title')}</h2>
        <LoadState
          result={years}
          loading={t('schoolYears.loading')}
          failure={() => (
            <FormMessage $kind="error">{t('schoolYears.failures.unknown')}</FormMessage>
          )}
          onRetry={() => void years.refetch()}
        >
          {() =>
            current ? (
              <p>{t('schoolYears.current', { label: current.label, span: span(current) })}</p>
            ) : (
              <p>{t('schoolYears.none')}</p>
            )
          }
        </LoadState>
        {rollover?.status === 'running' && (
          <FormMessage $kind="info">
            {t('schoolYears.running', { label: current?.label ?? '' })}
          </FormMessage>
        )}
        {rollover?.report && (
          <details>
            <Summary>{t('schoolYears.reportSummary', { label: current?.label ?? '' })}</Summary>
            <Report>
              <YearReport report={rollover.report} />
            </Report>
          </details>
        )}
        {leads && years.data && (
          <div>
            <Button type="button" onClick={() => setStarting(true)}>
              {rollover?.status === 'running' ? t('schoolYears.finish') : t('schoolYears.start')}
            </Button>
          </div>
        )}
        {past.length > 0 && (
          <section aria-labelledby="past-school-years-title">
            <Stack $gap={2}>
              <h3 id="past-school-years-title">{t('schoolYears.past')}</h3>
              <Years>
                {past.map((year) => (
                  <li key={year.id}>
                    <Stack $gap={1}>
                      <strong>
                        {year.label} <Muted>· {span(year)}</Muted>
                      </strong>
                      <Links>
                        <Link to={`/classroom?year=${year.startYear}`}>
                          {t('schoolYears.links.classrooms')}
                        </Link>
                        <Link to={`/planner/weekly?week=${year.startDate}`}>
                          {t('schoolYears.links.week')}
                        </Link>
                        {leads && (
                          <>
                            <Link to={`/team/${teamId}/map?year=${year.startYear}`}>
                              {t('schoolYears.links.map')}
                            </Link>
                            <Link to={`/team/${teamId}/coverage?year=${year.startYear}`}>
                              {t('schoolYears.links.coverage')}
                            </Link>
                          </>
                        )}
                      </Links>
                    </Stack>
                  </li>
                ))}
              </Years>
            </Stack>
          </section>
        )}
      </Stack>
      {starting && (
        <StartYearDialog
          teamId={teamId}
          onStarted={() =>
            void client.invalidateQueries({ queryKey: schoolYearKeys.ofTeam(teamId) })
          }
          onClose={() => setStarting(false)}
        />
      )}
    </Card>
  );
}
