import type { TFunction } from 'i18next';
import { cycleDayNote } from './cycle-day-name';

// The schedule namespace's two templates, as English has them.
const t = ((key: string, values: { day?: string; number?: number }) =>
  key === 'dayNumber' ? `Day ${values.number}` : `Week A · ${values.day}`) as TFunction<'schedule'>;
const days = (labels: string[]) => labels.map((label) => ({ label }));

describe('cycleDayNote', () => {
  it('adds nothing to a date for a weekly template: the date already names its weekday', () => {
    const weekly = { cycleKind: 'weekly' as const, cycleDays: days(['', '', '', '', '']) };
    expect(cycleDayNote(weekly, 0, t, 'th')).toBeNull();
    expect(cycleDayNote(weekly, 0, t, 'lo')).toBeNull();
    expect(cycleDayNote(weekly, 0, t, 'zh')).toBeNull();
  });

  it("adds nothing for weekdays a leader typed, in English or the reader's language", () => {
    const labelled = { cycleKind: 'weekly' as const, cycleDays: days(['Monday', 'Tue', 'วันพุธ']) };
    expect(cycleDayNote(labelled, 0, t, 'th')).toBeNull();
    expect(cycleDayNote(labelled, 1, t, 'en')).toBeNull();
    expect(cycleDayNote(labelled, 2, t, 'th')).toBeNull();
  });

  it('keeps what the date does not say: a label of its own, a rotation day, an A/B week', () => {
    const named = { cycleKind: 'weekly' as const, cycleDays: days(['Sports day']) };
    expect(cycleDayNote(named, 0, t, 'en')).toBe('Sports day');
    const rotation = { cycleKind: 'rotation' as const, cycleDays: days(['', '']) };
    expect(cycleDayNote(rotation, 1, t, 'en')).toBe('Day 2');
    const ab = { cycleKind: 'abWeeks' as const, cycleDays: days(Array(10).fill('')) };
    expect(cycleDayNote(ab, 0, t, 'en')).toBe('Week A · Mon');
  });
});
