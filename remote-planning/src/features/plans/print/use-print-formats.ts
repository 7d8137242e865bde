import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '@lesson-planner/shared-contracts/schedule';

export interface PrintFormats {
  /** "45 minutes", "45 นาที". */
  minutes(value: number): string;
  /** A plan date (yyyy-mm-dd) as a long date in the reader's language. */
  date(isoDate: string): string;
}

export function usePrintFormats(): PrintFormats {
  const { i18n } = useTranslation('planner');
  const locale = i18n.language;
  return useMemo(() => {
    const minutes = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
    });
    return {
      minutes: (value) => minutes.format(value),
      date: (isoDate) => formatIsoDate(isoDate, locale, { dateStyle: 'long' }),
    };
  }, [locale]);
}
