// The CSV of the entries a report shows, through the shared csv topic (which escapes cells a
// spreadsheet would run as formulas and writes a byte-order mark for Thai, Lao and Chinese).
import { useTranslation } from 'react-i18next';
import { csvFileName, downloadCsv, toSpreadsheetCsv } from '@lesson-planner/shared-contracts/csv';
import { useObjectLabel } from './UsageEntryLine';
import type { UsageEntry } from './usage-report';

/**
 * Downloads one row per entry, named after the team and the month chosen ("grade-5-team-2026-11",
 * the same in every language) or "all months".
 * Provider and model columns only for those who see them on screen.
 */
export function useUsageCsv({
  nameOf,
  showProvider,
}: {
  nameOf: (userId: string) => string;
  showProvider: boolean;
}) {
  const { t } = useTranslation('teams');
  const objectLabel = useObjectLabel();
  return (entries: readonly UsageEntry[], teamName: string, month: string) => {
    const header = [
      t('usage.csv.when'),
      t('usage.member'),
      t('usage.task'),
      t('logs.context'),
      t('logs.tokens'),
      t('usage.csv.note'),
      ...(showProvider ? [t('usage.csv.provider'), t('usage.csv.model')] : []),
    ];
    const rows = entries.map(({ usage, ...entry }) => [
      // ISO 8601 in UTC: every spreadsheet reads it, whatever the reader's language.
      entry.timestamp?.toISOString() ?? '',
      nameOf(entry.userId),
      t(`usage.tasks.${usage.task}`),
      usage.object ? objectLabel(usage.object) : '',
      entry.tokenCount,
      usage.note ?? '',
      ...(showProvider ? [usage.provider ?? '', usage.model ?? ''] : []),
    ]);
    downloadCsv(
      csvFileName(`${teamName} ${month || t('usage.anyMonth')}`, 'token-usage'),
      toSpreadsheetCsv(header, rows),
    );
  };
}
