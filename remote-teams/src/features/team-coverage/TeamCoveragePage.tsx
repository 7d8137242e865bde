import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { csvFileName, downloadCsv, toSpreadsheetCsv } from '@lesson-planner/shared-contracts/csv';
import type { Standard, TeamFrameworksModule } from '@lesson-planner/shared-contracts/curriculum';
import {
  FEDERATED_MODULES,
  loadFederatedModule,
} from '@lesson-planner/shared-contracts/federation';
import { SelectField } from '@lesson-planner/shared-contracts/forms';
import { useParams } from '@lesson-planner/shared-contracts/routing';
import { isTeamLeader } from '@lesson-planner/shared-contracts/rules';
import {
  isoDateOfLocal,
  linkedWorkOfCell,
  teamCoverageGrid,
  type TeamCoverageModule,
} from '@lesson-planner/shared-contracts/schedule';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  Card,
  ErrorPanel,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
  useRetryableLoad,
} from '@lesson-planner/shared-contracts/ui';
import { loadTeams, useTeamsStore } from '../../stores/teams-store';
import { CoverageCellDialog, type CoverageCellContent } from './CoverageCellDialog';
import { CoverageLists, CoverageTable, type CellChoice } from './coverage-view';

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

async function federated<T>(id: (typeof FEDERATED_MODULES)[keyof typeof FEDERATED_MODULES]) {
  const module = await loadFederatedModule<T>(id);
  if (!module) throw new Error(`${id} is not available`);
  return module;
}

/** The team's frameworks and its placed lessons, each read by the area that owns them. */
async function readSources(teamId: string) {
  const [curriculum, planning] = await Promise.all([
    federated<TeamFrameworksModule>(FEDERATED_MODULES.teamFrameworks),
    federated<TeamCoverageModule>(FEDERATED_MODULES.teamCoverage),
  ]);
  const [frameworks, lessons] = await Promise.all([
    curriculum.listFrameworks(teamId),
    planning.readTeamLessons(teamId),
  ]);
  return { curriculum, frameworks, ...lessons };
}

/** The leaders' team coverage: which standards each classroom has taught, planned or not yet. */
export default function TeamCoveragePage() {
  const { t } = useTranslation('teams');
  const { id: routeId } = useParams();
  // From the navigation (/team/coverage): a team the user leads, chosen if several.
  const uid = useSession((session) => session.user?.uid ?? null);
  const teams = useTeamsStore((state) => state.teams?.data);
  const led = useMemo(() => (teams ?? []).filter((team) => isTeamLeader(team, uid)), [teams, uid]);
  const [chosenTeam, setChosenTeam] = useState('');
  const id = routeId ?? (chosenTeam || led[0]?.id || '');
  useEffect(() => {
    if (!routeId) void loadTeams();
  }, [routeId]);
  const teamName = useTeamsStore(
    (state) =>
      state.details[id]?.data.name ?? state.teams?.data.find((team) => team.id === id)?.name,
  );
  const sources = useRetryableLoad(
    () => (id ? readSources(id) : Promise.resolve(null)),
    [id],
    () => 'failed',
  );
  const [chosenFramework, setChosenFramework] = useState('');
  const frameworkId = chosenFramework || sources.data?.frameworks[0]?.id || '';
  const standards = useRetryableLoad<Standard[] | null, string>(
    () =>
      sources.data && frameworkId
        ? sources.data.curriculum.listStandards(id, frameworkId)
        : Promise.resolve(null),
    [sources.data, frameworkId],
    () => 'failed',
  );
  const [choice, setChoice] = useState<CellChoice | null>(null);
  const grid = useMemo(
    () =>
      sources.data && standards.data
        ? teamCoverageGrid(
            standards.data.map((standard) => ({ frameworkId, standardId: standard.id })),
            sources.data.classrooms,
            sources.data.lessons,
            isoDateOfLocal(new Date()),
          )
        : null,
    [sources.data, standards.data, frameworkId],
  );
  const title = teamName ? t('coverage.titleOf', { team: teamName }) : t('coverage.title');

  if (sources.failure || standards.failure) {
    const retry = sources.failure ? sources.retry : standards.retry;
    return <ErrorPanel title={title} message={t('coverage.failed')} onRetry={retry} />;
  }
  if (!routeId && teams && led.length === 0) {
    return (
      <PageSection>
        <PageHeading>{title}</PageHeading>
        <p>{t('coverage.leadsNoTeam')}</p>
      </PageSection>
    );
  }
  const framework = sources.data?.frameworks.find((candidate) => candidate.id === frameworkId);
  const exportCsv = () => {
    if (!grid || !standards.data || !sources.data) return;
    const header = [
      t('coverage.csv.code'),
      t('coverage.csv.description'),
      ...sources.data.classrooms.map((classroom) => classroom.name),
    ];
    const rows = grid.rows.map((row, index) => [
      standards.data![index]!.code,
      standards.data![index]!.description,
      ...row.cells.map((cell) => t(`coverage.state.${cell.state}`)),
    ]);
    downloadCsv(
      csvFileName(`${teamName ?? ''} ${framework?.name ?? ''}`, 'coverage'),
      toSpreadsheetCsv(header, rows),
    );
  };
  const chosenCell = grid && choice ? grid.rows[choice.row]?.cells[choice.column] : undefined;
  const chosenClassroom = choice ? sources.data?.classrooms[choice.column] : undefined;
  const chosenStandard = choice ? standards.data?.[choice.row] : undefined;
  const cellContent: CoverageCellContent | null =
    choice && chosenCell && chosenClassroom && chosenStandard && sources.data
      ? {
          standardCode: chosenStandard.code,
          classroomName: chosenClassroom.name,
          lessons: chosenCell.lessons,
          ...linkedWorkOfCell(sources.data.linked, chosenClassroom.id, {
            frameworkId,
            standardId: chosenStandard.id,
          }),
        }
      : null;
  const view = grid &&
    standards.data &&
    sources.data && {
      grid,
      standards: standards.data,
      classrooms: sources.data.classrooms,
      onChoose: setChoice,
    };

  return (
    <PageSection>
      <PageHeading>{title}</PageHeading>
      <Stack $gap={4}>
        {!routeId && led.length > 1 && (
          <SelectField
            label={t('usage.team')}
            value={id}
            onChange={(event) => setChosenTeam(event.target.value)}
          >
            {led.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </SelectField>
        )}
        {sources.data && sources.data.frameworks.length === 0 && <p>{t('coverage.noFramework')}</p>}
        {sources.data && sources.data.frameworks.length > 0 && (
          <SelectField
            label={t('coverage.framework')}
            value={frameworkId}
            onChange={(event) => {
              setChoice(null);
              setChosenFramework(event.target.value);
            }}
          >
            {sources.data.frameworks.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </SelectField>
        )}
        {!view ? (
          sources.data?.frameworks.length !== 0 && (
            <p role="status">
              <Spinner /> {t('coverage.loading')}
            </p>
          )
        ) : (
          <>
            <div>
              <Button type="button" onClick={exportCsv}>
                {t('coverage.exportCsv')}
              </Button>
            </div>
            <Card as="section" aria-label={t('coverage.caption')}>
              <Wide>
                <CoverageTable {...view} />
              </Wide>
              <Narrow>
                <CoverageLists {...view} />
              </Narrow>
            </Card>
            <CoverageCellDialog cell={cellContent} onClose={() => setChoice(null)} />
          </>
        )}
      </Stack>
    </PageSection>
  );
}
