import { chargedTokensOf } from './generation';

it('reads what a failed generation was charged from its error details, or nothing', () => {
  expect(chargedTokensOf({ code: 'providerRefused', chargedTokens: 900 })).toBe(900);
  for (const details of [
    { code: 'providerRefused' },
    { chargedTokens: 0 },
    { chargedTokens: -5 },
    { chargedTokens: 1.5 },
    { chargedTokens: '900' },
    null,
    undefined,
    'providerRefused',
  ]) {
    expect(chargedTokensOf(details)).toBe(0);
  }
});
