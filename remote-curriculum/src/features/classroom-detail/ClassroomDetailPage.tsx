import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Classroom, ClassroomFields } from '@lesson-planner/shared-contracts/curriculum';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  Card,
  PageHeading,
  PageSection,
  Stack,
  UnreadablePart,
  showToast,
} from '@lesson-planner/shared-contracts/ui';
import { DetailList, LoadFailurePage, LoadingPage } from '@lesson-planner/shared-contracts/ui/page';
import { unreadableFields } from '@lesson-planner/shared-contracts/decoding';
import type { CurriculumFailureCode } from '../../api/curriculum-failure';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import {
  failureCode,
  useClassroom,
  useMyTeams,
  useUpdateClassroom,
} from '../../api/classroom-data';
import { teamMembersQuery } from '../../api/team-directory';
import { ClassroomForm } from '../classroom-form';
import { ArchiveSection } from './ArchiveSection';
import { MeetingTimesSection } from './MeetingTimesSection';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';

const Heading = styled(PageHeading)`
  &:focus {
    outline-offset: 4px;
  }
`;

const dateOnly = { date: { dateStyle: 'medium' } } as const;
const RETRYABLE: readonly CurriculumFailureCode[] = ['network', 'unknown'];

const fieldsOfClassroom = (classroom: Classroom): ClassroomFields => ({
  name: classroom.name,
  subject: classroom.subject,
  gradeLevel: classroom.gradeLevel,
  academicYear: classroom.academicYear,
  teamId: classroom.teamId,
  teacherIds: classroom.teacherIds,
  standards: classroom.standards,
});

/**
 * /classroom/{id}: a classroom's details, its timetable (meeting slots on a template) and its
 * standards; its teachers edit them.
 */
export default function ClassroomDetailPage() {
  const { t } = useTranslation('classroom');
  const { id = '' } = useParams();
  // Live: a teammate's edit (or archiving) shows while the page is open.
  const { data: classroom, error, refetch } = useClassroom(id);
  const failure = failureCode(error);
  const retry = () => void refetch();

  if (failure) {
    return (
      <LoadFailurePage
        title={t('titles.classroomDetail')}
        message={t(`failures.${failure}`)}
        onRetry={RETRYABLE.includes(failure) ? retry : undefined}
        backLink={<Link to="/classroom">{t('classrooms.backToList')}</Link>}
      />
    );
  }
  if (!classroom) {
    return <LoadingPage title={t('titles.classroomDetail')} status={t('classrooms.loadingOne')} />;
  }
  return <ClassroomView key={classroom.id} classroom={classroom} />;
}

