import { formatTimeOfDay, type Meeting } from '@lesson-planner/shared-contracts/schedule';
import { shortDate } from '../../../components/date-format';

/** "Wed 25 Nov, 08:30" in the user's language. */
export const meetingLabel = (meeting: Meeting, locale: string) =>
  `${shortDate(meeting.date, locale)}, ${formatTimeOfDay(meeting.start, locale)}`;
