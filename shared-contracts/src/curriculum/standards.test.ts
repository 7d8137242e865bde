/** @jest-environment node */
import { isValidDocumentId } from '../rules';
import { codeOfStandardId, normaliseStandardCode, standardIdForCode } from './index';

describe('standardIdForCode', () => {
  it.each(['MA.5.1', '__x__', '__', '___', '.', '..', 'a/b', '__.__', '  __X__ ', 'ก.1'])(
    'gives %j a valid Firestore document id',
    (code) => {
      expect(isValidDocumentId(standardIdForCode(code))).toBe(true);
    },
  );

  it('keeps the ids of ordinary codes as they were', () => {
    expect(standardIdForCode('SC5.1')).toBe('sc5%2E1');
    expect(standardIdForCode('_x_')).toBe('_x_');
  });

  it('gives codes differing only in case or surrounding space one id', () => {
    expect(standardIdForCode('Ma.1')).toBe(standardIdForCode(' MA.1'));
    expect(normaliseStandardCode('Ma.1')).toBe(normaliseStandardCode('ma.1'));
  });

  it('gives different codes different ids', () => {
    expect(standardIdForCode('__x__')).not.toBe(standardIdForCode('%5F%5Fx%5F%5F'));
    expect(standardIdForCode('__x__')).not.toBe(standardIdForCode('x'));
  });
});

describe('codeOfStandardId', () => {
  it.each(['SC5.1', '__x__', '.', 'a/b', 'ก.1', '50%'])('reads %j back from its id', (code) => {
    expect(codeOfStandardId(standardIdForCode(code))).toBe(normaliseStandardCode(code));
  });

  it('gives an id no code made back as it is', () => {
    expect(codeOfStandardId('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
