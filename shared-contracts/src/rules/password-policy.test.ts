import { checkPassword, isPasswordValid, policyFromServer } from './password-policy';

describe('policyFromServer', () => {
  it('defaults to minimum 6 when the server gives none', () => {
    expect(policyFromServer(null)).toEqual({ minLength: 6 });
    expect(policyFromServer(undefined)).toEqual({ minLength: 6 });
    expect(policyFromServer({})).toEqual({ minLength: 6 });
    expect(policyFromServer({ customStrengthOptions: {} })).toEqual({ minLength: 6 });
  });

  it('reads Firebase customStrengthOptions, wrapped or bare', () => {
    const options = {
      minPasswordLength: 8,
      maxPasswordLength: 64,
      containsLowercaseLetter: true,
      containsUppercaseLetter: true,
      containsNumericCharacter: true,
      containsNonAlphanumericCharacter: true,
    };
    const expected = {
      minLength: 8,
      maxLength: 64,
      requireLowercase: true,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
    };
    expect(policyFromServer(options)).toEqual(expected);
    expect(policyFromServer({ customStrengthOptions: options })).toEqual(expected);
  });

  it('ignores nonsense bounds', () => {
    expect(policyFromServer({ minPasswordLength: 0, maxPasswordLength: 4 })).toEqual({
      minLength: 6,
    });
    expect(policyFromServer({ minPasswordLength: 10, maxPasswordLength: 8 })).toEqual({
      minLength: 10,
    });
  });
});

describe('checkPassword', () => {
  const strict = policyFromServer({
    minPasswordLength: 8,
    maxPasswordLength: 12,
    containsLowercaseLetter: true,
    containsUppercaseLetter: true,
    containsNumericCharacter: true,
    containsNonAlphanumericCharacter: true,
  });

  it('lists requirements in a stable order with their values', () => {
    expect(checkPassword('', strict)).toEqual([
      { requirement: 'minLength', met: false, value: 8 },
      { requirement: 'maxLength', met: true, value: 12 },
      { requirement: 'lowercase', met: false },
      { requirement: 'uppercase', met: false },
      { requirement: 'numeric', met: false },
      { requirement: 'nonAlphanumeric', met: false },
    ]);
  });

  it('only lists what the policy has', () => {
    expect(checkPassword('abcdef', { minLength: 6 })).toEqual([
      { requirement: 'minLength', met: true, value: 6 },
    ]);
    expect(checkPassword('abcde', { minLength: 6 })[0]?.met).toBe(false);
  });

  it('checks length at the bounds', () => {
    expect(isPasswordValid('Aa1!aaaa', strict)).toBe(true); // 8
    expect(isPasswordValid('Aa1!aaa', strict)).toBe(false); // 7
    expect(isPasswordValid('Aa1!aaaaaaaa', strict)).toBe(true); // 12
    expect(isPasswordValid('Aa1!aaaaaaaaa', strict)).toBe(false); // 13
  });

  it('treats spaces and non-Latin letters as non-alphanumeric, not as letters', () => {
    const policy = { minLength: 1, requireLowercase: true, requireNonAlphanumeric: true };
    expect(checkPassword('ภาษา', policy).map((c) => c.met)).toEqual([true, false, true]);
    expect(checkPassword('a b', policy).every((c) => c.met)).toBe(true);
    expect(checkPassword('abc123', policy).map((c) => c.met)).toEqual([true, true, false]);
  });
});
