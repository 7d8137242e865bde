import type { ReactNode } from 'react';
import { useField, type AriaFieldProps } from 'react-aria';
import styled from 'styled-components';
import { fieldColumn } from './field-styles';

const Column = styled.div`
  ${fieldColumn}
`;

const FieldLabel = styled.label`
  font-weight: 600;
`;

const FieldHint = styled.div`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

const FieldErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.danger};
  font-size: ${({ theme }) => theme.type.small};
`;

/** What every labelled control of the kit takes besides its native element's props. */
export interface LabelledProps {
  label: string;
  hint?: ReactNode;
  /** Shown below the control and marks it invalid. */
  error?: string | null;
}

/** The props React Aria ties to the native control: its id, label, hint and error. */
export type ControlAria = ReturnType<typeof useField>['fieldProps'] & {
  'aria-invalid'?: true;
};

/**
 * A label above a native control, a hint and an error below it. React Aria's useField ties them
 * together (aria-labelledby, aria-describedby); the control stays the browser's own element, so
 * phones, autofill, forms and test drivers treat it as native.
 */
export function LabelledField({
  label,
  hint,
  error,
  id,
  children,
}: LabelledProps & { id?: string; children: (aria: ControlAria) => ReactNode }) {
  const ariaProps: AriaFieldProps = {
    label,
    id,
    description: hint ?? undefined,
    errorMessage: error ?? undefined,
    isInvalid: Boolean(error),
    validationBehavior: 'aria',
  };
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField(ariaProps);
  return (
    <Column>
      <FieldLabel {...labelProps}>{label}</FieldLabel>
      {children({ ...fieldProps, 'aria-invalid': error ? true : undefined })}
      {hint && <FieldHint {...descriptionProps}>{hint}</FieldHint>}
      {error && <FieldErrorText {...errorMessageProps}>{error}</FieldErrorText>}
    </Column>
  );
}
