import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseStandardCode, type Standard } from '@lesson-planner/shared-contracts/curriculum';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { parseStandardsCsv } from '../../csv';
import type { ImportOutcome, ImportProgress } from '../../api/standards-import';
import { failureCode } from '../../api/classroom-data';
import type { CurriculumFailureCode } from '../../api/curriculum-failure';
import { useImportStandards } from '../../api/curriculum-data';
import { FailureMessage } from '../../components/FailureMessage';
import { ImportPreview } from './ImportPreview';
import { ProblemRows } from './ProblemRows';
import {
  fixRow,
  markImported,
  problemRows,
  rowsToImport,
  startSession,
  type ImportSession,
} from './import-session';

interface ImportStandardsPanelProps {
  teamId: string;
  frameworkId: string;
  standards: readonly Standard[];
}

interface Finished {
  written: number;
  seconds: number;
}

/**
 * Import from CSV: read the file, preview it, fix bad rows in place, import what is valid with a
 * progress bar, and import again after more fixes. Nothing valid is dropped for a bad row.
 */
export function ImportStandardsPanel({
  teamId,
  frameworkId,
  standards,
}: ImportStandardsPanelProps) {
  const { t, i18n } = useTranslation('classroom');
  const fileId = useId();
  const headingId = useId();
  const [session, setSession] = useState<ImportSession | null>(null);
  const [readError, setReadError] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const runImport = useImportStandards(teamId, frameworkId);
  // A batch may fail part-way (the outcome says so, with what was written) or the import as a whole.
  const [failure, setFailure] = useState<CurriculumFailureCode | undefined>(undefined);
  const resultRef = useRef<HTMLDivElement>(null);
  const existingCodes = useMemo(
    () => new Set(standards.map((standard) => normaliseStandardCode(standard.code))),
    [standards],
  );

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFinished(null);
    setReadError(false);
    if (!file) return;
    try {
      const parsed = parseStandardsCsv(await file.arrayBuffer(), { existingCodes });
      setSession(startSession(file.name, parsed, existingCodes));
    } catch (error) {
      console.error('Reading the CSV file failed', error);
      setSession(null);
      setReadError(true);
    }
  };

  const importReady = async () => {
    if (!session) return;
    const ready = rowsToImport(session);
    const started = performance.now();
    setFinished(null);
    setFailure(undefined);
    let outcome: ImportOutcome;
    try {
      outcome = await runImport.mutateAsync({
        rows: ready.map((row) => row.fields),
        onProgress: setProgress,
      });
    } catch (error) {
      outcome = { savedRows: [], failure: null };
      setFailure(failureCode(error));
    }
    if (outcome.failure) setFailure(outcome.failure.code);
    setProgress(null);
    setSession(
      (current) =>
        current &&
        markImported(
          current,
          outcome.savedRows.map((index) => ready[index]!.line),
        ),
    );
    setFinished({
      written: outcome.savedRows.length,
      seconds: (performance.now() - started) / 1000,
    });
    resultRef.current?.focus();
  };

  const ready = session ? rowsToImport(session) : [];
  const problems = session ? problemRows(session) : [];
  const seconds = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack $gap={4}>
        <h3 id={headingId}>{t('import.heading')}</h3>
        <p>{t('import.help')}</p>
        <Stack $gap={1}>
          <label htmlFor={fileId}>{t('import.file')}</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={readFile}
            disabled={progress !== null}
          />
        </Stack>
        {readError && <FormMessage $kind="error">{t('import.readFailed')}</FormMessage>}

        {session && (
          <>
            <ImportPreview session={session} ready={ready} />
            {problems.length > 0 && (
              <ProblemRows
                rows={problems}
                importedLines={session.importedLines}
                onFix={(line, fields) => setSession(fixRow(session, line, fields))}
              />
            )}
            {progress ? (
              <Stack $gap={1}>
                <label htmlFor={`${fileId}-progress`}>
                  {t('import.progress', { written: progress.written, total: progress.total })}
                </label>
                <progress id={`${fileId}-progress`} value={progress.written} max={progress.total} />
              </Stack>
            ) : (
              <div>
                <Button type="button" disabled={ready.length === 0} onClick={importReady}>
                  {t('import.submit', { count: ready.length })}
                </Button>
              </div>
            )}
          </>
        )}
        <div ref={resultRef} tabIndex={-1}>
          {finished && (
            <FormMessage $kind="success">
              {t('import.done', {
                count: finished.written,
                seconds: seconds.format(finished.seconds),
              })}
            </FormMessage>
          )}
          <FailureMessage code={failure} />
        </div>
      </Stack>
    </Card>
  );
}
