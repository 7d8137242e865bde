import type { StandardFields } from '@lesson-planner/shared-contracts/curriculum';
import { csvFileName, downloadCsv } from '@lesson-planner/shared-contracts/csv';
import { standardsToCsv } from '../../csv';

/** Saves the framework's standards as a CSV file through the browser's download. */
export const downloadStandardsCsv = (
  frameworkName: string,
  standards: readonly StandardFields[],
): void => downloadCsv(csvFileName(frameworkName, 'standards'), standardsToCsv(standards));
