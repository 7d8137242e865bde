/** @jest-environment node */
import { insertAt, moveByKey, moveItem, removeAt, replaceAt } from './lesson-order';

const items = ['a', 'b', 'c', 'd'];
const keyed = items.map((key) => ({ key }));

describe('moveItem', () => {
  it('moves down and up', () => {
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('changes nothing for the same place or a place outside the list', () => {
    expect(moveItem(items, 1, 1)).toEqual(items);
    expect(moveItem(items, -1, 0)).toEqual(items);
    expect(moveItem(items, 0, 4)).toEqual(items);
    expect(moveItem(items, 0.5, 1)).toEqual(items);
  });

  it('never changes the list it was given', () => {
    const original = [...items];
    moveItem(original, 0, 3);
    expect(original).toEqual(items);
  });
});

describe('moveByKey', () => {
  it('puts the dragged item where it was dropped', () => {
    expect(moveByKey(keyed, 'a', 'c').map(({ key }) => key)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveByKey(keyed, 'd', 'a').map(({ key }) => key)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('ignores unknown keys', () => {
    expect(moveByKey(keyed, 'x', 'a')).toEqual(keyed);
    expect(moveByKey(keyed, 'a', 'x')).toEqual(keyed);
  });
});

it('inserts before an index, clamped to the list', () => {
  expect(insertAt(items, 1, ['x', 'y'])).toEqual(['a', 'x', 'y', 'b', 'c', 'd']);
  expect(insertAt(items, 99, ['x'])).toEqual([...items, 'x']);
  expect(insertAt(items, -3, ['x'])).toEqual(['x', ...items]);
});

it('removes and replaces by index', () => {
  expect(removeAt(items, 2)).toEqual(['a', 'b', 'd']);
  expect(removeAt(items, 9)).toEqual(items);
  expect(replaceAt(items, 0, 'z')).toEqual(['z', 'b', 'c', 'd']);
});
