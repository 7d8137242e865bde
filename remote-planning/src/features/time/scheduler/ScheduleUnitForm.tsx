import { useId, useState, type FormEvent } from 'react';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { FormMessage, SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { DateField } from '@lesson-planner/shared-contracts/localized-fields';
import type { Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import {
  isIsoDate,
  isoDateOfLocal,
  schoolDateProblem,
  scheduleIdFor,
} from '@lesson-planner/shared-contracts/schedule';
import { useQueryClient } from '@lesson-planner/shared-contracts/server-state';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import type { TimedClassroom } from '../../../api/school-time-reads';
import { scheduleSaved } from '../../../api/school-time-cache';
import { saveSchedule } from '../../../api/school-time-writes';
import { FailureMessage } from '../../../components/FailureMessage';
import { placeUnit, suggestedStart, type ClassroomTime } from '../common';
import { longDate } from '../../../components/date-format';
import { PlacementTable } from './PlacementTable';
import { SectionHeader } from './SectionHeader';

const DATE_PROBLEMS = {
  notADate: 'scheduler.schedule.dateRequired',
  outOfRange: 'scheduler.schedule.dateOutOfRange',
} as const;

/**
 * Choose a unit plan and a start date; the lessons are placed and shown before saving. The
 * scheduler's one primary action.
 */
export function ScheduleUnitForm({
  classroom,
  time,
  units,
  plans,
  uid,
  planWithAi,
}: {
  classroom: TimedClassroom;
  time: ClassroomTime;
  units: readonly Unit[];
  plans: readonly UnitPlan[];
  uid: string;
  /** Where "Plan a unit with AI" goes for this classroom, or null where it is not offered. */
  planWithAi: string | null;
}) {
  const { t, i18n } = useTranslation('planner');
  const queryClient = useQueryClient();
  const headingId = useId();
  const scheduled = new Set(time.units.map((unit) => unit.schedule.unitId));
  const choices = plans
    .filter((plan) => !scheduled.has(plan.unitId) && plan.lessons.length > 0)
    .map((plan) => ({ plan, unit: units.find((unit) => unit.id === plan.unitId) ?? null }))
    .filter((choice): choice is { plan: UnitPlan; unit: Unit } => choice.unit !== null);
  const [unitId, setUnitId] = useState('');
  const [startDate, setStartDate] = useState(() =>
    suggestedStart(time, isoDateOfLocal(new Date())),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const [problem, setProblem] = useState<'unit' | 'notADate' | 'outOfRange' | null>(null);
  const choice = choices.find((candidate) => candidate.unit.id === unitId) ?? null;
  const preview =
    choice && time.template && time.slots && isIsoDate(startDate)
      ? placeUnit(
          time.template,
          time.slots,
          time.lostDates,
          { startDate, pins: [], moves: [] },
          choice.plan,
          choice.unit,
        )
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setProblem('unit');
    const dateProblem = schoolDateProblem(startDate);
    if (dateProblem) return setProblem(dateProblem);
    setProblem(null);
    setBusy(true);
    setFailure(null);
    try {
      const target = {
        teamId: classroom.teamId,
        classroomId: classroom.id,
        unitId: choice.unit.id,
      };
      const fields = { startDate, pins: [], moves: [] };
      const version = await saveSchedule(target, fields, 0, uid);
      const now = new Date();
      scheduleSaved(queryClient, {
        ...target,
        ...fields,
        id: scheduleIdFor(classroom.id, choice.unit.id),
        createdBy: uid,
        createdAt: now,
        version,
        baseVersion: 0,
        updatedBy: uid,
        updatedAt: now,
      });
      setUnitId('');
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <SectionHeader>
        <h2 id={headingId}>{t('scheduler.schedule.heading')}</h2>
        {planWithAi && (
          <LinkButton to={planWithAi} $variant="secondary">
            {t('scheduler.planWithAi')}
          </LinkButton>
        )}
      </SectionHeader>
      {choices.length === 0 ? (
        <p>{t('scheduler.schedule.noPlans')}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
          <Stack $gap={2}>
            <Select
              label={t('scheduler.schedule.unit')}
              value={unitId}
              onChange={(e) => setUnitId(e.target.value)}
              error={problem === 'unit' ? t('scheduler.schedule.unitRequired') : null}
            >
              <option value="">{t('scheduler.schedule.chooseUnit')}</option>
              {choices.map(({ unit, plan }) => (
                <option key={unit.id} value={unit.id}>
                  {t('scheduler.schedule.unitOption', {
                    title: unit.title,
                    count: plan.lessons.length,
                  })}
                </option>
              ))}
            </Select>
            <DateField
              label={t('scheduler.schedule.startDate')}
              hint={t('scheduler.schedule.startHint')}
              value={startDate}
              onChange={(value) => setStartDate(value)}
              error={problem && problem !== 'unit' ? t(DATE_PROBLEMS[problem]) : null}
            />
            {preview && choice && (
              <>
                <EndSummary
                  endDate={preview.placement.endDate}
                  plannedEnd={preview.plannedEnd}
                  weeks={choice.unit.weeks}
                  pastPlannedEnd={preview.placement.pastPlannedEnd.length}
                  unplaced={preview.placement.unplaced.length}
                  locale={i18n.language}
                />
                <PlacementTable
                  caption={t('scheduler.schedule.previewCaption', { title: choice.unit.title })}
                  lessons={choice.plan.lessons}
                  placement={preview.placement}
                />
              </>
            )}
            <FailureMessage code={failure ?? undefined} />
            <div>
              <SubmitButton busy={busy} busyLabel={t('scheduler.saving')}>
                {t('scheduler.schedule.save')}
              </SubmitButton>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** When the unit ends against the weeks it was planned for; running over is a warning. */
export function EndSummary({
  endDate,
  plannedEnd,
  weeks,
  pastPlannedEnd,
  unplaced,
  locale,
}: {
  endDate: string | null;
  plannedEnd: string;
  weeks: number;
  pastPlannedEnd: number;
  unplaced: number;
  locale: string;
}) {
  const { t } = useTranslation('planner');
  return (
    <Stack $gap={1}>
      <p>
        {endDate
          ? t('scheduler.ends', { date: longDate(endDate, locale) })
          : t('scheduler.noMeetings')}{' '}
        {t('scheduler.plannedEnd', { count: weeks, date: longDate(plannedEnd, locale) })}
      </p>
      {pastPlannedEnd > 0 && (
        <FormMessage $kind="info">
          {t('scheduler.pastPlannedEnd', { count: pastPlannedEnd })}
        </FormMessage>
      )}
      {unplaced > 0 && (
        <FormMessage $kind="info">{t('scheduler.unplaced', { count: unplaced })}</FormMessage>
      )}
    </Stack>
  );
}
