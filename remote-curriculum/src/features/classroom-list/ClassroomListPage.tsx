import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Classroom } from '@lesson-planner/shared-contracts/curriculum';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { Checkbox, filterInUrl } from '@lesson-planner/shared-contracts/forms';
import { Link, useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { Card, Stack, VisuallyHidden } from '@lesson-planner/shared-contracts/ui';
import { ListPage } from '@lesson-planner/shared-contracts/ui/page';
import { failureCode, useMyClassrooms, useMyTeams } from '../../api/classroom-data';
import { FailureMessage } from '../../components/FailureMessage';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { Chip, DataTable, type DataColumn } from '@lesson-planner/shared-contracts/ui/kit';
import { SchoolYearSelect } from '@lesson-planner/shared-contracts/school-time';
import {
  classroomFilterOf,
  inChosenYear,
  paramsOfClassroomFilter,
  teamsYearsQuery,
} from './classroom-years';

/** /classroom: the classrooms the user teaches; archived ones on request; one school year's. */
export default function ClassroomListPage() {
  const { t } = useTranslation('classroom');
  const [filter, setFilter] = filterInUrl(
    useSearchParams(),
    classroomFilterOf,
    paramsOfClassroomFilter,
  );
  // Held locally so the box ticks at once; the URL (for reload and sharing) follows.
  const [showArchived, setShowArchived] = useState(filter.archived);
  // Live: a classroom a teammate adds the user to shows while the list is open.
  const { data: classrooms, error, refetch } = useMyClassrooms();
  // Team names only label the rows: a failure here leaves the team column less precise.
  const teams = useMyTeams().data;
  const teamName = (teamId: string) =>
    teams ? (teams.find((team) => team.id === teamId)?.name ?? t('classrooms.unknownTeam')) : '';
  const years = useQuery(teamsYearsQuery(teams?.map((team) => team.id) ?? [])).data;
  const ofYear =
    classrooms?.filter((classroom) => inChosenYear(classroom, filter.year, years ?? [])) ?? [];
  const archivedCount = ofYear.filter((classroom) => classroom.archived).length;
  const shown = ofYear.filter((classroom) => showArchived || !classroom.archived);

  return (
    <ListPage
      title={t('titles.classroomList')}
      lead={t('classrooms.lead')}
      action={<LinkButton to="/classroom/create">{t('classrooms.create')}</LinkButton>}
      result={{ data: classrooms, error: failureCode(error) }}
      loading={t('classrooms.loading')}
      failure={(code) => <FailureMessage code={code} />}
      onRetry={() => void refetch()}
      isEmpty={(found) => found.length === 0}
      empty={
        <Card>
          <Stack>
            <p>{t('classrooms.empty')}</p>
            <div>
              <LinkButton to="/classroom/create">{t('classrooms.createFirst')}</LinkButton>
            </div>
          </Stack>
        </Card>
      }
    >
      {() => (
        <>
          {years && years.length > 0 && (
            <SchoolYearSelect
              years={years}
              value={filter.year}
              onChange={(year) => setFilter({ ...filter, archived: showArchived, year })}
              allLabel={t('classrooms.allYears')}
            />
          )}
          <Checkbox
            checked={showArchived}
            onChange={(event) => {
              setShowArchived(event.target.checked);
              setFilter({ ...filter, archived: event.target.checked });
            }}
          >
            {t('classrooms.showArchived', { count: archivedCount })}
          </Checkbox>
          {shown.length === 0 ? (
            <p>{t('classrooms.allArchived', { count: archivedCount })}</p>
          ) : (
            <ClassroomTable classrooms={shown} teamName={teamName} />
          )}
        </>
      )}
    </ListPage>
  );
}

function ClassroomTable({
  classrooms,
  teamName,
}: {
  classrooms: readonly Classroom[];
  teamName: (teamId: string) => string;
}) {
  const { t, i18n } = useTranslation('classroom');
  const blank = (value: string) =>
    value || <VisuallyHidden>{t('classrooms.notSet')}</VisuallyHidden>;
  const columns: DataColumn<Classroom>[] = [
    {
      id: 'name',
      header: t('classrooms.name'),
      width: 'long',
      text: (classroom) => classroom.name,
      cell: (classroom) => (
        <>
          <Link to={`/classroom/${classroom.id}`}>{classroom.name}</Link>
          {classroom.archived && (
            <>
              {' '}
              <Chip>{t('classrooms.archived')}</Chip>
            </>
          )}
          {classroom.pastSchoolYear != null && (
            <>
              {' '}
              <Chip>{t('classrooms.pastYear')}</Chip>
            </>
          )}
        </>
      ),
    },
    {
      id: 'subject',
      header: t('classrooms.subject'),
      width: 'short',
      cell: (classroom) => blank(subjectLabel(classroom.subject, i18n.language)),
    },
    {
      id: 'grade',
      header: t('classrooms.gradeLevel'),
      width: 'short',
      cell: (classroom) => blank(gradeLabel(classroom.gradeLevel, i18n.language)),
    },
    {
      id: 'year',
      header: t('classrooms.academicYear'),
      width: 'short',
      cell: (classroom) => blank(classroom.academicYear),
    },
    {
      id: 'team',
      header: t('classrooms.team'),
      width: 'long',
      text: (classroom) => teamName(classroom.teamId),
      cell: (classroom) => teamName(classroom.teamId),
    },
  ];
  return (
    <DataTable
      caption={t('classrooms.caption')}
      columns={columns}
      rows={classrooms}
      rowKey={(classroom) => classroom.id}
      rowHeader="name"
    />
  );
}
