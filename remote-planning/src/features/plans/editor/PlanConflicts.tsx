// The plan editor's open questions (rebase.ts), in the teacher's words: which lesson and field,
// both texts as the lesson shows them, answered in the editor store.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  standardRefKey,
  type Standard,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import type {
  Activity,
  LessonField,
  MergeConflict,
} from '@lesson-planner/shared-contracts/planning';
import { ConflictQuestions, type ConflictQuestion } from '../../../components/editing';
import { resolveConflict, useEditorStore } from './editor-store';

/** A field's value as the lesson shows it, one item a line. */
function textOf(
  t: TFunction,
  field: LessonField,
  value: unknown,
  standards: ReadonlyMap<string, Standard> | null,
): string {
  if (typeof value === 'string') return value || t('conflicts.empty');
  if (!Array.isArray(value) || value.length === 0) return t('conflicts.empty');
  if (field === 'standards')
    return (value as StandardRef[])
      .map((ref) => standards?.get(standardRefKey(ref))?.code ?? ref.standardId)
      .join('\n');
  if (field === 'activities')
    return (value as Activity[])
      .map(({ title, minutes }) => t('planEditor.activities.summary', { title, count: minutes }))
      .join('\n');
  return value.join('\n');
}

const titleOf = (lesson: unknown, t: TFunction) =>
  typeof lesson === 'object' &&
  lesson !== null &&
  typeof (lesson as { title?: unknown }).title === 'string'
    ? (lesson as { title: string }).title || t('planEditor.lesson.untitled')
    : '';

export function PlanConflicts({
  standards,
  who,
}: {
  standards: ReadonlyMap<string, Standard> | null;
  who: string | null;
}) {
  const { t } = useTranslation('planner');
  const conflicts = useEditorStore((state) => state.conflicts);
  const lessons = useEditorStore((state) => state.lessons);

  const questionOf = (conflict: MergeConflict): ConflictQuestion => {
    const [, id, field] = conflict.path;
    const index = lessons.findIndex((lesson) => lesson.key === id);
    const lesson = t('planEditor.lesson.heading', {
      number: index + 1,
      title: lessons[index]?.title.trim() || t('planEditor.lesson.untitled'),
    });
    const key = conflict.path.join('/');
    if (field === undefined) {
      return {
        id: key,
        place: lesson,
        kind: conflict.theirs === null ? 'removedByThem' : 'removedByMe',
        mine: titleOf(conflict.mine, t),
        theirs: titleOf(conflict.theirs, t),
      };
    }
    const name = field as LessonField;
    return {
      id: key,
      place: t('conflicts.place', { item: lesson, field: t(`planEditor.fields.${name}`) }),
      kind: 'field',
      mine: textOf(t, name, conflict.mine, standards),
      theirs: textOf(t, name, conflict.theirs, standards),
    };
  };

  return (
    <ConflictQuestions
      questions={conflicts.map(questionOf)}
      who={who}
      onAnswer={(id, answer) => {
        const conflict = conflicts.find((open) => open.path.join('/') === id);
        if (conflict) resolveConflict(conflict.path, answer);
      }}
    />
  );
}
