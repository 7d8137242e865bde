import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authErrorKey } from './auth-errors';

const english = JSON.parse(
  readFileSync(path.join(__dirname, '../../public/locales/en/auth.json'), 'utf8'),
) as { errors: Record<string, string> };

// Spec section 8's identity error codes, each of which needs its own message.
const specCodes = [
  'invalid-email',
  'wrong-password',
  'missing-password',
  'invalid-credential',
  'email-already-in-use',
  'user-not-found',
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

  it('groups multi-factor errors and never shows a raw code for unknown ones', () => {
    expect(authErrorKey({ code: 'auth/multi-factor-auth-required' })).toBe('multiFactor');
    expect(authErrorKey({ code: 'auth/missing-multi-factor-session' })).toBe('multiFactor');
    expect(authErrorKey({ code: 'auth/something-new' })).toBe('unknown');
    expect(authErrorKey(new Error('plain'))).toBe('unknown');
    expect(english.errors.multiFactor).toEqual(expect.any(String));
    expect(english.errors.unknown).toEqual(expect.any(String));
  });
});