function ClassroomView({ classroom }: { classroom: Classroom }) {
  const { t, i18n } = useTranslation('classroom');
  const uid = useSession((session) => session.user?.uid ?? null);
  // Names only label the page: a failure leaves them as generic words, not an error.
  const teams = useMyTeams().data;
  const members = useQuery(teamMembersQuery(classroom.teamId)).data;
  const update = useUpdateClassroom(classroom);
  const heading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const editHeading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState(false);
  // Where the focus goes after the view changes: the form, the page heading or the Edit button.
  const [focusTarget, setFocusTarget] = useState<{ to: 'form' | 'heading' | 'edit' } | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    const target = { form: editHeading, heading, edit: editButton }[focusTarget.to];
    target.current?.focus();
  }, [focusTarget]);

  const team: TeamRef | undefined = teams?.find((candidate) => candidate.id === classroom.teamId);
  // A classroom of a past school year is kept as it was (the rules refuse every change).
  const canEdit =
    classroom.pastSchoolYear == null &&
    uid !== null &&
    (classroom.teacherIds.includes(uid) || team?.isLeader === true);
  const teacherName = (userId: string) =>
    members?.find((member) => member.userId === userId)?.name ??
    t('classroomForm.teacherPicker.formerMember');

  const startEditing = () => {
    update.reset();
    setEditing(true);
    setFocusTarget({ to: 'form' });
  };
  const save = async (fields: ClassroomFields) => {
    try {
      await update.mutateAsync(fields);
    } catch {
      return false;
    }
    setEditing(false);
    showToast(t('classroomForm.saved'));
    setFocusTarget({ to: 'heading' });
    return true;
  };

  if (editing) {
    return (
      <PageSection>
        <Heading ref={heading} tabIndex={-1}>
          {classroom.name}
        </Heading>
        <Stack $gap={4}>
          <h2 ref={editHeading} tabIndex={-1}>
            {t('classroomForm.editTitle')}
          </h2>
          <ClassroomForm
            initial={fieldsOfClassroom(classroom)}
            teams={[team ?? { id: classroom.teamId, name: '', isLeader: false }]}
            teamLocked
            lockedTeacherId={classroom.ownerId}
            busy={update.isPending}
            failure={failureCode(update.error)}
            submitLabel={t('classroomForm.save')}
            busyLabel={t('classroomForm.saving')}
            onSubmit={save}
            onCancel={() => {
              setEditing(false);
              setFocusTarget({ to: 'edit' });
            }}
          />
        </Stack>
      </PageSection>
    );
  }

  const created = t('classrooms.date', { date: classroom.createdAt, formatParams: dateOnly });
  // A stored field the app cannot read is marked where it would show; the rest still shows.
  const bad = unreadableFields(classroom);
  return (
    <PageSection>
      <Heading ref={heading} tabIndex={-1}>
        {classroom.name} {bad.name && <UnreadablePart />}
      </Heading>
      <Stack $gap={5}>
        {classroom.archived && <FormMessage $kind="info">{t('classrooms.isArchived')}</FormMessage>}
        {classroom.pastSchoolYear != null && (
          <FormMessage $kind="info">
            {t('classrooms.isPastYear', { year: classroom.academicYear })}
          </FormMessage>
        )}
        <Card as="section" aria-labelledby="classroom-details-title">
          <Stack>
            <h2 id="classroom-details-title">{t('classrooms.details')}</h2>
            <DetailList>
              <dt>{t('classrooms.subject')}</dt>
              <dd>
                {(bad.subject && <UnreadablePart />) ||
                  subjectLabel(classroom.subject, i18n.language) ||
                  t('classrooms.notSet')}
              </dd>
              <dt>{t('classrooms.gradeLevel')}</dt>
              <dd>
                {(bad.gradeLevel && <UnreadablePart />) ||
                  gradeLabel(classroom.gradeLevel, i18n.language) ||
                  t('classrooms.notSet')}
              </dd>
              <dt>{t('classrooms.academicYear')}</dt>
              <dd>
                {(bad.academicYear && <UnreadablePart />) ||
                  classroom.academicYear ||
                  t('classrooms.notSet')}
              </dd>
              <dt>{t('classrooms.team')}</dt>
              <dd>
                {team ? (
                  <Link to={`/team/${team.id}`}>{team.name}</Link>
                ) : (
                  t('classrooms.unknownTeam')
                )}
              </dd>
              <dt>{t('classrooms.teachers', { count: classroom.teacherIds.length })}</dt>
              <dd>
                {members ? (
                  <ul>
                    {classroom.teacherIds.map((userId) => (
                      <li key={userId}>
                        {userId === uid
                          ? t('classroomForm.teacherPicker.me', { name: teacherName(userId) })
                          : teacherName(userId)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  t('classrooms.teacherCount', { count: classroom.teacherIds.length })
                )}
              </dd>
              <dt>{t('classrooms.status')}</dt>
              <dd>{classroom.archived ? t('classrooms.archived') : t('classrooms.active')}</dd>
              <dt>{t('classrooms.created')}</dt>
              <dd>{created}</dd>
              {classroom.updatedAt && (
                <>
                  <dt>{t('classrooms.updated')}</dt>
                  <dd>
                    {t('classrooms.date', { date: classroom.updatedAt, formatParams: dateOnly })}
                  </dd>
                </>
              )}
            </DetailList>
            {canEdit && (
              <div>
                <Button ref={editButton} type="button" $variant="secondary" onClick={startEditing}>
                  {t('classrooms.edit')}
                </Button>
              </div>
            )}
          </Stack>
        </Card>
        <MeetingTimesSection classroom={classroom} uid={uid} canEdit={canEdit} />
        <Card as="section" aria-labelledby="classroom-standards-title">
          <Stack>
            <h2 id="classroom-standards-title">{t('classrooms.standardsTitle')}</h2>
            {bad.standards && <UnreadablePart />}
            <p>{t('classrooms.standardsCount', { count: classroom.standards.length })}</p>
            <div>
              <LinkButton $variant="secondary" to={`/curriculum/classrooms/${classroom.id}`}>
                {t('classrooms.viewCurriculum')}
              </LinkButton>
            </div>
          </Stack>
        </Card>
        {canEdit && <ArchiveSection classroom={classroom} />}
        <p>
          <Link to="/classroom">{t('classrooms.backToList')}</Link>
        </p>
      </Stack>
    </PageSection>
  );
}
