import type { i18n as I18n } from 'i18next';
import { formatDateTime, pickDateTimeOptions } from '@lesson-planner/shared-contracts/interface';

/**
 * Makes i18next's `{{date, datetime}}` use the app's one date formatter (formatDateTime), so a
 * translation writes Lao dates in Lao even where the browser's Intl has no Lao. Called once
 * i18next is initialised (its formatter exists from then on).
 */
export function formatDatesWithTheAppFormatter(instance: I18n): void {
  instance.services.formatter?.add('datetime', (value, lng, options) =>
    formatDateTime(
      value as Date | number,
      lng ?? instance.language,
      pickDateTimeOptions(options as Record<string, unknown>),
    ),
  );
}
