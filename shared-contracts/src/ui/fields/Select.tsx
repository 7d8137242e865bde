import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlBox } from './field-styles';
import { LabelledField, type LabelledProps } from './LabelledField';

export interface SelectOption {
  /** What is stored; '' is allowed (e.g. "All" in a filter). */
  value: string;
  label: string;
}

const NativeSelect = styled.select`
  ${controlBox}
  padding: 0 ${({ theme }) => theme.space(2)};
`;

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id'> &
  LabelledProps & {
    id?: string;
    /** The choices, when they are plain value/label pairs; otherwise <option> children. */
    options?: readonly SelectOption[];
  };

/**
 * A labelled choice from a list. The browser's own select (its picker on phones, type-ahead and
 * arrow keys everywhere), labelled and described through React Aria.
 */
export function Select({ label, hint, error, id, options, children, ...select }: SelectProps) {
  return (
    <LabelledField label={label} hint={hint} error={error} id={id}>
      {(aria) => (
        <NativeSelect {...aria} {...select}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </NativeSelect>
      )}
    </LabelledField>
  );
}
