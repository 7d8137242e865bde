/** @jest-environment node */
import { isValidDocumentId } from './document-ids';

describe('isValidDocumentId', () => {
  it.each(['', '.', '..', 'a/b', '__x__', '____', 'x'.repeat(1501), 'ก'.repeat(501)])(
    'refuses %j',
    (id) => {
      expect(isValidDocumentId(id)).toBe(false);
    },
  );

  it.each(['a', '_x_', '__x', '__', '___', 'ก', 'x'.repeat(1500)])('accepts %j', (id) => {
    expect(isValidDocumentId(id)).toBe(true);
  });
});
