import { useTranslation } from 'react-i18next';
import { TableScroll } from '@lesson-planner/shared-contracts/content';
import { StackingTable } from '@lesson-planner/shared-contracts/ui/kit';
import type { CsvRow } from '../../csv';
import type { ImportSession } from './import-session';

/** Rows of the preview table: enough to recognise the file, not all of it. */
const PREVIEW_ROWS = 10;

/** What the file holds: counts, file-level issues and its first valid rows. */
export function ImportPreview({ session, ready }: { session: ImportSession; ready: CsvRow[] }) {
  const { t } = useTranslation('classroom');
  const updates = ready.filter((row) => row.action === 'update').length;
  const problems = session.rows.filter((row) => row.errors.length > 0).length;
  return (
    <>
      <p role="status">
        {t('import.summary', {
          file: session.fileName,
          count: ready.length,
          created: ready.length - updates,
          updated: updates,
        })}{' '}
        {problems > 0 && t('import.problemSummary', { count: problems })}
      </p>
      {session.parsed.fileIssues.length > 0 && (
        <ul>
          {session.parsed.fileIssues.map((issue) => (
            <li key={`${issue.code}-${issue.column ?? ''}`}>
              {t(`import.fileIssues.${issue.code}`, { column: issue.column ?? '' })}
            </li>
          ))}
        </ul>
      )}
      {ready.length > 0 && (
        <TableScroll>
          <StackingTable>
            <caption>
              {t('import.previewCaption', { count: Math.min(PREVIEW_ROWS, ready.length) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('import.line')}</th>
                <th scope="col">{t('standards.fields.code')}</th>
                <th scope="col">{t('standards.fields.description')}</th>
                <th scope="col">{t('standards.fields.subject')}</th>
                <th scope="col">{t('standards.fields.gradeBand')}</th>
                <th scope="col">{t('standards.fields.strand')}</th>
                <th scope="col">{t('import.action')}</th>
              </tr>
            </thead>
            <tbody>
              {ready.slice(0, PREVIEW_ROWS).map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <th scope="row">{row.fields.code}</th>
                  <td>{row.fields.description}</td>
                  <td>{row.fields.subject}</td>
                  <td>{row.fields.gradeBand}</td>
                  <td>{row.fields.strand}</td>
                  <td>{t(`import.actions.${row.action}`)}</td>
                </tr>
              ))}
            </tbody>
          </StackingTable>
        </TableScroll>
      )}
    </>
  );
}
