import styled from 'styled-components';
import { mdiChevronDown } from '@mdi/js';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { ErrorText, Hint, Label, controlBox, fieldColumn } from './field-styles';
import { LocaleScope } from './LocaleScope';
import { Popover, listItemStyles } from './overlay-styles';

export interface SelectOption {
  /** What is stored; '' is allowed (e.g. "All" in a filter). */
  value: string;
  label: string;
}

// React Aria keys cannot be empty: '' travels under this key instead.
const EMPTY_KEY = '\u0000empty';
const keyOf = (value: string) => (value === '' ? EMPTY_KEY : value);
const valueOf = (key: string) => (key === EMPTY_KEY ? '' : key);

const Field = styled(AriaSelect)`
  ${fieldColumn}
`;

const Trigger = styled(AriaButton)`
  ${controlBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  text-align: start;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Option = styled(ListBoxItem)`
  ${listItemStyles}
  &[data-focused] {
    background: ${({ theme }) => theme.palette.accentSoft};
  }
  &[data-selected] {
    font-weight: 600;
  }
`;

/** A labelled choice from a list (React Aria: type-ahead, arrow keys, the list in a popover). */
export function Select({
  label,
  value,
  onChange,
  options,
  hint,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  hint?: string;
  error?: string | null;
}) {
  return (
    <LocaleScope>
      <Field
        selectedKey={keyOf(value)}
        onSelectionChange={(key) => onChange(valueOf(String(key)))}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
      >
        <Label>{label}</Label>
        <Trigger>
          <SelectValue />
          <Icon path={mdiChevronDown} />
        </Trigger>
        {hint && <Hint>{hint}</Hint>}
        <ErrorText>{error}</ErrorText>
        <Popover>
          <ListBox items={options.map((option) => ({ ...option, id: keyOf(option.value) }))}>
            {(option) => <Option textValue={option.label}>{option.label}</Option>}
          </ListBox>
        </Popover>
      </Field>
    </LocaleScope>
  );
}
