import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  groupByStrand,
  standardRefKey,
  type Classroom,
  type Framework,
  type Standard,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import { Card, Lead, PageHeading, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadFailurePage, LoadingPage, LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { DataTable, type DataColumn } from '@lesson-planner/shared-contracts/ui/kit';
import type { CurriculumFailureCode } from '../../api/curriculum-failure';
import { failureCode, useClassroom } from '../../api/classroom-data';
import { FailureMessage } from '../../components/FailureMessage';
import { useTeamStandards, type TeamStandards } from '../../api/curriculum-data';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
`;

const RemovedList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
`;

const RETRYABLE: readonly CurriculumFailureCode[] = ['network', 'unknown'];

/** The code a removed standard had, as far as its id tells (ids are encoded codes). */
const codeFromId = (standardId: string): string => {
  try {
    return decodeURIComponent(standardId).toLocaleUpperCase('en');
  } catch {
    return standardId;
  }
};

/** /curriculum/classrooms/{classroomId}: the standards a classroom follows, by strand. */
export default function ClassroomCurriculumPage() {
  const { t } = useTranslation('classroom');
  const { classroomId = '' } = useParams();
  // Live: a teammate's edit (or archiving) shows while the page is open.
  const { data: classroom, error, refetch } = useClassroom(classroomId);
  const failure = failureCode(error);
  const retry = () => void refetch();

  if (failure) {
    return (
      <LoadFailurePage
        title={t('titles.classroomCurriculum')}
        message={t(`failures.${failure}`)}
        onRetry={RETRYABLE.includes(failure) ? retry : undefined}
        backLink={<Link to="/classroom">{t('classrooms.backToList')}</Link>}
      />
    );
  }
  if (!classroom) {
    return (
      <LoadingPage title={t('titles.classroomCurriculum')} status={t('classrooms.loadingOne')} />
    );
  }
  return <Curriculum key={classroom.id} classroom={classroom} />;
}

function Curriculum({ classroom }: { classroom: Classroom }) {
  const { t } = useTranslation('classroom');
  const following = classroom.standards.length > 0;
  // Live: a leader's change to the frameworks shows while the page is open.
  const standards = useTeamStandards(classroom.teamId, following);

  return (
    <PageSection>
      <PageHeading>{t('classroomCurriculum.heading', { name: classroom.name })}</PageHeading>
      <Lead>{t('classroomCurriculum.lead', { count: classroom.standards.length })}</Lead>
      <Stack $gap={5}>
        <Links>
          <Link to={`/classroom/${classroom.id}`}>{t('classroomCurriculum.backToClassroom')}</Link>
          <Link to={`/curriculum/team/${classroom.teamId}`}>
            {t('classroomCurriculum.teamCurriculum')}
          </Link>
        </Links>
        {!following && <p>{t('classroomCurriculum.none')}</p>}
        {following && (
          <LoadState
            result={{ data: standards.data, error: failureCode(standards.error) }}
            loading={t('classroomCurriculum.loading')}
            failure={(code) => <FailureMessage code={code} />}
            onRetry={standards.refetch}
          >
            {(data) => <FollowedStandards classroom={classroom} data={data} />}
          </LoadState>
        )}
      </Stack>
    </PageSection>
  );
}

/** The standards followed, by framework, and those whose framework is gone. */
function FollowedStandards({ classroom, data }: { classroom: Classroom; data: TeamStandards }) {
  const { t } = useTranslation('classroom');
  const byFramework = new Map<string, StandardRef[]>();
  for (const ref of classroom.standards)
    byFramework.set(ref.frameworkId, [...(byFramework.get(ref.frameworkId) ?? []), ref]);
  const knownFrameworks = new Set(data.map(({ framework }) => framework.id));
  // Refs into a framework that is gone: nothing to group them by but the fact.
  const orphans = classroom.standards.filter((ref) => !knownFrameworks.has(ref.frameworkId));
  return (
    <>
      {data.map(({ framework, standards }) => {
        const refs = byFramework.get(framework.id);
        if (!refs) return null;
        return (
          <FrameworkSection
            key={framework.id}
            framework={framework}
            standards={standards}
            refs={refs}
          />
        );
      })}
      {orphans.length > 0 && (
        <Card as="section" aria-labelledby="removed-frameworks-title">
          <Stack>
            <h2 id="removed-frameworks-title">{t('classroomCurriculum.removedFramework')}</h2>
            <p>{t('classroomCurriculum.removedFrameworkNote', { count: orphans.length })}</p>
            <RemovedList>
              {orphans.map((ref) => (
                <li key={standardRefKey(ref)}>
                  {t('classroomCurriculum.removedStandard', { code: codeFromId(ref.standardId) })}
                </li>
              ))}
            </RemovedList>
          </Stack>
        </Card>
      )}
    </>
  );
}

function FrameworkSection({
  framework,
  standards,
  refs,
}: {
  framework: Framework;
  standards: readonly Standard[];
  refs: readonly StandardRef[];
}) {
  const { t } = useTranslation('classroom');
  const wanted = new Set(refs.map((ref) => ref.standardId));
  const followed = standards.filter((standard) => wanted.has(standard.id));
  const present = new Set(followed.map((standard) => standard.id));
  // Every standard of the framework was read, so a missing one is really gone.
  const removed = refs.filter((ref) => !present.has(ref.standardId));
  const titleId = `framework-${framework.id}`;
  const columns: DataColumn<Standard>[] = [
    {
      id: 'code',
      header: t('classroomCurriculum.code'),
      width: 'short',
      cell: (standard) => standard.code,
    },
    {
      id: 'description',
      header: t('classroomCurriculum.description'),
      width: 'prose',
      cell: (standard) => standard.description,
    },
    {
      id: 'subject',
      header: t('classroomCurriculum.subject'),
      width: 'short',
      cell: (standard) => standard.subject || t('classrooms.notSet'),
    },
    {
      id: 'gradeBand',
      header: t('classroomCurriculum.gradeBand'),
      width: 'short',
      cell: (standard) => standard.gradeBand || t('classrooms.notSet'),
    },
  ];

  return (
    <Card as="section" aria-labelledby={titleId}>
      <Stack $gap={4}>
        <h2 id={titleId}>{framework.name}</h2>
        <p>{t('classroomCurriculum.frameworkCount', { count: followed.length })}</p>
        {groupByStrand(followed).map(({ strand, standards: inStrand }) => (
          <DataTable
            key={strand || '-'}
            caption={strand || t('classroomCurriculum.noStrand')}
            showCaption
            columns={columns}
            rows={inStrand}
            rowKey={(standard) => standard.id}
            rowHeader="code"
          />
        ))}
        {removed.length > 0 && (
          <Stack $gap={2}>
            <h3>{t('classroomCurriculum.removedTitle', { count: removed.length })}</h3>
            <RemovedList>
              {removed.map((ref) => (
                <li key={ref.standardId}>
                  {t('classroomCurriculum.removedStandard', { code: codeFromId(ref.standardId) })}
                </li>
              ))}
            </RemovedList>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
