// The lesson editor's translated text of a validation problem.
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './lesson-draft';

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
