import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { LocaleScope } from './LocaleScope';

const GroupLabel = styled(Label)`
  font-weight: 600;
`;

const Card = styled(Radio)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.palette.surface};
  cursor: pointer;
  &[data-hovered] {
    border-color: ${({ theme }) => theme.palette.accent};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.palette.accentSoft};
    border: 2px solid ${({ theme }) => theme.palette.accent};
    font-weight: 600;
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

export interface RadioCardOption {
  value: string;
  /** What the card shows; all of it is the option's label. */
  content: ReactNode;
}

/**
 * One choice among cards that each say what choosing them means (a rubric row's levels): a
 * radio group (React Aria: arrow keys move the choice) whose label and cards are its direct
 * children, so `className` lays them out (a row of a grid, with the label in its first cell).
 */
export function RadioCards({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly RadioCardOption[];
  /** The chosen option's value, undefined while none is. */
  value: string | undefined;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <LocaleScope>
      <RadioGroup className={className} value={value ?? null} onChange={onChange}>
        <GroupLabel>{label}</GroupLabel>
        {options.map((option) => (
          <Card key={option.value} value={option.value}>
            {option.content}
          </Card>
        ))}
      </RadioGroup>
    </LocaleScope>
  );
}
