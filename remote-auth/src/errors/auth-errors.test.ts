import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authErrorKey, currentPasswordErrorKey } from './auth-errors';

const english = JSON.parse(
  readFileSync(path.join(__dirname, '../../public/locales/en/auth.json'), 'utf8'),
) as { errors: Record<string, string> };

// The codes that would tell a stranger whether an email has an account.
const credentialCodes = ['wrong-password', 'invalid-credential', 'user-not-found'];

// Spec section 8's other identity error codes, each of which needs its own message.
const specCodes = [
  'invalid-email',
  'missing-password',
  'invalid-credential',
  'email-already-in-use',
  'too-many-requests',
  'expired-action-code',
  'invalid-action-code',
  'requires-recent-login',
  'user-token-expired',
  'user-disabled',
  'password-does-not-meet-requirements',
  'network-request-failed',
  'credential-already-in-use',
  'admin-restricted-operation',
];

describe('identity error messages', () => {
  it.each(specCodes)('auth/%s has a message of its own', (code) => {
    const key = authErrorKey({ code: `auth/${code}` });
    expect(key).not.toBe('unknown');
    expect(english.errors[key]).toEqual(expect.any(String));
  });

  it('gives every spec code a different message', () => {
    const keys = specCodes.map((code) => authErrorKey({ code: `auth/${code}` }));
    expect(new Set(keys).size).toBe(specCodes.length);
  });

  it.each(credentialCodes)('auth/%s reads the same as the others', (code) => {
    const key = authErrorKey({ code: `auth/${code}` });
    expect(key).toBe('invalidCredential');
    expect(english.errors[key]).toBe('Email or password is incorrect.');
  });

  it('tells a signed-in user re-entering their password that the password is wrong', () => {
    expect(currentPasswordErrorKey({ code: 'auth/wrong-password' })).toBe('wrongPassword');
    expect(currentPasswordErrorKey({ code: 'auth/invalid-credential' })).toBe('wrongPassword');
    expect(currentPasswordErrorKey({ code: 'auth/too-many-requests' })).toBe('tooManyRequests');
    expect(english.errors.wrongPassword).toEqual(expect.any(String));
  });

  it('groups multi-factor errors and never shows a raw code for unknown ones', () => {
    expect(authErrorKey({ code: 'auth/multi-factor-auth-required' })).toBe('multiFactor');
    expect(authErrorKey({ code: 'auth/missing-multi-factor-session' })).toBe('multiFactor');
    expect(authErrorKey({ code: 'auth/something-new' })).toBe('unknown');
    expect(authErrorKey(new Error('plain'))).toBe('unknown');
    expect(english.errors.multiFactor).toEqual(expect.any(String));
    expect(english.errors.unknown).toEqual(expect.any(String));
  });
});
