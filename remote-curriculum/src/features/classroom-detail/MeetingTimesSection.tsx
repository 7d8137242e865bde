import { useTranslation } from 'react-i18next';
import type { Classroom } from '@lesson-planner/shared-contracts/curriculum';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { classroomUnitAiPath } from '@lesson-planner/shared-contracts/federation';
import { ButtonRow, FormMessage } from '@lesson-planner/shared-contracts/forms';
import {
  MeetingSlotsEditor,
  readMeetingSlotsSetup,
} from '@lesson-planner/shared-contracts/school-time';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';

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
  // Read afresh each time the section opens (and kept by nothing after): the editor starts from
  // what it is given and saves over that version.
  const { data, error, refetch } = useQuery({
    queryKey: ['curriculum', 'meetingSlots', classroom.teamId, classroom.id] as const,
    queryFn: () => readMeetingSlotsSetup(classroom.teamId, classroom.id),
    staleTime: 0,
    gcTime: 0,
  });

  // The editor names the section itself; until it shows, the title does.
  const ready = data !== undefined && data.templates.length > 0;
  return (
    <Card>
      <Stack>
        {!ready && <h2>{t('timetable.title')}</h2>}
        <LoadState
          result={{ data, error }}
          loading={t('timetable.loading')}
          failure={() => <FormMessage $kind="error">{t('timetable.loadFailed')}</FormMessage>}
          onRetry={() => void refetch()}
          isEmpty={(setup) => setup.templates.length === 0}
          empty={
            <>
              <p>{t('schedule:slots.noTemplate')}</p>
              <div>
                <LinkButton to="/leader/schedule-templates">
                  {t('schedule:slots.toTemplates')}
                </LinkButton>
              </div>
            </>
          }
        >
          {(setup) => (
            <>
              <MeetingSlotsEditor
                classroom={classroom}
                templates={setup.templates}
                defaultTemplateId={setup.defaultTemplateId}
                stored={setup.stored}
                uid={uid ?? ''}
                readOnly={!canEdit || !uid}
              />
              <p>{t('timetable.meetingTimesHint')}</p>
              <ButtonRow>
                <LinkButton $variant="secondary" to={`/scheduler?classroomId=${classroom.id}`}>
                  {t('timetable.meetingTimes')}
                </LinkButton>
                {uid && classroom.teacherIds.includes(uid) && setup.stored && (
                  <LinkButton $variant="secondary" to={classroomUnitAiPath(classroom.id)}>
                    {t('timetable.planWithAi')}
                  </LinkButton>
                )}
              </ButtonRow>
            </>
          )}
        </LoadState>
      </Stack>
    </Card>
  );
}
