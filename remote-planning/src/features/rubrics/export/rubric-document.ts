import type { TFunction } from 'i18next';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import {
  displayedLevels,
  levelPointsLabel,
  type RubricContent,
} from '@lesson-planner/shared-contracts/planning';
import { heading, type WordBlock, type WordDocument } from '../../../components/word-export';

/** The rubric's table as the read view lays it out for its type (`rubrics` texts). */
function rubricTable(rubric: RubricContent, t: TFunction): WordBlock {
  const levels = displayedLevels(rubric);
  const withPoints = (name: string, points: string) => t('view.levelWithPoints', { name, points });
  switch (rubric.type) {
    case 'analytic':
      return {
        kind: 'table',
        header: [
          t('fields.criterion'),
          ...levels.map(({ level }) => withPoints(level.name, levelPointsLabel(level))),
        ],
        rows: rubric.criteria.map((criterion) => [
          criterion.weight === 1
            ? criterion.title
            : `${criterion.title}\n${t('view.weight', { weight: criterion.weight })}`,
          ...levels.map(({ index }) => criterion.descriptors[index] ?? ''),
        ]),
      };
    case 'holistic':
      return {
        kind: 'table',
        header: [t('fields.level'), t('fields.points'), t('fields.description')],
        rows: levels.map(({ level }) => [level.name, levelPointsLabel(level), level.description]),
      };
    case 'singlePoint':
      return {
        kind: 'table',
        header: [t('singlePoint.needsWork'), t('singlePoint.proficient'), t('singlePoint.beyond')],
        rows: rubric.criteria.map((criterion) => [
          '',
          criterion.description ? `${criterion.title}\n${criterion.description}` : criterion.title,
          '',
        ]),
      };
    case 'checklist':
      return {
        kind: 'table',
        header: [t('fields.item'), t('fields.points'), t('checklist.done')],
        rows: rubric.criteria.map((item) => [
          item.description ? `${item.title}\n${item.description}` : item.title,
          String(item.points),
          '',
        ]),
      };
  }
}

/** "Analytic · Science · Grade 5": the rubric's type, subject and grade in the reader's language. */
export const rubricSummary = (
  rubric: Pick<RubricContent, 'type' | 'subject' | 'grade'>,
  t: TFunction,
  language: string,
): string =>
  t('view.summary', {
    type: t(`types.${rubric.type}`),
    subject: subjectLabel(rubric.subject, language) || t('notSet'),
    grade: gradeLabel(rubric.grade, language) || t('notSet'),
  });

/** The rubric as a Word document: its summary line, description and table. */
export function rubricDocument(
  rubric: RubricContent,
  t: TFunction,
  language: string,
): WordDocument {
  return {
    title: rubric.title,
    language,
    blocks: [
      heading(rubric.title, 1),
      { kind: 'paragraph', text: rubricSummary(rubric, t, language) },
      ...(rubric.description ? [{ kind: 'paragraph', text: rubric.description } as WordBlock] : []),
      rubricTable(rubric, t),
    ],
  };
}
