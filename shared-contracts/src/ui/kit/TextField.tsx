import styled from 'styled-components';
import { Input as AriaInput, TextField as AriaTextField } from 'react-aria-components';
import { ErrorText, Hint, Label, controlBox, fieldColumn } from './field-styles';

const Field = styled(AriaTextField)`
  ${fieldColumn}
`;

const Input = styled(AriaInput)`
  ${controlBox}
`;

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Shown below the field and marks it invalid. */
  error?: string | null;
  type?: 'text' | 'search' | 'email' | 'url';
  isRequired?: boolean;
  maxLength?: number;
  name?: string;
  autoComplete?: string;
}

/** A labelled one-line input (React Aria ties the label, hint and error to it). */
export function TextField({ label, hint, error, ...props }: TextFieldProps) {
  return (
    <Field {...props} isInvalid={Boolean(error)} validationBehavior="aria">
      <Label>{label}</Label>
      <Input />
      {hint && <Hint>{hint}</Hint>}
      <ErrorText>{error}</ErrorText>
    </Field>
  );
}
