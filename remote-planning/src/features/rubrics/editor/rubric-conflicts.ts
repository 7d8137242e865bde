// The rubric editor's questions (rubric-merge.ts reports them): a teammate and the teacher
// changed the same part since the teacher's copy began. Each is answered in the working copy:
// the teacher's value, theirs, or both kept (texts one after the other, lists joined); a
// criterion or level one side removed is kept or removed.
import {
  keepBoth,
  type MergeConflict,
  type RubricContent,
  type RubricCriterion,
  type RubricLevel,
} from '@lesson-planner/shared-contracts/planning';

export type RubricConflictChoice = 'mine' | 'theirs' | 'both';

/** Fields whose two texts can stand side by side, and those that hold one line. */
const TEXT_FIELDS = new Set(['title', 'description', 'subject', 'grade', 'name', 'descriptors']);
const SINGLE_LINE = new Set(['title', 'subject', 'grade', 'name']);

/** Whether "keep both" keeps both here: texts and lists, not a number or a choice. */
export const canKeepBoth = ({ path, mine, theirs }: MergeConflict): boolean =>
  (TEXT_FIELDS.has(path.at(-1) ?? '') || path[2] === 'descriptors' || Array.isArray(mine)) &&
  (typeof mine === 'string' || Array.isArray(mine)) &&
  (typeof theirs === 'string' || Array.isArray(theirs));

function chosen(current: unknown, { path, theirs }: MergeConflict, choice: RubricConflictChoice) {
  if (choice === 'mine') return current;
  if (choice === 'theirs') return theirs;
  return keepBoth(current, theirs, SINGLE_LINE.has(path.at(-1) ?? ''));
}

/** A criterion or level one side removed and the other changed: kept as changed, or gone. */
function answerItem(
  draft: RubricContent,
  conflict: MergeConflict,
  choice: RubricConflictChoice,
): RubricContent {
  const [list, id] = conflict.path as [('criteria' | 'levels') | undefined, string | undefined];
  const removedByThem = conflict.theirs === null;
  const keep = removedByThem ? choice !== 'theirs' : choice !== 'mine';
  if (list === 'criteria') {
    const has = draft.criteria.some((criterion) => criterion.id === id);
    if (keep && !has && conflict.theirs)
      return { ...draft, criteria: [...draft.criteria, conflict.theirs as RubricCriterion] };
    return keep ? draft : { ...draft, criteria: draft.criteria.filter((c) => c.id !== id) };
  }
  const at = draft.levels.findIndex((level) => level.id === id);
  if (keep && at < 0 && conflict.theirs)
    return {
      ...draft,
      levels: [...draft.levels, conflict.theirs as RubricLevel],
      criteria: draft.criteria.map((criterion) =>
        criterion.descriptors.length > 0
          ? { ...criterion, descriptors: [...criterion.descriptors, ''] }
          : criterion,
      ),
    };
  if (keep || at < 0) return draft;
  return {
    ...draft,
    levels: draft.levels.filter((level) => level.id !== id),
    criteria: draft.criteria.map((criterion) => ({
      ...criterion,
      descriptors: criterion.descriptors.filter((_, index) => index !== at),
    })),
  };
}

/** The copy with one question answered. */
export function answerRubricConflict(
  draft: RubricContent,
  conflict: MergeConflict,
  choice: RubricConflictChoice,
): RubricContent {
  const [first, id, field, levelId] = conflict.path;
  if (first === undefined) return draft;
  if (conflict.path.length === 1) {
    const key = first as keyof RubricContent;
    return { ...draft, [key]: chosen(draft[key], conflict, choice) };
  }
  if (field === undefined) return answerItem(draft, conflict, choice);
  if (first === 'levels')
    return {
      ...draft,
      levels: draft.levels.map((level) =>
        level.id === id
          ? { ...level, [field]: chosen(level[field as keyof RubricLevel], conflict, choice) }
          : level,
      ),
    };
  const at = draft.levels.findIndex((level) => level.id === levelId);
  return {
    ...draft,
    criteria: draft.criteria.map((criterion) => {
      if (criterion.id !== id) return criterion;
      if (field !== 'descriptors')
        return {
          ...criterion,
          [field]: chosen(criterion[field as keyof RubricCriterion], conflict, choice),
        };
      if (at < 0) return criterion;
      const descriptors = [...criterion.descriptors];
      descriptors[at] = chosen(descriptors[at] ?? '', conflict, choice) as string;
      return { ...criterion, descriptors };
    }),
  };
}
