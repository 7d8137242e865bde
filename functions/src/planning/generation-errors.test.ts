/** @jest-environment node */
import { HttpsError } from 'firebase-functions/v2/https';
import { GENERATION_ERROR_CODES } from '@lesson-planner/shared-contracts/planning';
import { PROVIDER_ERROR_CODES, ProviderError } from '../ai';
import { experienceNotFound, providerFailure, unitNotFound } from './generation-errors';

describe('providerFailure', () => {
  it.each([
    ['timeout', 'deadline-exceeded', 'providerTimeout'],
    ['unavailable', 'unavailable', 'providerUnavailable'],
    ['malformed', 'internal', 'providerMalformed'],
    ['refused', 'failed-precondition', 'providerRefused'],
    ['misconfigured', 'failed-precondition', 'providerMisconfigured'],
  ] as const)('maps %s to %s with details.code %s', (providerCode, status, code) => {
    const error = providerFailure(new ProviderError(providerCode, 'https://x.test answered 500'));
    expect(error).toBeInstanceOf(HttpsError);
    expect(error.code).toBe(status);
    expect(error.details).toEqual({ code });
    expect(error.message).not.toContain('x.test');
  });

  it('gives every provider code a generation code', () => {
    const codes = PROVIDER_ERROR_CODES.map(
      (code) => (providerFailure(new ProviderError(code, '')).details as { code: string }).code,
    );
    expect(new Set(codes)).toEqual(
      new Set(GENERATION_ERROR_CODES.filter((code) => code.startsWith('provider'))),
    );
  });
});

describe('unitNotFound', () => {
  it('is not-found with details.code unitNotFound', () => {
    expect(unitNotFound()).toMatchObject({ code: 'not-found', details: { code: 'unitNotFound' } });
  });
});

describe('experienceNotFound', () => {
  it('is not-found with details.code experienceNotFound', () => {
    expect(experienceNotFound()).toMatchObject({
      code: 'not-found',
      details: { code: 'experienceNotFound' },
    });
  });
});
