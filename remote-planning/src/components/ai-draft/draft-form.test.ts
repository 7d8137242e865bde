import {
  defaultLessonCount,
  draftLanguage,
  draftRoom,
  parseLessonCount,
  requestLessonCount,
} from './draft-form';

describe('draft form rules', () => {
  it('leaves room for at most 30 lessons, and none in a full plan', () => {
    expect(draftRoom(0)).toBe(30);
    expect(draftRoom(45)).toBe(15);
    expect(draftRoom(60)).toBe(0);
  });

  it('starts from three lessons a week, within the room', () => {
    expect(defaultLessonCount(4, 30)).toBe(12);
    expect(defaultLessonCount(40, 30)).toBe(30);
    expect(defaultLessonCount(4, 5)).toBe(5);
  });

  it('proposes only the lessons still missing: the meetings of the unit’s weeks less those planned', () => {
    // A 4-week unit that already has 3 lessons: never 12 more.
    expect(defaultLessonCount(4, 27, 3)).toBe(9);
    // Its classroom meets 8 times in those weeks.
    expect(defaultLessonCount(4, 27, 3, 8)).toBe(5);
    // At least one, even when the meetings are all taken.
    expect(defaultLessonCount(4, 20, 10, 8)).toBe(1);
  });

  it('accepts only whole numbers within 1…room', () => {
    expect(parseLessonCount(' 8 ', 30)).toBe(8);
    expect(parseLessonCount('0', 30)).toBeNull();
    expect(parseLessonCount('31', 30)).toBeNull();
    expect(parseLessonCount('2.5', 30)).toBeNull();
    expect(parseLessonCount('', 30)).toBeNull();
  });

  it('keeps the lesson task’s count within what the request accepts', () => {
    expect(requestLessonCount(0)).toBe(1);
    expect(requestLessonCount(45)).toBe(30);
  });

  it('drafts in the interface language, or English', () => {
    expect(draftLanguage('th-TH')).toBe('th');
    expect(draftLanguage('zh')).toBe('zh');
    expect(draftLanguage('fr')).toBe('en');
    expect(draftLanguage(undefined)).toBe('en');
  });
});
