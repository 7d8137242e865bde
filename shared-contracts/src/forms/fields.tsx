import { useId, type ComponentPropsWithRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.palette.background};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
  }
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.palette.background};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.danger};
  }
`;

const Hint = styled.div`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.danger};
  font-size: ${({ theme }) => theme.type.small};
`;

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
};

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
  error?: string | null;
};

/** A labelled select whose error is announced with it. */
export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {children}
      </select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}

const CheckRow = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  input {
    /* A long label beside it must not squeeze the box (it shrank to 5 px on phones). */
    flex: none;
    margin-top: 0.3em;
    width: 1.1em;
    height: 1.1em;
  }
`;

export function Checkbox({
  children,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children: ReactNode }) {
  return (
    <CheckRow>
      <input type="checkbox" {...input} />
      <span>{children}</span>
    </CheckRow>
  );
}

/** A form-level message: errors are alerts, successes are polite status updates. */
export const FormMessage = styled.p.attrs<{ $kind: 'error' | 'success' | 'info' }>(({ $kind }) => ({
  role: $kind === 'error' ? 'alert' : 'status',
}))<{ $kind: 'error' | 'success' | 'info' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid
    ${({ theme, $kind }) =>
      $kind === 'error'
        ? theme.palette.danger
        : $kind === 'success'
          ? theme.palette.success
          : theme.palette.border};
  background: ${({ theme }) => theme.palette.surfaceRaised};
`;

/** Buttons side by side (save, cancel…), wrapping on narrow screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
