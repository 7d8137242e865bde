import { useTranslation } from 'react-i18next';
import type { StandardFields } from '@lesson-planner/shared-contracts/curriculum';
import { TableScroll } from '@lesson-planner/shared-contracts/content';
import { StackingTable } from '@lesson-planner/shared-contracts/ui/kit';
import type { CsvRow } from '../../csv';

const EDITABLE = ['code', 'description', 'subject', 'gradeBand', 'strand'] as const;

interface ProblemRowsProps {
  rows: CsvRow[];
  importedLines: ReadonlySet<number>;
  onFix: (line: number, fields: StandardFields) => void;
}

/**
 * The rows that could not be imported, by line, with their reasons, editable in place: a fixed
 * row is checked as the user types and joins the next import.
 */
export function ProblemRows({ rows, importedLines, onFix }: ProblemRowsProps) {
  const { t } = useTranslation('classroom');
  return (
    <TableScroll>
      <StackingTable>
        <caption>{t('import.problemsCaption', { count: rows.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('import.line')}</th>
            <th scope="col">{t('import.problems')}</th>
            {EDITABLE.map((field) => (
              <th scope="col" key={field}>
                {t(`standards.fields.${field}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line}>
              <th scope="row">{row.line}</th>
              <td>
                {importedLines.has(row.line) ? (
                  t('import.rowImported')
                ) : row.errors.length === 0 ? (
                  t('import.rowFixed')
                ) : (
                  <ul>
                    {row.errors.map((error) => (
                      <li key={`${error.field ?? ''}-${error.code}`}>
                        {t(`import.errors.${error.code}`, { firstLine: error.firstLine })}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              {EDITABLE.map((field) => (
                <td key={field}>
                  <input
                    aria-label={t('import.fieldOnLine', {
                      field: t(`standards.fields.${field}`),
                      line: row.line,
                    })}
                    aria-invalid={row.errors.some((error) => error.field === field) || undefined}
                    value={row.fields[field]}
                    disabled={importedLines.has(row.line)}
                    onChange={(event) =>
                      onFix(row.line, { ...row.fields, [field]: event.target.value })
                    }
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </StackingTable>
    </TableScroll>
  );
}
