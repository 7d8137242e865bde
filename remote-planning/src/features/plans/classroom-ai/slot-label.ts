import type { TFunction } from 'i18next';
import type { DraftLessonSlot } from '@lesson-planner/shared-contracts/planning';
import { shortDate, timeRange } from '../../../components/date-format';

/** "Mon 8 Jun · Period 1, 08:30–09:20": when a drafted lesson is taught, meeting by meeting. */
export function slotLabel(slot: DraftLessonSlot, t: TFunction<'planner'>, locale: string): string {
  return slot.meetings
    .map((meeting) =>
      t('aiUnit.meeting', {
        date: shortDate(meeting.date, locale),
        period: meeting.periodLabel || meeting.periodId,
        time: timeRange(meeting.start, meeting.end, locale),
      }),
    )
    .join(t('aiUnit.meetingSeparator'));
}
