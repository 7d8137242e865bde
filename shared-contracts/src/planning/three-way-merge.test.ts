import { questionsAfter, samePath, type MergeConflict } from './three-way-merge';

const question = (path: string[], theirs: string): MergeConflict => ({
  path,
  base: 'b',
  mine: 'm',
  theirs,
});

it('tells places apart by every part of their path', () => {
  expect(samePath(['lessons', 'a', 'title'], ['lessons', 'a', 'title'])).toBe(true);
  expect(samePath(['lessons', 'a', 'title'], ['lessons', 'b', 'title'])).toBe(false);
  expect(samePath(['lessons', 'a'], ['lessons', 'a', 'title'])).toBe(false);
});

it('keeps open questions about other places and asks again with the latest texts', () => {
  const title = question(['lessons', 'a', 'title'], 'first');
  const homework = question(['lessons', 'a', 'homework'], 'h');
  const titleAgain = question(['lessons', 'a', 'title'], 'second');

  expect(questionsAfter([title, homework], [titleAgain])).toEqual([homework, titleAgain]);
  expect(questionsAfter([], [])).toEqual([]);
});
