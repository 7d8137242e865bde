// The rubric editor's open questions (rubric-conflicts.ts), in the teacher's words: which
// criterion or level and which of its parts, both values as the editor shows them.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MergeConflict, RubricContent } from '@lesson-planner/shared-contracts/planning';
import { ConflictQuestions, type ConflictQuestion } from '../../../components/editing';
import { canKeepBoth } from './rubric-conflicts';
import { resolveRubricConflict, useRubricEditor } from './rubric-editor-store';

const RUBRIC_FIELD_LABELS: Record<string, string> = {
  title: 'fields.title',
  description: 'fields.description',
  type: 'fields.type',
  subject: 'fields.subject',
  grade: 'fields.grade',
  levelOrder: 'fields.levelOrder',
  standards: 'fields.standards',
  unitIds: 'list.unit',
  experienceIds: 'editor.linkedExperiences',
};
const LEVEL_FIELD_LABELS: Record<string, string> = {
  name: 'fields.levelName',
  description: 'fields.levelDescription',
  minPoints: 'fields.minPoints',
  maxPoints: 'fields.maxPoints',
};
const CRITERION_FIELD_LABELS: Record<string, string> = {
  title: 'fields.criterionTitle',
  description: 'fields.description',
  weight: 'fields.weight',
  points: 'fields.points',
  standards: 'fields.standards',
};

/** A value as the editor shows it: a text as written, a list one item a line. */
function textOf(t: TFunction, value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value || t('planner:conflicts.empty');
  if (Array.isArray(value))
    return value.length === 0
      ? t('planner:conflicts.empty')
      : value
          .map((item: unknown) =>
            typeof item === 'object' && item !== null && 'standardId' in item
              ? String(item.standardId)
              : String(item),
          )
          .join('\n');
  if (typeof value === 'object' && value !== null) {
    const named = value as { title?: unknown; name?: unknown };
    return textOf(t, named.title ?? named.name ?? '');
  }
  return t('planner:conflicts.empty');
}

/** Where a question is: "Criterion 2 · Title", "Level 3", "Order of levels". */
function placeOf(t: TFunction, draft: RubricContent, path: readonly string[]): string {
  const [first, id, field, levelId] = path;
  if (path.length === 1) return t(RUBRIC_FIELD_LABELS[first ?? ''] ?? 'fields.title');
  const item =
    first === 'levels'
      ? t('editor.levelLegend', {
          number: draft.levels.findIndex((level) => level.id === id) + 1,
        })
      : t(`editor.criterionLegend.${draft.type === 'holistic' ? 'analytic' : draft.type}`, {
          number: draft.criteria.findIndex((criterion) => criterion.id === id) + 1,
        });
  if (field === undefined) return item;
  const part =
    field === 'descriptors'
      ? t('editor.descriptorFor', {
          level: draft.levels.find((level) => level.id === levelId)?.name ?? '',
        })
      : t(
          (first === 'levels' ? LEVEL_FIELD_LABELS : CRITERION_FIELD_LABELS)[field] ??
            'fields.title',
        );
  return t('planner:conflicts.place', { item, field: part });
}

export function RubricConflicts() {
  const { t } = useTranslation(['rubrics', 'planner']);
  const conflicts = useRubricEditor((state) => state.conflicts);
  const draft = useRubricEditor((state) => state.draft);
  if (!conflicts || !draft) return null;
  const questionOf = (conflict: MergeConflict): ConflictQuestion => {
    const itemLevel = conflict.path.length === 2;
    return {
      id: conflict.path.join('/'),
      place: placeOf(t, draft, conflict.path),
      kind: !itemLevel ? 'field' : conflict.theirs === null ? 'removedByThem' : 'removedByMe',
      mine: textOf(t, conflict.mine),
      theirs: textOf(t, conflict.theirs),
      canKeepBoth: canKeepBoth(conflict),
    };
  };
  return (
    <ConflictQuestions
      questions={conflicts.map(questionOf)}
      who={null}
      onAnswer={(id, answer) => {
        const conflict = conflicts.find((open) => open.path.join('/') === id);
        if (conflict) resolveRubricConflict(conflict.path, answer);
      }}
    />
  );
}
