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
