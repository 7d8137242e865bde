import { useState } from 'react';
import {
  Button,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TextField,
  type Key,
} from 'react-aria-components';
import styled, { css } from 'styled-components';
import { mdiChevronDown } from '@mdi/js';
import {
  SCHOOL_CHOICE_EXTRAS,
  SCHOOL_CHOICES,
  choiceLanguage,
  schoolChoiceOf,
  type SchoolChoiceKind,
} from '@lesson-planner/shared-contracts/glossary';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { FieldError } from '@lesson-planner/shared-contracts/forms';

// Keys of the two entries that are not codes; no code starts with an underscore.
const NOT_SET = '_notSet';
const OTHER = '_other';

const control = css`
  min-height: 44px;
  font: inherit;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.palette.background};
  color: ${({ theme }) => theme.palette.text};
  &[data-invalid],
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.danger};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  .react-aria-Label {
    font-weight: 600;
  }
`;

const Trigger = styled(Button)`
  ${control}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  text-align: start;
  cursor: pointer;
  .react-aria-SelectValue {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .react-aria-SelectValue[data-placeholder] {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const OtherInput = styled(Input)`
  ${control}
`;

const Options = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: 20rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.palette.surfaceRaised};
  color: ${({ theme }) => theme.palette.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 20%);
  .react-aria-ListBox {
    outline: none;
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  .react-aria-ListBoxItem {
    min-height: 40px;
    display: flex;
    align-items: center;
    padding: 0 ${({ theme }) => theme.space(3)};
    cursor: pointer;
    outline: none;
  }
  .react-aria-ListBoxItem[data-focused] {
    background: ${({ theme }) => theme.palette.accentSoft};
  }
  .react-aria-ListBoxItem[data-selected] {
    font-weight: 700;
  }
`;

export interface SchoolChoiceFieldProps {
  kind: SchoolChoiceKind;
  label: string;
  /** The stored value: a code, free text, or '' for nothing. */
  value: string;
  onChange: (value: string) => void;
  /** The interface language the choices are named in. */
  locale: string;
  error?: string | null;
  /** The longest free text the stored field takes. */
  maxLength?: number;
}

/**
 * A subject or a grade chosen from the translated list (stored as its code), or typed under
 * "other". A value saved as free text before the list existed opens as "other" with its text.
 */
export function SchoolChoiceField({
  kind,
  label,
  value,
  onChange,
  locale,
  error,
  maxLength,
}: SchoolChoiceFieldProps) {
  const language = choiceLanguage(locale);
  // "Other" stays chosen while its text is still empty.
  const [otherChosen, setOtherChosen] = useState(false);
  const code = schoolChoiceOf(kind, value)?.code;
  const selected = code ?? (value.trim() || otherChosen ? OTHER : NOT_SET);

  const choose = (key: Key | null) => {
    setOtherChosen(key === OTHER);
    if (key === OTHER) onChange(code ? '' : value);
    else onChange(key === NOT_SET || key === null ? '' : String(key));
  };

  return (
    <Field>
      <Select value={selected} onChange={choose} isInvalid={Boolean(error)}>
        <Label>{label}</Label>
        <Trigger>
          <SelectValue />
          <Icon path={mdiChevronDown} />
        </Trigger>
        <Options>
          <ListBox>
            <ListBoxItem id={NOT_SET}>{SCHOOL_CHOICE_EXTRAS.notSet[language]}</ListBoxItem>
            {SCHOOL_CHOICES[kind].map((choice) => (
              <ListBoxItem key={choice.code} id={choice.code}>
                {choice.label[language]}
              </ListBoxItem>
            ))}
            <ListBoxItem id={OTHER}>{SCHOOL_CHOICE_EXTRAS.other[language]}</ListBoxItem>
          </ListBox>
        </Options>
      </Select>
      {selected === OTHER && (
        <TextField
          value={value}
          onChange={onChange}
          aria-label={`${label}: ${SCHOOL_CHOICE_EXTRAS.other[language]}`}
          isInvalid={Boolean(error)}
        >
          <OtherInput autoComplete="off" maxLength={maxLength} />
        </TextField>
      )}
      {error && <FieldError role="alert">{error}</FieldError>}
    </Field>
  );
}
