import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { FilterBar, FormMessage } from '@lesson-planner/shared-contracts/forms';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { readTeamMap, readTeamStandards } from '../../api/leader-views';
import { SchoolYearFilter, useSchoolYearChoice } from '../school-years';
import type { TeamSummary } from '../../api/team-types';
import { TeamPage } from '../../components/TeamPage';
import { ClassroomUnits } from './ClassroomUnits';
import { MapGrid } from './MapGrid';
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

/** The year at a glance from 640 px (and on paper); a phone reads each classroom's list below. */
const Wide = styled.div`
  ${PHONE} {
    display: none;
  }
  @media print {
    display: block;
  }
`;

/** The units and their standards, read from the map's area (plans) and the curriculum's. */
async function readMapOf(teamId: string, schoolYear: number | null) {
  const [map, standards] = await Promise.all([
    readTeamMap(teamId, schoolYear),
    readTeamStandards(teamId),
  ]);
  return { map, standards };
}

/**
 * /team/map and /team/{id}/map, for the team's leaders: what each classroom teaches along the
 * school year, unit by unit with its standards, each opening the unit; the units no classroom has
 * scheduled yet beside it.
 */
export default function CurriculumMapPage() {
  const { t } = useTranslation('teams');
  return (
    <TeamPage
      forLeaders
      title={t('map.title')}
      titleOf={(team) => t('map.titleOf', { team })}
      noTeam={t('map.leadsNoTeam')}
    >
      {(ready) => (
        <>
          <PrintLandscape />
          <MapOfTeam key={ready.team.id} team={ready.team} />
        </>
      )}
    </TeamPage>
  );
}

function MapOfTeam({ team }: { team: TeamSummary }) {
  const { t, i18n } = useTranslation('teams');
  const schoolYear = useSchoolYearChoice(team.id);
  const read = useQuery({
    queryKey: ['teams', team.id, 'map', schoolYear.year] as const,
    queryFn: () => readMapOf(team.id, schoolYear.year),
    enabled: schoolYear.ready,
  });
  const { data } = read;
  const [filter, setFilter] = useState<MapFilter>({ grade: '', subject: '' });
  const layout = useMemo(() => (data ? mapLayout(data.map, filter) : null), [data, filter]);

  if (!data || !layout) {
    return (
      <LoadState
        result={read}
        loading={t('map.loading')}
        failure={() => <FormMessage $kind="error">{t('map.failed')}</FormMessage>}
        onRetry={() => void read.refetch()}
      >
        {() => null}
      </LoadState>
    );
  }
  return (
    <Stack $gap={4}>
      <SchoolYearFilter choice={schoolYear} />
      <FilterBar aria-label={t('map.filters')} className="no-print">
        <Select
          label={t('map.grade')}
          value={filter.grade}
          onChange={({ target: { value: grade } }) => setFilter({ ...filter, grade })}
          options={[
            { value: '', label: t('map.anyGrade') },
            ...layout.grades.map((grade) => ({
              value: grade,
              label: gradeLabel(grade, i18n.language),
            })),
          ]}
        />
        <Select
          label={t('map.subject')}
          value={filter.subject}
          onChange={({ target: { value: subject } }) => setFilter({ ...filter, subject })}
          options={[
            { value: '', label: t('map.anySubject') },
            ...layout.subjects.map((subject) => ({
              value: subject,
              label: subjectLabel(subject, i18n.language),
            })),
          ]}
        />
      </FilterBar>
      <Layout>
        <Wide>
          <Card as="section" aria-label={t('map.scheduled')}>
            {layout.weeks.length === 0 ? <p>{t('map.noTemplate')}</p> : <MapGrid layout={layout} />}
          </Card>
        </Wide>
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
      <section aria-labelledby="map-classrooms-title">
        <Stack $gap={3}>
          <h2 id="map-classrooms-title">{t('map.byClassroom')}</h2>
          <ClassroomUnits layout={layout} standards={data.standards} />
        </Stack>
      </section>
    </Stack>
  );
}
