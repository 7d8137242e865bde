import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import {
  ButtonRow,
  Checkbox,
  FormMessage,
  SubmitButton,
} from '@lesson-planner/shared-contracts/forms';
import { DateField } from '@lesson-planner/shared-contracts/localized-fields';
import {
  MAX_LOST_DAY_REASON_LENGTH,
  schoolDateProblem,
  type LostDay,
} from '@lesson-planner/shared-contracts/schedule';
import { useQueryClient } from '@lesson-planner/shared-contracts/server-state';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import type { TimedClassroom } from '../../../api/school-time-reads';
import { lostDayMarked, lostDayRestored } from '../../../api/school-time-cache';
import { markDateLost, restoreLostDay } from '../../../api/school-time-writes';
import { FailureMessage } from '../../../components/FailureMessage';
import { longDate } from '../../../components/date-format';

/**
 * Bump: a date the classroom (or, for a leader, every classroom on the template) loses; every
 * later lesson moves by one meeting. The last bump can be undone; any lost date can be given
 * back, which pulls the lessons back.
 */
const LOST_DATE_PROBLEMS = {
  notADate: 'scheduler.lost.dateRequired',
  outOfRange: 'scheduler.lost.dateOutOfRange',
} as const;

export function LostDaysSection({
  classroom,
  templateId,
  lostDays,
  isLeader,
  uid,
}: {
  classroom: TimedClassroom;
  templateId: string;
  lostDays: readonly LostDay[];
  isLeader: boolean;
  uid: string;
}) {
  const { t, i18n } = useTranslation('planner');
  const queryClient = useQueryClient();
  const headingId = useId();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [wholeTemplate, setWholeTemplate] = useState(false);
  const [dateProblem, setDateProblem] = useState<'notADate' | 'outOfRange' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const [lastBump, setLastBump] = useState<{ id: string; date: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      await action();
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
    } finally {
      setBusy(false);
    }
  };

  const bump = (event: FormEvent) => {
    event.preventDefault();
    const problem = schoolDateProblem(date);
    setDateProblem(problem);
    if (problem) return;
    void run(async () => {
      const scope = wholeTemplate ? { templateId } : { classroomId: classroom.id };
      const id = await markDateLost(classroom.teamId, templateId, scope, date, reason, uid);
      lostDayMarked(queryClient, {
        id,
        teamId: classroom.teamId,
        templateId,
        classroomId: wholeTemplate ? null : classroom.id,
        date,
        reason: reason.trim(),
        createdBy: uid,
        createdAt: new Date(),
      });
      setLastBump({ id, date });
      setNotice(t('scheduler.lost.bumped', { date: longDate(date, i18n.language) }));
      setReason('');
    });
  };

  const giveBack = (day: { id: string; date: string }, undo: boolean) =>
    void run(async () => {
      await restoreLostDay(day.id);
      lostDayRestored(queryClient, classroom.teamId, day.id);
      setLastBump(null);
      setNotice(
        t(undo ? 'scheduler.lost.undone' : 'scheduler.lost.givenBack', {
          date: longDate(day.date, i18n.language),
        }),
      );
    });

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('scheduler.lost.heading')}</h2>
      <p>{t('scheduler.lost.help')}</p>
      <form onSubmit={bump} noValidate aria-label={t('scheduler.lost.formLabel')}>
        <Stack $gap={2}>
          <DateField
            label={t('scheduler.lost.date')}
            value={date}
            onChange={(value) => setDate(value)}
            error={dateProblem ? t(LOST_DATE_PROBLEMS[dateProblem]) : null}
          />
          <TextField
            label={t('scheduler.lost.reason')}
            hint={t('scheduler.lost.reasonHint')}
            value={reason}
            maxLength={MAX_LOST_DAY_REASON_LENGTH}
            onChange={(e) => setReason(e.target.value)}
          />
          {isLeader && (
            <Checkbox checked={wholeTemplate} onChange={(e) => setWholeTemplate(e.target.checked)}>
              {t('scheduler.lost.wholeTemplate')}
            </Checkbox>
          )}
          <ButtonRow>
            <SubmitButton busy={busy} busyLabel={t('scheduler.saving')} variant="secondary">
              {t('scheduler.lost.mark')}
            </SubmitButton>
            {lastBump && (
              <Button
                type="button"
                $variant="secondary"
                disabled={busy}
                onClick={() => giveBack(lastBump, true)}
              >
                {t('scheduler.lost.undo')}
              </Button>
            )}
          </ButtonRow>
        </Stack>
      </form>
      <FailureMessage code={failure ?? undefined} />
      {notice && <FormMessage $kind="success">{notice}</FormMessage>}
      {lostDays.length > 0 && (
        <ul>
          {lostDays.map((day) => (
            <li key={day.id}>
              {t(day.classroomId ? 'scheduler.lost.itemClassroom' : 'scheduler.lost.itemTemplate', {
                date: longDate(day.date, i18n.language),
                reason: day.reason || t('scheduler.lost.noReason'),
              })}{' '}
              {(day.classroomId !== null || isLeader) && (
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={busy}
                  onClick={() => giveBack(day, false)}
                >
                  {t('scheduler.lost.giveBack', { date: longDate(day.date, i18n.language) })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
