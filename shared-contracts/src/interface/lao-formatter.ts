// Lao dates are the app's own (lao-dates.ts: the browser's Intl has no Lao data), and only a Lao
// reader needs them: they are fetched with Lao's translations (the i18n backend awaits
// loadLaoDates), so no page's start carries them and every page shown in Lao has them.
import type { formatLaoDateTime } from './lao-dates';

type LaoFormat = typeof formatLaoDateTime;

let laoFormat: LaoFormat | null = null;

/** Fetches the Lao dates once; later calls resolve at once. */
export async function loadLaoDates(): Promise<void> {
  laoFormat ??= (await import('./lao-dates')).formatLaoDateTime;
}

/** The Lao formatter where `locale` is Lao and Intl has no Lao; null elsewhere or before it loaded. */
export function ownLaoFormat(locale: string, primary: string): LaoFormat | null {
  return primary === 'lo' && Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0
    ? laoFormat
    : null;
}
