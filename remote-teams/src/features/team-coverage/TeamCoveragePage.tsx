import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { csvFileName, downloadCsv, toSpreadsheetCsv } from '@lesson-planner/shared-contracts/csv';
import { isoDateOfLocal, linkedWorkOfCell } from '@lesson-planner/shared-contracts/schedule';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import {
  coverageClassroomsQuery,
  coverageFrameworksQuery,
  coverageLessonsQuery,
  coverageStandardsQuery,
} from '../../api/leader-views';
import type { TeamSummary } from '../../api/team-types';
import { TeamPage } from '../../components/TeamPage';
import { CoverageCellDialog, type CoverageCellContent } from './CoverageCellDialog';
import { teamCoverage } from './coverage-data';
import { CoverageLists, CoverageTable, GapsBySubject, type CellChoice } from './coverage-view';
import { SchoolYearFilter, useSchoolYearChoice } from '../school-years';

const PHONE = '@media (max-width: 639.98px)';
const Wide = styled.div`
  ${PHONE} {
    display: none;
  }
`;
const Narrow = styled.div`
  display: none;
  ${PHONE} {
    display: block;
  }
`;

/**
 * /team/coverage and /team/{id}/coverage, for the team's leaders: which of its standards each
 * classroom has taught, planned or not yet, counting only the standards the classroom teaches
 * (chosen on it, else those of its subject and grade; the others are not applicable), with the
 * gaps per classroom and per subject.
 */
export default function TeamCoveragePage() {
  const { t } = useTranslation('teams');
  return (
    <TeamPage
      forLeaders
      title={t('coverage.title')}
      titleOf={(team) => t('coverage.titleOf', { team })}
      noTeam={t('coverage.leadsNoTeam')}
    >
      {(ready) => <CoverageOfTeam key={ready.team.id} team={ready.team} />}
    </TeamPage>
  );
}

function CoverageOfTeam({ team }: { team: TeamSummary }) {
  const { t } = useTranslation('teams');
  const schoolYear = useSchoolYearChoice(team.id);
  // The team's frameworks, classrooms and standards (the curriculum area's, live) and its placed
  // lessons of one school year (the planning area's), each read by its owner.
  const frameworksRead = useQuery(coverageFrameworksQuery(team.id));
  const classrooms = useQuery(coverageClassroomsQuery(team.id));
  const placed = useQuery({
    ...coverageLessonsQuery(team.id, schoolYear.year),
    enabled: schoolYear.ready,
  });
  const [chosenFramework, setChosenFramework] = useState('');
  const frameworks = frameworksRead.data ?? [];
  const frameworkId = chosenFramework || frameworks[0]?.id || '';
  const standards = useQuery({
    ...coverageStandardsQuery(team.id, frameworkId),
    enabled: frameworkId !== '',
  });
  const [choice, setChoice] = useState<CellChoice | null>(null);
  const coverage = useMemo(
    () =>
      placed.data && classrooms.data && standards.data
        ? teamCoverage(
            placed.data,
            classrooms.data,
            frameworkId,
            standards.data,
            isoDateOfLocal(new Date()),
          )
        : null,
    [placed.data, classrooms.data, standards.data, frameworkId],
  );
  const reads = [frameworksRead, classrooms, placed, standards];
  const failed = reads.find((read) => read.error);

  if (failed || !coverage || !standards.data) {
    return (
      <LoadState
        result={{
          data: frameworksRead.data,
          error: failed?.error,
          // Nothing to wait for once the team has no framework.
          isPending: frameworks.length > 0,
        }}
        loading={t('coverage.loading')}
        failure={() => <FormMessage $kind="error">{t('coverage.failed')}</FormMessage>}
        onRetry={() => void failed?.refetch()}
        isEmpty={(found) => found.length === 0}
        empty={<p>{t('coverage.noFramework')}</p>}
      >
        {() => null}
      </LoadState>
    );
  }
  const framework = frameworks.find((candidate) => candidate.id === frameworkId);
  const shownStandards = standards.data;
  const exportCsv = () => {
    const header = [
      t('coverage.csv.code'),
      t('coverage.csv.description'),
      ...coverage.columns.map((classroom) => classroom.name),
    ];
    const rows = coverage.grid.rows.map((row, index) => [
      shownStandards[index]!.code,
      shownStandards[index]!.description,
      ...row.cells.map((cell) => t(`coverage.state.${cell.state}`)),
    ]);
    downloadCsv(
      csvFileName(`${team.name} ${framework?.name ?? ''}`, 'coverage'),
      toSpreadsheetCsv(header, rows),
    );
  };
  const chosenCell = choice ? coverage.grid.rows[choice.row]?.cells[choice.column] : undefined;
  const chosenClassroom = choice ? coverage.columns[choice.column] : undefined;
  const chosenStandard = choice ? shownStandards[choice.row] : undefined;
  const cellContent: CoverageCellContent | null =
    choice && chosenCell && chosenClassroom && chosenStandard
      ? {
          standardCode: chosenStandard.code,
          standardDescription: chosenStandard.description,
          classroomName: chosenClassroom.name,
          lessons: chosenCell.lessons,
          ...linkedWorkOfCell(placed.data!.linked, chosenClassroom.id, {
            frameworkId,
            standardId: chosenStandard.id,
          }),
        }
      : null;
  const view = { coverage, standards: shownStandards, onChoose: setChoice };

  return (
    <Stack $gap={4}>
      <SchoolYearFilter choice={schoolYear} />
      {frameworks.length > 1 && (
        <Select
          label={t('coverage.framework')}
          value={frameworkId}
          onChange={({ target: { value } }) => {
            setChoice(null);
            setChosenFramework(value);
          }}
          options={frameworks.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        />
      )}
      <Card as="section" aria-labelledby="coverage-gaps-title">
        <Stack $gap={3}>
          <h2 id="coverage-gaps-title">{t('coverage.bySubject.title')}</h2>
          <GapsBySubject coverage={coverage} />
        </Stack>
      </Card>
      <Card as="section" aria-label={t('coverage.caption')}>
        <Stack $gap={3}>
          <div>
            <Button type="button" $variant="secondary" onClick={exportCsv}>
              {t('coverage.exportCsv')}
            </Button>
          </div>
          <Wide>
            <CoverageTable {...view} />
          </Wide>
          <Narrow>
            <CoverageLists {...view} />
          </Narrow>
        </Stack>
      </Card>
      <CoverageCellDialog cell={cellContent} onClose={() => setChoice(null)} />
    </Stack>
  );
}
