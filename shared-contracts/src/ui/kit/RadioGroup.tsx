import styled from 'styled-components';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { fieldColumn } from '@lesson-planner/shared-contracts/ui/fields';
import { Hint, Label } from './field-styles';
import { LocaleScope } from './LocaleScope';

export interface RadioOption {
  value: string;
  label: string;
  /** A line under the label saying what choosing it means. */
  description?: string;
}

const Group = styled(AriaRadioGroup)`
  ${fieldColumn}
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Option = styled(AriaRadio)`
  display: grid;
  grid-template-columns: 20px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(1)} 0;
  cursor: pointer;
  &::before {
    content: '';
    box-sizing: border-box;
    width: 20px;
    height: 20px;
    margin-top: 2px;
    border: 2px solid ${({ theme }) => theme.palette.textMuted};
    border-radius: 50%;
    background: ${({ theme }) => theme.palette.background};
  }
  &[data-selected]::before {
    border: 6px solid ${({ theme }) => theme.palette.primary};
  }
  &[data-focus-visible]::before {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

const OptionText = styled.span`
  display: grid;
  gap: 2px;
  small {
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: ${({ theme }) => theme.type.small};
  }
`;

/** One choice of a few, each shown with what it means (React Aria: arrow keys move the choice). */
export function RadioGroup({
  label,
  value,
  onChange,
  options,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly RadioOption[];
  hint?: string;
}) {
  return (
    <LocaleScope>
      <Group value={value} onChange={onChange}>
        <Label>{label}</Label>
        {hint && <Hint>{hint}</Hint>}
        <Options>
          {options.map((option) => (
            <Option key={option.value} value={option.value}>
              <OptionText>
                <span>{option.label}</span>
                {option.description && <small>{option.description}</small>}
              </OptionText>
            </Option>
          ))}
        </Options>
      </Group>
    </LocaleScope>
  );
}
