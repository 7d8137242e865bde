import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import {
  FEDERATED_MODULES,
  loadFederatedModule,
} from '@lesson-planner/shared-contracts/federation';
import { FilterBar, SelectField } from '@lesson-planner/shared-contracts/forms';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import { isTeamLeader } from '@lesson-planner/shared-contracts/rules';
import type { TeamMapData, TeamMapModule } from '@lesson-planner/shared-contracts/schedule';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Card,
  ErrorPanel,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
  useRetryableLoad,
} from '@lesson-planner/shared-contracts/ui';
import { loadTeams, useTeamsStore } from '../../stores/teams-store';
import { MapGrid } from './MapGrid';
import { MapList } from './MapList';
import { mapLayout, type MapFilter } from './map-layout';

// One landscape page: the map and the unscheduled list, without the app's frame or the filters.
const PrintLandscape = createGlobalStyle`
  @media print {
    @page { size: landscape; margin: 8mm; }
    .no-print, header, nav, footer { display: none !important; }
    body { font-size: 9pt; }
  }
`;

const PHONE = '@media (max-width: 639.98px)';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr) minmax(12rem, 16rem);
  ${PHONE} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The grid from 640 px (and on paper), the list below. */
const Wide = styled.div`
  ${PHONE} {
    display: none;
  }
  @media print {
    display: block;
  }
`;
const Narrow = styled.div`
  display: none;
  ${PHONE} {
    display: block;
  }
  @media print {
    display: none;
  }
`;

async function readMap(teamId: string): Promise<TeamMapData> {
  const module = await loadFederatedModule<TeamMapModule>(FEDERATED_MODULES.teamMap);
  if (!module) throw new Error('The planning area is not available');
  return module.readTeamMap(teamId);
}

/** The leaders' curriculum map: what each classroom of the team teaches, week by week. */
export default function CurriculumMapPage() {
  const { t, i18n } = useTranslation('teams');
  const { id: routeId } = useParams();
  // From the navigation (/team/map) the map is of a team the user leads, chosen if several.
  const uid = useSession((session) => session.user?.uid ?? null);
  const teams = useTeamsStore((state) => state.teams?.data);
  const led = useMemo(() => (teams ?? []).filter((team) => isTeamLeader(team, uid)), [teams, uid]);
  const [chosen, setChosen] = useState('');
  const id = routeId ?? (chosen || led[0]?.id || '');
  useEffect(() => {
    if (!routeId) void loadTeams();
  }, [routeId]);
  const teamName = useTeamsStore(
    (state) =>
      state.details[id]?.data.name ?? state.teams?.data.find((team) => team.id === id)?.name,
  );
  const { data, failure, retry } = useRetryableLoad(
    () => (id ? readMap(id) : Promise.resolve(null)),
    [id],
    () => 'failed',
  );
  const [filter, setFilter] = useState<MapFilter>({ grade: '', subject: '' });
  const layout = useMemo(() => (data ? mapLayout(data, filter) : null), [data, filter]);
  const title = teamName ? t('map.titleOf', { team: teamName }) : t('map.title');

  if (failure) return <ErrorPanel title={title} message={t('map.failed')} onRetry={retry} />;
  if (!routeId && teams && led.length === 0) {
    return (
      <PageSection>
        <PageHeading>{title}</PageHeading>
        <p>{t('map.leadsNoTeam')}</p>
      </PageSection>
    );
  }
  return (
    <PageSection>
      <PrintLandscape />
      <PageHeading>{title}</PageHeading>
      {!routeId && led.length > 1 && (
        <div className="no-print">
          <SelectField
            label={t('usage.team')}
            value={id}
            onChange={(event) => setChosen(event.target.value)}
          >
            {led.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {!layout ? (
        <p role="status">
          <Spinner /> {t('map.loading')}
        </p>
      ) : (
        <Stack $gap={4}>
          <FilterBar aria-label={t('map.filters')} className="no-print">
            <SelectField
              label={t('map.grade')}
              value={filter.grade}
              onChange={(event) => setFilter({ ...filter, grade: event.target.value })}
            >
              <option value="">{t('map.anyGrade')}</option>
              {layout.grades.map((grade) => (
                <option key={grade} value={grade}>
                  {gradeLabel(grade, i18n.language)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('map.subject')}
              value={filter.subject}
              onChange={(event) => setFilter({ ...filter, subject: event.target.value })}
            >
              <option value="">{t('map.anySubject')}</option>
              {layout.subjects.map((subject) => (
                <option key={subject} value={subject}>
                  {subjectLabel(subject, i18n.language)}
                </option>
              ))}
            </SelectField>
          </FilterBar>
          <Layout>
            <Card as="section" aria-label={t('map.scheduled')}>
              {layout.weeks.length === 0 ? (
                <p>{t('map.noTemplate')}</p>
              ) : (
                <>
                  <Wide>
                    <MapGrid layout={layout} />
                  </Wide>
                  <Narrow>
                    <MapList layout={layout} />
                  </Narrow>
                </>
              )}
            </Card>
            <Card as="aside" aria-labelledby="unscheduled-title">
              <h2 id="unscheduled-title">{t('map.unscheduled')}</h2>
              {layout.unscheduled.length === 0 ? (
                <p>{t('map.allScheduled')}</p>
              ) : (
                <ul>
                  {layout.unscheduled.map((unit) => (
                    <li key={unit.unitId}>
                      <Link to={`/units/${unit.unitId}`}>{unit.title}</Link> ·{' '}
                      {subjectLabel(unit.subject, i18n.language)}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </Layout>
        </Stack>
      )}
    </PageSection>
  );
}
