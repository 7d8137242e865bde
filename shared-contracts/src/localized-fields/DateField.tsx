import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  I18nProvider,
  Label,
  Text,
  type DateValue,
} from 'react-aria-components';
import { GregorianCalendar, parseDate, toCalendar } from '@internationalized/date';
import styled from 'styled-components';
import { FieldError } from '@lesson-planner/shared-contracts/forms';
import { dateFieldLocale } from './date-field-locale';

const Field = styled(AriaDateField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  .react-aria-Label {
    font-weight: 600;
  }
  .react-aria-DateInput {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.palette.background};
    color: ${({ theme }) => theme.palette.text};
    white-space: nowrap;
  }
  .react-aria-DateInput[data-focus-within] {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  &[data-invalid] .react-aria-DateInput {
    border-color: ${({ theme }) => theme.palette.danger};
  }
  .react-aria-DateSegment {
    padding: 0 1px;
    border-radius: 2px;
    font-variant-numeric: tabular-nums;
    outline: none;
  }
  .react-aria-DateSegment[data-placeholder],
  .react-aria-DateSegment[data-type='literal'] {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  .react-aria-DateSegment[data-focused] {
    background: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.onPrimary};
  }
`;

const Hint = styled(Text)`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

/** The stored ISO date as a calendar date, or null when empty or not a date. */
function dateOf(iso: string): DateValue | null {
  try {
    return iso ? parseDate(iso) : null;
  } catch {
    return null;
  }
}

export interface DateFieldProps {
  label: string;
  /** The stored date, ISO yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  hint?: ReactNode;
  error?: string | null;
  isRequired?: boolean;
  /** ISO dates outside which the field marks the date invalid. */
  min?: string;
  max?: string;
}

/**
 * A date typed segment by segment in the interface language's order, digits and calendar (the
 * Buddhist year in Thai), stored as an ISO date (Gregorian) whatever is shown.
 */
export function DateField({
  label,
  value,
  onChange,
  hint,
  error,
  isRequired,
  min,
  max,
}: DateFieldProps) {
  const { i18n } = useTranslation();
  const errorId = useId();
  // The date as the field holds it, beside the ISO value it was stored as: a year typed digit by
  // digit passes through dates ISO cannot hold (Buddhist year 2 is 541 BC), so the field keeps
  // its own date until the stored value changes from outside.
  const [shown, setShown] = useState(() => ({ iso: value, date: dateOf(value) }));
  if (shown.iso !== value) setShown({ iso: value, date: dateOf(value) });
  const change = (date: DateValue | null) => {
    const iso = date ? toCalendar(date, new GregorianCalendar()).toString() : '';
    setShown({ iso, date });
    onChange(iso);
  };
  return (
    <I18nProvider locale={dateFieldLocale(i18n.language)}>
      <Field
        value={shown.date}
        onChange={change}
        isRequired={isRequired}
        isInvalid={Boolean(error) || undefined}
        minValue={dateOf(min ?? '') ?? undefined}
        maxValue={dateOf(max ?? '') ?? undefined}
        granularity="day"
        aria-describedby={error ? errorId : undefined}
      >
        <Label>{label}</Label>
        <DateInput>{(segment) => <DateSegment segment={segment} />}</DateInput>
        {hint && <Hint slot="description">{hint}</Hint>}
      </Field>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </I18nProvider>
  );
}
