/** The versions of the terms of use and privacy notice a new user accepts at registration. */
export const CURRENT_TERMS = { termsVersion: '2026-01', privacyVersion: '2026-01' } as const;
