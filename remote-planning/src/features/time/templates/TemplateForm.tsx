import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CYCLE_KINDS,
  MAX_CLOSURES,
  MAX_PERIODS_PER_CYCLE_DAY,
  MAX_ROTATION_DAYS,
  MIN_ROTATION_DAYS,
  validateTemplate,
  type Closure,
  type CycleKind,
  type Period,
} from '@lesson-planner/shared-contracts/schedule';
import {
  ButtonRow,
  Checkbox,
  FieldError,
  Fieldset,
  SubmitButton,
} from '@lesson-planner/shared-contracts/forms';
import { DateField } from '@lesson-planner/shared-contracts/localized-fields';
import { Button, Stack, VisuallyHidden } from '@lesson-planner/shared-contracts/ui';
import { useCycleDayName } from '@lesson-planner/shared-contracts/school-time';
import {
  newPeriodId,
  withCycle,
  withPeriodsEverywhere,
  type TemplateDraft,
} from './template-draft';
import {
  StackingCell,
  StackingFrame,
  StackingTable,
} from '@lesson-planner/shared-contracts/ui/kit';
import { Select, TextField } from '@lesson-planner/shared-contracts/ui/fields';

const Rows = styled(StackingTable)`
  input:not([type='checkbox']) {
    min-height: 44px;
    max-width: 100%;
    font: inherit;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radii.control};
    background: ${({ theme }) => theme.palette.background};
    color: ${({ theme }) => theme.palette.text};
  }
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
  }
`;

export interface TemplateFormProps {
  initial: TemplateDraft;
  busy: boolean;
  /** Resolves whether it saved; the form keeps what was typed when it did not. */
  onSubmit: (draft: TemplateDraft) => Promise<boolean>;
  /** Shows the calendar of the template as typed. */
  onPreview: (draft: TemplateDraft) => void;
}

