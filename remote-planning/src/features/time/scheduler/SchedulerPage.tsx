import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classroomUnitAiPath } from '@lesson-planner/shared-contracts/federation';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import { useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { MeetingSlotsEditor } from '@lesson-planner/shared-contracts/school-time';
import { Disclosure } from '@lesson-planner/shared-contracts/ui/kit';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import {
  classroomEvents,
  classroomTime,
  downloadCalendar,
  TeamTimePage,
  TimeEmpty,
  useMyTeams,
  useTeamTime,
} from '../common';
import { shortDate } from '../../../components/date-format';
import { LostDaysSection } from './LostDaysSection';
import { ScheduledUnitView } from './ScheduledUnitView';
import { ScheduleUnitForm } from './ScheduleUnitForm';
import { SectionHeader } from './SectionHeader';

/**
 * /scheduler: a classroom's meeting slots, its units placed on them, and the dates it loses.
 * Opens on ?classroomId= when given, else on the first classroom the user teaches.
 */
export default function SchedulerPage() {
  const { t, i18n } = useTranslation('planner');
  const { uid, teams, team, chooseTeam, failure: teamsFailure, retry: retryTeams } = useMyTeams();
  const { time, failure, retry } = useTeamTime(team?.id ?? null);
  const [searchParams] = useSearchParams();
  const [classroomId, setClassroomId] = useState(searchParams.get('classroomId') ?? '');
  const unitsHeadingId = useId();

  const classrooms = time?.classrooms ?? [];
  const classroom =
    classrooms.find((candidate) => candidate.id === classroomId) ??
    classrooms.find(
      (candidate) => uid && candidate.teacherIds.includes(uid) && candidate.pastSchoolYear == null,
    ) ??
    classrooms.find((candidate) => uid && candidate.teacherIds.includes(uid)) ??
    classrooms[0] ??
    null;
  const ofClassroom = time && classroom ? classroomTime(classroom.id, time) : null;

  const body = () => {
    if (!team || !time || !uid) return null;
    if (time.templates.length === 0)
      return (
        <TimeEmpty
          text={team.isLeader ? t('scheduler.noTemplateLeader') : t('scheduler.noTemplateMember')}
          to="/leader/schedule-templates"
          link={t('scheduler.toTemplates')}
        />
      );
    if (!classroom || !ofClassroom)
      return (
        <TimeEmpty
          text={t('scheduler.noClassrooms')}
          to="/classroom/create"
          link={t('scheduler.createClassroom')}
        />
      );
    // A classroom of a past school year is kept as it was: its time is read, not changed.
    const past = classroom.pastSchoolYear != null;
    const teaches = !past && (classroom.teacherIds.includes(uid) || team.isLeader);
    return (
      <Stack $gap={6}>
        <Select
          label={t('scheduler.classroom')}
          value={classroom.id}
          onChange={(e) => setClassroomId(e.target.value)}
        >
          {classrooms.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.pastSchoolYear == null
                ? candidate.name
                : t('scheduler.pastClassroom', {
                    name: candidate.name,
                    year: candidate.academicYear,
                  })}
            </option>
          ))}
        </Select>
        {past && <FormMessage $kind="info">{t('scheduler.pastYear')}</FormMessage>}
        {!past && !teaches && <p>{t('scheduler.notYourClassroom')}</p>}
        {ofClassroom.template && ofClassroom.slots && (
          <>
            <Stack as="section" aria-labelledby={unitsHeadingId}>
              <SectionHeader>
                <h2 id={unitsHeadingId}>
                  {t('scheduler.scheduledHeading', { classroom: classroom.name })}
                </h2>
                {ofClassroom.units.length > 0 && (
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() =>
                      downloadCalendar(
                        classroomEvents(classroom, ofClassroom, (number, title) =>
                          t('weekly.eventSummary', {
                            classroom: classroom.name,
                            lesson: t('scheduler.lessonTitle', { number, title }),
                          }),
                        ),
                        classroom.name,
                        `${classroom.name}.ics`,
                      )
                    }
                  >
                    {t('weekly.export')}
                  </Button>
                )}
              </SectionHeader>
              {ofClassroom.units.length === 0 && <p>{t('scheduler.noneScheduled')}</p>}
              {ofClassroom.overlaps.length > 0 && (
                <div role="alert">
                  <p>{t('scheduler.overlaps', { count: ofClassroom.overlaps.length })}</p>
                  <ul>
                    {ofClassroom.overlaps.map((overlap) => (
                      <li key={`${overlap.date}-${overlap.periodId}`}>
                        {t('scheduler.overlapItem', {
                          date: shortDate(overlap.date, i18n.language),
                          units: overlap.unitIds
                            .map((id) => time.units.find((unit) => unit.id === id)?.title ?? id)
                            .join(', '),
                        })}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {ofClassroom.units.map((scheduled) => (
                <ScheduledUnitView
                  key={scheduled.schedule.id}
                  scheduled={scheduled}
                  uid={uid}
                  readOnly={past}
                />
              ))}
            </Stack>
            {teaches && (
              <ScheduleUnitForm
                key={`${classroom.id}-${time.schedules.length}`}
                classroom={classroom}
                time={ofClassroom}
                units={time.units}
                plans={time.plans}
                uid={uid}
                planWithAi={
                  classroom.teacherIds.includes(uid) ? classroomUnitAiPath(classroom.id) : null
                }
              />
            )}
            {teaches && (
              <LostDaysSection
                key={classroom.id}
                classroom={classroom}
                templateId={ofClassroom.template.id}
                lostDays={ofClassroom.lostDays}
                isLeader={team.isLeader}
                uid={uid}
              />
            )}
          </>
        )}
        {teaches && (
          // Set up once, changed rarely: folded away once the classroom has meeting times.
          <Disclosure
            key={classroom.id}
            summary={
              ofClassroom.slots
                ? t('scheduler.meetingTimes', { count: ofClassroom.slots.slots.length })
                : t('scheduler.meetingTimesNone')
            }
            defaultOpen={!ofClassroom.slots}
          >
            <MeetingSlotsEditor
              classroom={classroom}
              templates={time.templates.filter((template) => template.pastSchoolYear == null)}
              defaultTemplateId={time.defaultTemplateId}
              stored={ofClassroom.slots}
              uid={uid}
              saveVariant="secondary"
            />
          </Disclosure>
        )}
      </Stack>
    );
  };

  return (
    <TeamTimePage
      title={t('titles.scheduler')}
      lead={t('scheduler.lead')}
      onChooseTeam={chooseTeam}
      teams={{ teams, team, failure: teamsFailure, retry: retryTeams }}
      time={{ time, failure, retry }}
      loading={t('scheduler.loading')}
    >
      {() => body()}
    </TeamTimePage>
  );
}
