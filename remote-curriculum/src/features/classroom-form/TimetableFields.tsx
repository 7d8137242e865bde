import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  MAX_PERIODS_PER_DAY,
  SCHOOL_DAYS,
  WEEKDAYS,
  periodsPerWeek,
  type Weekday,
} from '@lesson-planner/shared-contracts/curriculum';
import {
  Checkbox,
  FieldError,
  FieldStack,
  Fieldset,
  Hint,
  Input,
  Label,
} from '@lesson-planner/shared-contracts/forms';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { isWeekend, periodsValid, timetableOf, type ClassroomDraft } from './form-state';
import { useWeekdayNames } from './weekday-names';

const DayGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
`;

const WEEKEND: readonly Weekday[] = WEEKDAYS.filter(isWeekend);

/** How many periods the class meets each weekday; Saturday and Sunday on request. */
export function TimetableFields({
  draft,
  error,
  onPeriodsChange,
  onWeekendChange,
}: {
  draft: Pick<ClassroomDraft, 'periods' | 'weekend'>;
  /** The translated timetable error; the days at fault are marked invalid. */
  error: string | null;
  onPeriodsChange: (day: Weekday, text: string) => void;
  onWeekendChange: (weekend: boolean) => void;
}) {
  const { t } = useTranslation('classroom');
  const names = useWeekdayNames();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const total = periodsPerWeek(timetableOf(draft.periods, draft.weekend));

  const dayInput = (day: Weekday) => {
    const invalid = error !== null && !periodsValid(draft.periods[day]);
    return (
      <FieldStack key={day}>
        <Label htmlFor={`${id}-${day}`}>{names[day]}</Label>
        <Input
          id={`${id}-${day}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PERIODS_PER_DAY}
          step={1}
          value={draft.periods[day]}
          onChange={(event) => onPeriodsChange(day, event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        />
      </FieldStack>
    );
  };

  return (
    <Fieldset>
      <legend>{t('timetable.legend')}</legend>
      <Stack>
        <Hint id={hintId}>{t('timetable.hint', { max: MAX_PERIODS_PER_DAY })}</Hint>
        <DayGrid>{SCHOOL_DAYS.map(dayInput)}</DayGrid>
        <Checkbox
          checked={draft.weekend}
          onChange={(event) => onWeekendChange(event.target.checked)}
        >
          {t('timetable.weekend', { saturday: names.sat, sunday: names.sun })}
        </Checkbox>
        {draft.weekend && <DayGrid>{WEEKEND.map(dayInput)}</DayGrid>}
        {error && <FieldError id={errorId}>{error}</FieldError>}
        {Number.isFinite(total) && <p>{t('timetable.total', { count: total })}</p>}
      </Stack>
    </Fieldset>
  );
}
