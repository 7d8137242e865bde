import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

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
    // The date is a calendar day, not an instant: read and written in UTC so no offset moves it.
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    return {
      minutes: (value) => minutes.format(value),
      date: (isoDate) => date.format(new Date(`${isoDate}T00:00:00Z`)),
    };
  }, [locale]);
}
