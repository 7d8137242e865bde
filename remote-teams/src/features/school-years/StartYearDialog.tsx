import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateField } from '@lesson-planner/shared-contracts/localized-fields';
import {
  MAX_TERM_DAYS,
  daysBetween,
  defaultNextYear,
  isIsoDate,
  schoolYearLabel,
  type StartSchoolYearResponse,
} from '@lesson-planner/shared-contracts/schedule';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { Spinner } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { templateTermsQuery } from '../../api/school-year-reads';
import { Button, Dialog, DialogActions } from '@lesson-planner/shared-contracts/ui/kit';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import { StartYearFailure, startSchoolYear } from '../../api/school-years';
import { YearReport } from './YearReport';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Steps = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
`;

type DateProblem = 'startRequired' | 'endRequired' | 'endBeforeStart' | 'tooLong';

function problemOf(startDate: string, endDate: string): DateProblem | null {
  if (!isIsoDate(startDate)) return 'startRequired';
  if (!isIsoDate(endDate)) return 'endRequired';
  if (endDate < startDate) return 'endBeforeStart';
  if (daysBetween(startDate, endDate) > MAX_TERM_DAYS) return 'tooLong';
  return null;
}

/**
 * A leader starts the next school year: its dates (this year's templates moved on a year, to the
 * same weekday, to begin with), what will happen, then the report of what was carried forward.
 * Starting again (after a failure, or twice) finishes or changes nothing: the server's job is
 * safe to run again.
 */
export function StartYearDialog({
  teamId,
  onStarted,
  onClose,
}: {
  teamId: string;
  onStarted: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('teams');
  const terms = useQuery(templateTermsQuery(teamId));
  const [done, setDone] = useState<StartSchoolYearResponse | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      title={t('schoolYears.dialog.title')}
      isOpen
      onOpenChange={(open) => !open && !busy && onClose()}
      dismissable={!busy}
    >
      {done ? (
        <>
          <FormMessage $kind="success">
            {t(done.alreadyStarted ? 'schoolYears.dialog.already' : 'schoolYears.dialog.done')}
          </FormMessage>
          <YearReport report={done.report} />
          <DialogActions>
            <Button type="button" onClick={onClose}>
              {t('schoolYears.dialog.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <LoadState
          result={terms}
          loading={t('schoolYears.dialog.loading')}
          failure={() => (
            <FormMessage $kind="error">{t('schoolYears.failures.unknown')}</FormMessage>
          )}
          onRetry={() => void terms.refetch()}
          isEmpty={(found) => found.length === 0}
          empty={
            <>
              <p>{t('schoolYears.failures.nothingToCarry')}</p>
              <DialogActions>
                <Button type="button" onClick={onClose}>
                  {t('schoolYears.dialog.close')}
                </Button>
              </DialogActions>
            </>
          }
        >
          {(found) => (
            <StartForm
              teamId={teamId}
              initial={defaultNextYear(found)!}
              busy={busy}
              setBusy={setBusy}
              onDone={(response) => {
                setDone(response);
                onStarted();
              }}
              onCancel={onClose}
            />
          )}
        </LoadState>
      )}
    </Dialog>
  );
}

function StartForm({
  teamId,
  initial,
  busy,
  setBusy,
  onDone,
  onCancel,
}: {
  teamId: string;
  initial: { startDate: string; endDate: string };
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onDone: (response: StartSchoolYearResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('teams');
  const [startDate, setStartDate] = useState(initial.startDate);
  const [endDate, setEndDate] = useState(initial.endDate);
  const [shownProblem, setShownProblem] = useState<DateProblem | null>(null);
  const [failure, setFailure] = useState<StartYearFailure['code'] | null>(null);
  const problem = problemOf(startDate, endDate);
  const label = problem ? null : schoolYearLabel(startDate, endDate);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setShownProblem(problem);
    if (problem) return;
    setBusy(true);
    setFailure(null);
    try {
      onDone(await startSchoolYear({ teamId, startDate, endDate }));
    } catch (error) {
      setFailure(StartYearFailure.from(error).code);
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: 'start' | 'end') => {
    if (!shownProblem) return null;
    const onStart = shownProblem === 'startRequired';
    return onStart === (field === 'start') ? t(`schoolYears.dialog.errors.${shownProblem}`) : null;
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('schoolYears.dialog.lead')}</p>
      <DateField
        label={t('schoolYears.dialog.startDate')}
        hint={t('schoolYears.dialog.hint')}
        value={startDate}
        onChange={setStartDate}
        error={errorOf('start')}
      />
      <DateField
        label={t('schoolYears.dialog.endDate')}
        value={endDate}
        onChange={setEndDate}
        error={errorOf('end')}
      />
      <section aria-label={t('schoolYears.dialog.stepsLabel')}>
        <Steps>
          <li>{t('schoolYears.dialog.steps.templates')}</li>
          <li>{t('schoolYears.dialog.steps.classrooms')}</li>
          <li>{t('schoolYears.dialog.steps.units')}</li>
          <li>{t('schoolYears.dialog.steps.close')}</li>
        </Steps>
      </section>
      {failure && <FormMessage $kind="error">{t(`schoolYears.failures.${failure}`)}</FormMessage>}
      {busy && (
        <p role="status">
          <Spinner /> {t('schoolYears.dialog.busy')}
        </p>
      )}
      <DialogActions>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => busy || onCancel()}
          aria-disabled={busy || undefined}
        >
          {t('schoolYears.dialog.cancel')}
        </Button>
        <Button type="submit" aria-busy={busy} aria-disabled={busy || undefined}>
          {label ? t('schoolYears.dialog.submitYear', { label }) : t('schoolYears.dialog.submit')}
        </Button>
      </DialogActions>
    </Form>
  );
}
