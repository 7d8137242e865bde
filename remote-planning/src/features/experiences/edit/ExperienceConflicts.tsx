// The experience editor's open questions (experience-merge.ts), in the teacher's words: which
// field, or which step and which of its parts, with both values as the editor shows them.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MergeConflict } from '@lesson-planner/shared-contracts/planning';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import type { ExperienceInput } from '../../../api/experience-document';
import { teamMembersQuery } from '../../../api/team-directory';
import { ConflictQuestions, type ConflictQuestion } from '../../../components/editing';
import { canKeepBoth } from './experience-merge';
import { resolveExperienceConflict, useExperienceEditor } from './experience-editor-store';

/** The label of each field a question can be about, where it is not `fields.<name>`. */
const LABELS: Record<string, string> = {
  rubricId: 'fields.assessment',
  minutes: 'fields.stepMinutes',
  support: 'differentiation.support',
  extension: 'differentiation.extension',
  language: 'differentiation.language',
};
const labelOf = (t: TFunction, field: string) => t(LABELS[field] ?? `fields.${field}`);
const STEP_LABELS: Record<string, string> = { title: 'fields.stepTitle' };

/** A value as the editor shows it: a text as written, a list one item a line. */
function textOf(t: TFunction, value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value || t('planner:conflicts.empty');
  if (Array.isArray(value))
    return value.length === 0
      ? t('planner:conflicts.empty')
      : value.map((item: unknown) => textOf(t, item)).join('\n');
  if (typeof value === 'object' && value !== null) {
    const { title, label, amount, unit } = value as Record<string, unknown>;
    if (typeof amount === 'number' && typeof unit === 'string')
      return t(`durations.${unit}`, { count: amount });
    return textOf(t, title ?? label ?? '');
  }
  return t('planner:conflicts.empty');
}

/** Where a question is: "Summary", "Support", "Step 2", "Step 2 · What the teacher does". */
function placeOf(t: TFunction, draft: ExperienceInput, path: readonly string[]): string {
  const [first = '', second, field] = path;
  if (first !== 'steps') return labelOf(t, second ?? first);
  const step = t('form.stepNumber', {
    number: draft.steps.findIndex((each) => each.id === second) + 1,
  });
  if (field === undefined) return step;
  return t('planner:conflicts.place', {
    item: step,
    field: t(STEP_LABELS[field] ?? labelOf(t, field)),
  });
}

export function ExperienceConflicts({ teamId }: { teamId: string }) {
  const { t } = useTranslation(['experiences', 'planner']);
  const conflicts = useExperienceEditor((state) => state.conflicts);
  const by = useExperienceEditor((state) => state.conflictsBy);
  const draft = useExperienceEditor((state) => state.draft);
  const { data: members } = useQuery(teamMembersQuery(teamId));
  if (!conflicts || !draft) return null;
  const questionOf = (conflict: MergeConflict): ConflictQuestion => {
    const wholeStep = conflict.path[0] === 'steps' && conflict.path.length === 2;
    return {
      id: conflict.path.join('/'),
      place: placeOf(t, draft, conflict.path),
      kind: !wholeStep ? 'field' : conflict.theirs === null ? 'removedByThem' : 'removedByMe',
      mine: textOf(t, conflict.mine),
      theirs: textOf(t, conflict.theirs),
      canKeepBoth: canKeepBoth(conflict),
    };
  };
  return (
    <ConflictQuestions
      questions={conflicts.map(questionOf)}
      who={members?.find((member) => member.userId === by)?.name ?? null}
      onAnswer={(id, answer) => {
        const conflict = conflicts.find((open) => open.path.join('/') === id);
        if (conflict) resolveExperienceConflict(conflict.path, answer);
      }}
    />
  );
}
