import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '@lesson-planner/shared-contracts/schedule';

export interface PrintFormats {
  /** "45 minutes", "45 นาที", "45 ນາທີ". */
  minutes(value: number): string;
  /** A plan date (yyyy-mm-dd) as a long date in the reader's language. */
  date(isoDate: string): string;
}

/**
 * The plan's durations and dates as the screens write them. Minutes come from the translations,
 * not Intl's unit format: Chromium has no Lao data and would write "55 minutes" in a Lao plan.
 */
export function usePrintFormats(): PrintFormats {
  const { t, i18n } = useTranslation('planner');
  const locale = i18n.language;
  return useMemo(
    () => ({
      minutes: (value) => t('print.minutes', { count: value }),
      date: (isoDate) => formatIsoDate(isoDate, locale, { dateStyle: 'long' }),
    }),
    [t, locale],
  );
}
