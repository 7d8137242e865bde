// The panels' own controls and blocks, styled like the shared form fields.
import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.9rem;
`;

/** Groups the form's controls so they can be disabled together while a draft is running. */
export const PlainFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Where the draft came from and what it cost, set apart from the lessons themselves. */
export const SourceNote = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.palette.accent};
  background: ${({ theme }) => theme.palette.surfaceRaised};
  p {
    margin: 0;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  textarea {
    min-height: 6rem;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.palette.background};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
    resize: vertical;
  }
`;

type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: string;
  hint?: string;
};

/** A labelled textarea whose hint is announced with it. */
export function TextAreaField({ label, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-describedby={hint ? hintId : undefined} {...textarea} />
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  );
}
