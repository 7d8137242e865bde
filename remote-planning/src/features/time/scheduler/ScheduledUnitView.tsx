import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { useQueryClient } from '@lesson-planner/shared-contracts/server-state';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { scheduleDeleted, scheduleSaved } from '../../../api/school-time-cache';
import { deleteSchedule, saveSchedule } from '../../../api/school-time-writes';
import { FailureMessage } from '../../../components/FailureMessage';
import type { ScheduledUnit } from '../common';
import { EndSummary } from './ScheduleUnitForm';
import { PlacementTable } from './PlacementTable';

/** Spaced by the section's stack, not margins of its own. */
const UnitHeading = styled.h3`
  margin: 0;
`;

/**
 * One scheduled unit: its dates, pins, and how it ends against its planned weeks. Read only
 * (no pins, no removing) in a classroom of a past school year.
 */
export function ScheduledUnitView({
  scheduled,
  uid,
  readOnly = false,
}: {
  scheduled: ScheduledUnit;
  uid: string;
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('planner');
  const queryClient = useQueryClient();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const { schedule, unit, plan, placement, plannedEnd } = scheduled;
  const title = unit?.title ?? t('scheduler.unknownUnit');

  // Each change lands in the cache once saved. After a conflict the team's live schedules show
  // the schedule as now saved; the teacher pins again from there.
  const change = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
    } finally {
      setBusy(false);
    }
  };

  const pin = (lessonIndex: number, date: string | null) =>
    void change(async () => {
      const pins = schedule.pins.filter((p) => p.lessonIndex !== lessonIndex);
      if (date) pins.push({ lessonIndex, date });
      const version = await saveSchedule(schedule, { ...schedule, pins }, schedule.version, uid);
      scheduleSaved(queryClient, {
        ...schedule,
        pins,
        version,
        baseVersion: schedule.version,
        updatedBy: uid,
        updatedAt: new Date(),
      });
    });

  const remove = () =>
    void change(async () => {
      await deleteSchedule(schedule.classroomId, schedule.unitId);
      scheduleDeleted(queryClient, schedule.teamId, schedule.id);
    });

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <UnitHeading id={headingId}>
        <Link to={`/units/plan/edit/${schedule.unitId}`}>{title}</Link>
      </UnitHeading>
      <EndSummary
        endDate={placement.endDate}
        plannedEnd={plannedEnd}
        weeks={unit?.weeks ?? 1}
        pastPlannedEnd={placement.pastPlannedEnd.length}
        unplaced={placement.unplaced.length}
        locale={i18n.language}
      />
      <FailureMessage code={failure ?? undefined} />
      <PlacementTable
        caption={t('scheduler.unitCaption', { title })}
        lessons={plan?.lessons ?? []}
        placement={placement}
        busy={busy}
        onPin={readOnly ? undefined : pin}
      />
      {!readOnly && (
        <ButtonRow>
          <Button type="button" $variant="secondary" disabled={busy} onClick={remove}>
            {t('scheduler.remove', { title })}
          </Button>
        </ButtonRow>
      )}
    </Stack>
  );
}
