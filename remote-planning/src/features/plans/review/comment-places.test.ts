import { placeOfComment } from './comment-places';

describe('placeOfComment', () => {
  it('puts a comment without a lesson on the whole plan', () => {
    expect(placeOfComment({ lessonIndex: null, lessonId: null }, ['a', 'b'])).toBe('plan');
  });

  it('follows its lesson by id when the lesson moved, and knows when it was removed', () => {
    expect(placeOfComment({ lessonIndex: 0, lessonId: 'a' }, ['b', 'a'])).toBe(1);
    expect(placeOfComment({ lessonIndex: 0, lessonId: 'gone' }, ['b', 'a'])).toBe('removed');
  });

  it('reads a comment written before lessons had ids by its position', () => {
    expect(placeOfComment({ lessonIndex: 1, lessonId: null }, ['a', 'b'])).toBe(1);
    expect(placeOfComment({ lessonIndex: 2, lessonId: null }, ['a', 'b'])).toBe('removed');
  });
});