/** A schedule template: term, day cycle, each cycle day's periods and non-instructional days. */
export function TemplateForm({ initial, busy, onSubmit, onPreview }: TemplateFormProps) {
  const { t } = useTranslation('planner');
  const cycleDayName = useCycleDayName();
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? validateTemplate(draft) : [];
  const problemOf = (field: string): string | null => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(`templates.errors.${problem.code}`) : null;
  };

  const update = (change: Partial<TemplateDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setPeriods = (dayIndex: number, periods: Period[]) =>
    update({
      cycleDays: draft.cycleDays.map((day, i) => (i === dayIndex ? { ...day, periods } : day)),
    });
  const setClosure = (index: number, change: Partial<Closure>) =>
    update({ closures: draft.closures.map((c, i) => (i === index ? { ...c, ...change } : c)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateTemplate(draft);
    if (found.length > 0) {
      focusFirst(event.currentTarget as HTMLFormElement);
      return;
    }
    onPreview(draft);
    await onSubmit(draft);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('templates.form.label')}
    >
      <Stack $gap={4}>
        {problems.length > 0 && (
          <FieldError role="alert">
            {t('templates.errors.summary', { count: problems.length })}
          </FieldError>
        )}
        <TextField
          label={t('templates.form.name')}
          value={draft.name}
          maxLength={80}
          onChange={(e) => update({ name: e.target.value })}
          error={problemOf('name')}
        />
        <DateField
          label={t('templates.form.startDate')}
          value={draft.startDate}
          onChange={(value) => update({ startDate: value })}
          error={problemOf('startDate')}
        />
        <DateField
          label={t('templates.form.endDate')}
          value={draft.endDate}
          onChange={(value) => update({ endDate: value })}
          error={problemOf('endDate')}
        />
        <Select
          label={t('templates.form.cycleKind')}
          value={draft.cycleKind}
          onChange={(e) => setDraft(withCycle(draft, e.target.value as CycleKind))}
        >
          {CYCLE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`templates.cycleKinds.${kind}`)}
            </option>
          ))}
        </Select>
        {draft.cycleKind === 'rotation' && (
          <TextField
            type="number"
            label={t('templates.form.rotationDays')}
            hint={t('templates.form.rotationDaysHint', {
              min: MIN_ROTATION_DAYS,
              max: MAX_ROTATION_DAYS,
            })}
            min={MIN_ROTATION_DAYS}
            max={MAX_ROTATION_DAYS}
            value={draft.cycleDays.length}
            error={problemOf('cycle')}
            onChange={(e) => {
              const days = Math.round(Number(e.target.value));
              if (days >= MIN_ROTATION_DAYS && days <= MAX_ROTATION_DAYS)
                setDraft(withCycle(draft, 'rotation', days));
            }}
          />
        )}
        {draft.cycleDays.map((day, dayIndex) => (
          <Fieldset key={dayIndex}>
            <legend>{cycleDayName(draft, dayIndex)}</legend>
            <Stack $gap={2}>
              {draft.cycleKind === 'rotation' && (
                <TextField
                  label={t('templates.form.dayLabel')}
                  hint={t('templates.form.dayLabelHint')}
                  value={day.label}
                  maxLength={20}
                  onChange={(e) =>
                    update({
                      cycleDays: draft.cycleDays.map((d, i) =>
                        i === dayIndex ? { ...d, label: e.target.value } : d,
                      ),
                    })
                  }
                />
              )}
              <PeriodRows
                periods={day.periods}
                dayName={cycleDayName(draft, dayIndex)}
                problemOf={(index) => problemOf(`period.${dayIndex}.${index}`)}
                onChange={(periods) => setPeriods(dayIndex, periods)}
              />
              <ButtonRow>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={day.periods.length >= MAX_PERIODS_PER_CYCLE_DAY}
                  onClick={() => {
                    const last = day.periods.at(-1);
                    setPeriods(dayIndex, [
                      ...day.periods,
                      {
                        id: newPeriodId(day.periods),
                        label: String(day.periods.filter((p) => p.teaching).length + 1),
                        start: last?.end ?? '08:30',
                        end: last?.end ?? '09:20',
                        teaching: true,
                      },
                    ]);
                  }}
                >
                  {t('templates.form.addPeriod')}
                </Button>
                {draft.cycleDays.length > 1 && (
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => setDraft(withPeriodsEverywhere(draft, dayIndex))}
                  >
                    {t('templates.form.copyToAll')}
                  </Button>
                )}
              </ButtonRow>
            </Stack>
          </Fieldset>
        ))}
        <Fieldset>
          <legend>{t('templates.form.closures')}</legend>
          <Stack $gap={2}>
            {draft.closures.length === 0 && <p>{t('templates.form.noClosures')}</p>}
            {draft.closures.map((closure, index) => (
              <Stack key={index} $gap={1}>
                <TextField
                  label={t('templates.form.closureLabel')}
                  value={closure.label}
                  maxLength={80}
                  onChange={(e) => setClosure(index, { label: e.target.value })}
                  error={problemOf(`closure.${index}`)}
                />
                <DateField
                  label={t('templates.form.closureStart')}
                  value={closure.start}
                  onChange={(start) =>
                    setClosure(index, { start, end: closure.end < start ? start : closure.end })
                  }
                />
                <DateField
                  label={t('templates.form.closureEnd')}
                  value={closure.end}
                  onChange={(value) => setClosure(index, { end: value })}
                />
                {draft.cycleKind === 'rotation' && (
                  <Checkbox
                    checked={closure.consumesCycleDay}
                    onChange={(e) => setClosure(index, { consumesCycleDay: e.target.checked })}
                  >
                    {t('templates.form.consumes')}
                  </Checkbox>
                )}
                <div>
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() =>
                      update({ closures: draft.closures.filter((_, i) => i !== index) })
                    }
                  >
                    {t('templates.form.removeClosure')}
                    <VisuallyHidden> {closure.label}</VisuallyHidden>
                  </Button>
                </div>
              </Stack>
            ))}
            <div>
              <Button
                type="button"
                $variant="secondary"
                disabled={draft.closures.length >= MAX_CLOSURES}
                onClick={() =>
                  update({
                    closures: [
                      ...draft.closures,
                      {
                        label: '',
                        start: draft.startDate,
                        end: draft.startDate,
                        consumesCycleDay: false,
                      },
                    ],
                  })
                }
              >
                {t('templates.form.addClosure')}
              </Button>
            </div>
          </Stack>
        </Fieldset>
        <ButtonRow>
          <SubmitButton busy={busy} busyLabel={t('templates.form.saving')}>
            {t('templates.form.save')}
          </SubmitButton>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              setSubmitted(true);
              if (validateTemplate(draft).length === 0) onPreview(draft);
            }}
          >
            {t('templates.form.preview')}
          </Button>
        </ButtonRow>
      </Stack>
    </form>
  );
}

