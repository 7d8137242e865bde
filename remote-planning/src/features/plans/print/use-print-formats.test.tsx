// Durations read as the screens write them in every language, also in a browser whose Intl has
// no Lao (Chromium writes a Lao unit format as "55 minutes").
import { renderHook } from '@testing-library/react';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { withIntlWithoutLao } from '@lesson-planner/shared-contracts/interface/testing';
import { loadTestLanguage } from '../../../test-utils/render-with-i18n';
import { usePrintFormats } from './use-print-formats';

beforeAll(async () => {
  for (const language of ['th', 'lo', 'zh']) await loadTestLanguage(language, 'planner');
});
afterAll(() => i18n.changeLanguage('en'));

it.each([
  ['en', '55 minutes'],
  ['th', '55 นาที'],
  ['lo', '55 ນາທີ'],
  ['zh', '55 分钟'],
])('writes 55 minutes in %s as %s', async (language, expected) => {
  await i18n.changeLanguage(language);
  withIntlWithoutLao(() => {
    const { result } = renderHook(() => usePrintFormats());
    expect(result.current.minutes(55)).toBe(expected);
  });
});
