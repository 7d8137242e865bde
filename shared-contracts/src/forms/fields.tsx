import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.danger};
  font-size: ${({ theme }) => theme.type.small};
`;

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