function focusFirst(form: HTMLFormElement) {
  // The messages render on the next frame; then the first field at fault takes the focus.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

function PeriodRows({
  periods,
  dayName,
  problemOf,
  onChange,
}: {
  periods: Period[];
  dayName: string;
  problemOf: (index: number) => string | null;
  onChange: (periods: Period[]) => void;
}) {
  const { t } = useTranslation('planner');
  const id = useId();
  const set = (index: number, change: Partial<Period>) =>
    onChange(periods.map((p, i) => (i === index ? { ...p, ...change } : p)));
  if (periods.length === 0) return <p>{t('templates.form.noPeriods')}</p>;
  return (
    <StackingFrame>
      <Rows>
        <caption>
          <VisuallyHidden>{t('templates.form.periodsOf', { day: dayName })}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('templates.form.periodLabel')}</th>
            <th scope="col">{t('templates.form.periodStart')}</th>
            <th scope="col">{t('templates.form.periodEnd')}</th>
            <th scope="col">{t('templates.form.teaching')}</th>
            <th scope="col">
              <VisuallyHidden>{t('templates.form.actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period, index) => {
            const problem = problemOf(index);
            const name = period.label || t('templates.form.unnamedPeriod', { number: index + 1 });
            return (
              <tr key={period.id}>
                <StackingCell column={t('templates.form.periodLabel')}>
                  <input
                    aria-label={t('templates.form.periodLabelOf', {
                      day: dayName,
                      number: index + 1,
                    })}
                    value={period.label}
                    maxLength={40}
                    onChange={(e) => set(index, { label: e.target.value })}
                  />
                </StackingCell>
                <StackingCell column={t('templates.form.periodStart')}>
                  <input
                    type="time"
                    aria-label={t('templates.form.periodStartOf', { day: dayName, period: name })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${id}-${index}` : undefined}
                    value={period.start}
                    onChange={(e) => set(index, { start: e.target.value })}
                  />
                </StackingCell>
                <StackingCell column={t('templates.form.periodEnd')}>
                  <input
                    type="time"
                    aria-label={t('templates.form.periodEndOf', { day: dayName, period: name })}
                    aria-invalid={problem ? true : undefined}
                    value={period.end}
                    onChange={(e) => set(index, { end: e.target.value })}
                  />
                  {problem && <FieldError id={`${id}-${index}`}>{problem}</FieldError>}
                </StackingCell>
                <StackingCell column={t('templates.form.teaching')}>
                  <input
                    type="checkbox"
                    aria-label={t('templates.form.teachingOf', { day: dayName, period: name })}
                    checked={period.teaching}
                    onChange={(e) => set(index, { teaching: e.target.checked })}
                  />
                </StackingCell>
                <td>
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => onChange(periods.filter((_, i) => i !== index))}
                  >
                    {t('templates.form.removePeriod')}
                    <VisuallyHidden> {name}</VisuallyHidden>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Rows>
    </StackingFrame>
  );
}
