import type { StandardFields } from '@lesson-planner/shared-contracts/curriculum';
import { standardsToCsv } from '../../csv';

/** "Grade 5 Standards" → "grade-5-standards.csv"; letters of every script are kept. */
export const csvFileName = (frameworkName: string): string =>
  `${
    frameworkName
      .normalize('NFC')
      .trim()
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'standards'
  }.csv`;

/** Saves the framework's standards as a CSV file through the browser's download. */
export function downloadStandardsCsv(frameworkName: string, standards: readonly StandardFields[]) {
  const blob = new Blob([standardsToCsv([...standards])], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(frameworkName);
  link.click();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
