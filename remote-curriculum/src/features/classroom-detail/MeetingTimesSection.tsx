import { useTranslation } from 'react-i18next';
import type { Classroom } from '@lesson-planner/shared-contracts/curriculum';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { classroomUnitAiPath } from '@lesson-planner/shared-contracts/federation';
import { ButtonRow, FormMessage } from '@lesson-planner/shared-contracts/forms';
import {
  MeetingSlotsEditor,
  readMeetingSlotsSetup,
} from '@lesson-planner/shared-contracts/school-time';
import {
  Button,
  Card,
  Spinner,
  Stack,
  useRetryableLoad,
} from '@lesson-planner/shared-contracts/ui';

/**
 * The classroom's timetable: the cycle day × period slots it meets in on one of the team's
 * templates (`classroomSlots/{id}`), edited here by its teachers and the team's leaders.
 */
export function MeetingTimesSection({
  classroom,
  uid,
  canEdit,
}: {
  classroom: Classroom;
  uid: string | null;
  canEdit: boolean;
}) {
  const { t } = useTranslation(['classroom', 'schedule']);
  const { data, failure, retry } = useRetryableLoad(
    () => readMeetingSlotsSetup(classroom.teamId, classroom.id),
    [classroom.teamId, classroom.id],
    () => 'loadFailed' as const,
  );

  const body = () => {
    if (failure)
      return (
        <>
          <h2>{t('timetable.title')}</h2>
          <FormMessage $kind="error">{t('timetable.loadFailed')}</FormMessage>
          <div>
            <Button type="button" $variant="secondary" onClick={retry}>
              {t('timetable.retry')}
            </Button>
          </div>
        </>
      );
    if (!data)
      return (
        <>
          <h2>{t('timetable.title')}</h2>
          <p role="status">
            <Spinner /> {t('timetable.loading')}
          </p>
        </>
      );
    if (data.templates.length === 0)
      return (
        <>
          <h2>{t('timetable.title')}</h2>
          <p>{t('schedule:slots.noTemplate')}</p>
          <div>
            <LinkButton to="/leader/schedule-templates">
              {t('schedule:slots.toTemplates')}
            </LinkButton>
          </div>
        </>
      );
    return (
      <>
        <MeetingSlotsEditor
          classroom={classroom}
          templates={data.templates}
          defaultTemplateId={data.defaultTemplateId}
          stored={data.stored}
          uid={uid ?? ''}
          readOnly={!canEdit || !uid}
        />
        <p>{t('timetable.meetingTimesHint')}</p>
        <ButtonRow>
          <LinkButton $variant="secondary" to={`/scheduler?classroomId=${classroom.id}`}>
            {t('timetable.meetingTimes')}
          </LinkButton>
          {uid && classroom.teacherIds.includes(uid) && data.stored && (
            <LinkButton $variant="secondary" to={classroomUnitAiPath(classroom.id)}>
              {t('timetable.planWithAi')}
            </LinkButton>
          )}
        </ButtonRow>
      </>
    );
  };

  return (
    <Card>
      <Stack>{body()}</Stack>
    </Card>
  );
}
