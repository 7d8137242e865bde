// The rubric a teacher starts from: the chosen type and number of levels with translated
// default names, linked to a unit (one criterion per standard of the unit) or an experience.
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import {
  defaultLevels,
  type RubricContent,
  type RubricType,
} from '@lesson-planner/shared-contracts/planning';

export interface NewRubricChoices {
  title: string;
  type: RubricType;
  levelNames: readonly string[];
  subject: string;
  grade: string;
  unitId: string | null;
  experienceId: string | null;
  /** One criterion each, titled by the label, assessing the standard. */
  standards: readonly { ref: StandardRef; label: string }[];
}

export function newRubric(choices: NewRubricChoices): RubricContent {
  const levels = defaultLevels(choices.levelNames);
  const holistic = choices.type === 'holistic';
  return {
    title: choices.title.trim(),
    description: '',
    type: choices.type,
    subject: choices.subject,
    grade: choices.grade,
    levelOrder: 'highToLow',
    levels,
    criteria: holistic
      ? []
      : choices.standards.map(({ ref, label }, index) => ({
          id: `criterion-${index + 1}`,
          title: label.slice(0, 200),
          description: '',
          descriptors: choices.type === 'analytic' ? levels.map(() => '') : [],
          weight: 1,
          points: 1,
          standards: [ref],
        })),
    standards: holistic ? choices.standards.map(({ ref }) => ref) : [],
    unitIds: choices.unitId ? [choices.unitId] : [],
    experienceIds: choices.experienceId ? [choices.experienceId] : [],
  };
}
