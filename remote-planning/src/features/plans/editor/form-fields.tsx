// Form pieces of the lesson editor that the shared forms topic does not have: a hint, and the
// translated text of a validation problem.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FieldProblem } from './lesson-draft';

export const Hint = styled.div`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

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
