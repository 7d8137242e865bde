// Form pieces of the lesson editor that the shared forms topic does not have: a labelled text
// area, and the translated text of a validation problem.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldError } from '@lesson-planner/shared-contracts/forms';
import type { FieldProblem } from './lesson-draft';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  textarea {
    min-height: 5.5em;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.palette.background};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.danger};
  }
`;

export const Hint = styled.div`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.9rem;
`;

type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
};

/** A labelled text area whose hint and error are announced with it (aria-describedby). */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

/** The message for a validation problem, naming the line of a list field. */
export function useProblemText(): (problem: FieldProblem | undefined) => string | null {
  const { t } = useTranslation('planner');
  return (problem) => {
    if (!problem) return null;
    const message = t(`planEditor.problems.${problem.code}`, { max: problem.max });
    return problem.line
      ? t('planEditor.problems.onLine', { line: problem.line, message })
      : message;
  };
}
