/**
 * The identity service's password policy (spec section 5): minimum length 6 when the server
 * gives none; the server may also require lowercase, uppercase, numeric or non-alphanumeric
 * characters and a maximum length. `checkPassword` lists every requirement of the policy with
 * whether it is met, for a live checklist under the password field.
 *
 * Character classes follow the Firebase Auth SDK's own client-side check, so the checklist and
 * the server agree: lowercase = a–z, uppercase = A–Z, numeric = 0–9, and non-alphanumeric = any
 * other character (including spaces and non-Latin letters). Length is counted in UTF-16 code
 * units (`password.length`), as the SDK does.
 */
import { MIN_PASSWORD_LENGTH_DEFAULT } from './constants';

export interface PasswordPolicy {
  minLength: number;
  maxLength?: number;
  requireLowercase?: boolean;
  requireUppercase?: boolean;
  requireNumeric?: boolean;
  requireNonAlphanumeric?: boolean;
}

/** Firebase Auth's `PasswordPolicy.customStrengthOptions`. */
export interface ServerStrengthOptions {
  minPasswordLength?: number;
  maxPasswordLength?: number;
  containsLowercaseLetter?: boolean;
  containsUppercaseLetter?: boolean;
  containsNumericCharacter?: boolean;
  containsNonAlphanumericCharacter?: boolean;
}

/** Firebase Auth's `PasswordPolicy` (only the part we read). */
export interface ServerPasswordPolicy {
  customStrengthOptions?: ServerStrengthOptions;
}

export type PasswordRequirement =
  'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';

export interface PasswordCheck {
  requirement: PasswordRequirement;
  met: boolean;
  /** The length bound, for minLength/maxLength. */
  value?: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = Object.freeze({
  minLength: MIN_PASSWORD_LENGTH_DEFAULT,
});

const positiveInt = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n > 0;

/**
 * Our policy from the server's: accepts either Firebase's `PasswordPolicy` or its
 * `customStrengthOptions` directly; null/undefined (no policy, or it could not be fetched)
 * gives the default (minimum length 6). A maximum below the minimum is ignored.
 */
export function policyFromServer(
  server: ServerPasswordPolicy | ServerStrengthOptions | null | undefined,
): PasswordPolicy {
  if (!server) return { ...DEFAULT_PASSWORD_POLICY };
  const options: ServerStrengthOptions =
    'customStrengthOptions' in server
      ? (server.customStrengthOptions ?? {})
      : (server as ServerStrengthOptions);
  const minLength = positiveInt(options.minPasswordLength)
    ? options.minPasswordLength
    : MIN_PASSWORD_LENGTH_DEFAULT;
  const policy: PasswordPolicy = { minLength };
  if (positiveInt(options.maxPasswordLength) && options.maxPasswordLength >= minLength) {
    policy.maxLength = options.maxPasswordLength;
  }
  if (options.containsLowercaseLetter) policy.requireLowercase = true;
  if (options.containsUppercaseLetter) policy.requireUppercase = true;
  if (options.containsNumericCharacter) policy.requireNumeric = true;
  if (options.containsNonAlphanumericCharacter) policy.requireNonAlphanumeric = true;
  return policy;
}

const LOWER = /[a-z]/;
const UPPER = /[A-Z]/;
const DIGIT = /[0-9]/;
const OTHER = /[^a-zA-Z0-9]/;

/**
 * Every requirement of `policy` with whether `password` meets it, always in the order
 * minLength, maxLength, lowercase, uppercase, numeric, nonAlphanumeric (requirements the policy
 * does not have are left out; minLength is always there).
 */
export function checkPassword(password: string, policy: PasswordPolicy): PasswordCheck[] {
  const checks: PasswordCheck[] = [
    { requirement: 'minLength', met: password.length >= policy.minLength, value: policy.minLength },
  ];
  if (policy.maxLength !== undefined) {
    checks.push({
      requirement: 'maxLength',
      met: password.length <= policy.maxLength,
      value: policy.maxLength,
    });
  }
  if (policy.requireLowercase) checks.push({ requirement: 'lowercase', met: LOWER.test(password) });
  if (policy.requireUppercase) checks.push({ requirement: 'uppercase', met: UPPER.test(password) });
  if (policy.requireNumeric) checks.push({ requirement: 'numeric', met: DIGIT.test(password) });
  if (policy.requireNonAlphanumeric)
    checks.push({ requirement: 'nonAlphanumeric', met: OTHER.test(password) });
  return checks;
}

/** Whether `password` meets every requirement of `policy`. */
export const isPasswordValid = (password: string, policy: PasswordPolicy): boolean =>
  checkPassword(password, policy).every((check) => check.met);
