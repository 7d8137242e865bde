import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlBox } from './field-styles';
import { LabelledField, type LabelledProps } from './LabelledField';

const Input = styled.input`
  ${controlBox}
`;

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> &
  LabelledProps & { id?: string };

/** A labelled one-line input: the browser's own input, its label, hint and error tied to it. */
export function TextField({ label, hint, error, id, ...input }: TextFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error} id={id}>
      {(aria) => <Input {...aria} {...input} />}
    </LabelledField>
  );
}
