// An experience edited by several people at once (three-way-merge.ts): the teacher's unsaved copy
// (`mine`) and what a teammate saved meanwhile (`theirs`), both started from `base`. Its fields
// merge one by one, the differentiation's three texts each on its own, and its steps step by step
// (by id), each step's fields one by one: changes to different steps or to different fields of
// one step never conflict, and neither do added, removed and moved steps. Units, collaborators
// and standards are sets: both people's additions and removals are kept. Only a field both
// changed differently is reported, keeping the teacher's text, so the editor asks before anything
// of the teammate's is written over; and a step one removed while the other changed it stays
// (as changed) and is reported too.
import { standardRefKey } from '@lesson-planner/shared-contracts/curriculum';
import {
  keepBoth,
  mergeFields,
  mergeList,
  same,
  type IdentifiedStep,
  type MergeConflict,
  type Merged,
} from '@lesson-planner/shared-contracts/planning';
import type { ExperienceInput } from '../../../api/experience-document';

/** The fields merged as one value each (the sets and the differentiation merge apart). */
const FIELDS = [
  'title',
  'type',
  'summary',
  'duration',
  'grouping',
  'materials',
  'resources',
  'safetyNotes',
  'evidence',
  'assessment',
  'subject',
  'grade',
  'rubricId',
  'status',
] as const satisfies readonly (keyof ExperienceInput)[];

const DIFFERENTIATION_FIELDS = ['support', 'extension', 'language'] as const;
const STEP_FIELDS = ['title', 'minutes', 'teacherActions', 'studentActions'] as const;

/** Texts that hold one line: "keep both" puts them side by side on it. */
const SINGLE_LINE = new Set(['title', 'subject', 'grade']);
/** Values of which only one can stand: a number, a choice, a link. */
const ONE_OR_THE_OTHER = new Set(['type', 'duration', 'grouping', 'rubricId', 'status', 'minutes']);

/**
 * A value as it is saved: texts trimmed, blank material lines dropped (experienceFields). The
 * form holds what is typed; a trailing space is no change of anyone's.
 */
function asSaved(value: unknown, field?: string): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) {
    const items = value.map((item) => asSaved(item));
    return field === 'materials' ? items.filter((item) => item !== '') : items;
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asSaved(item)]));
  return value;
}

const compared = <T extends object>(item: T, field: keyof T & string) =>
  asSaved(item[field], field);

/**
 * A set's three versions merged: mine with what theirs added and without what theirs removed.
 * Never a conflict (adding and removing are the only changes a set has).
 */
function mergeSet<T>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  keyOf: (item: T) => string,
): T[] {
  const keys = (list: readonly T[]) => new Set(list.map(keyOf));
  const [inBase, inMine, inTheirs] = [keys(base), keys(mine), keys(theirs)];
  const kept = mine.filter((item) => !inBase.has(keyOf(item)) || inTheirs.has(keyOf(item)));
  const added = theirs.filter((item) => !inBase.has(keyOf(item)) && !inMine.has(keyOf(item)));
  const merged = [...kept, ...added];
  return same(merged, mine) ? [...mine] : merged;
}

/** Combines the teacher's copy with a teammate's saved version; see the top of this file. */
export function mergeExperienceEdits(
  base: ExperienceInput,
  mine: ExperienceInput,
  theirs: ExperienceInput,
): Merged<ExperienceInput> {
  const conflicts: MergeConflict[] = [];
  const merged = mergeFields(base, mine, theirs, FIELDS, [], conflicts, compared);
  merged.differentiation = mergeFields(
    base.differentiation,
    mine.differentiation,
    theirs.differentiation,
    DIFFERENTIATION_FIELDS,
    ['differentiation'],
    conflicts,
    compared,
  );
  merged.steps = mergeList<IdentifiedStep>(
    base.steps,
    mine.steps,
    theirs.steps,
    {
      idOf: (step) => step.id,
      comparedOf: (step) => asSaved(step),
      mergeItem: (b, m, t, path, found) => mergeFields(b, m, t, STEP_FIELDS, path, found, compared),
    },
    ['steps'],
    conflicts,
  );
  const byId = (id: string) => id;
  merged.unitIds = mergeSet(base.unitIds, mine.unitIds, theirs.unitIds, byId);
  merged.collaboratorIds = mergeSet(
    base.collaboratorIds,
    mine.collaboratorIds,
    theirs.collaboratorIds,
    byId,
  );
  merged.standards = mergeSet(base.standards, mine.standards, theirs.standards, standardRefKey);
  return { merged, conflicts };
}

export type ExperienceConflictChoice = 'mine' | 'theirs' | 'both';

/** Whether "keep both" keeps both here: texts and lists, not a number, a choice or a link. */
export const canKeepBoth = ({ path }: MergeConflict): boolean =>
  !ONE_OR_THE_OTHER.has(path.at(-1) ?? '') && !(path[0] === 'steps' && path.length === 2);

function chosen(current: unknown, conflict: MergeConflict, choice: ExperienceConflictChoice) {
  if (choice === 'mine') return current;
  if (choice === 'theirs') return conflict.theirs;
  return keepBoth(current, conflict.theirs, SINGLE_LINE.has(conflict.path.at(-1) ?? ''));
}

/**
 * The copy with one question answered: the teacher's value, the teammate's, or both kept (two
 * texts one after the other, two lists joined). A step one side removed while the other changed
 * it is in the copy as changed: kept, or removed.
 */
export function answerExperienceConflict(
  draft: ExperienceInput,
  conflict: MergeConflict,
  choice: ExperienceConflictChoice,
): ExperienceInput {
  const [first, second, field] = conflict.path;
  if (first === undefined) return draft;
  if (first === 'steps' && second !== undefined) {
    if (field === undefined) {
      const removedByThem = conflict.theirs === null;
      const keep = removedByThem ? choice !== 'theirs' : choice !== 'mine';
      return keep ? draft : { ...draft, steps: draft.steps.filter((step) => step.id !== second) };
    }
    return {
      ...draft,
      steps: draft.steps.map((step) =>
        step.id === second
          ? { ...step, [field]: chosen(step[field as keyof IdentifiedStep], conflict, choice) }
          : step,
      ),
    };
  }
  if (first === 'differentiation' && second !== undefined) {
    const key = second as keyof ExperienceInput['differentiation'];
    return {
      ...draft,
      differentiation: {
        ...draft.differentiation,
        [key]: chosen(draft.differentiation[key], conflict, choice),
      },
    };
  }
  const key = first as keyof ExperienceInput;
  return { ...draft, [key]: chosen(draft[key], conflict, choice) };
}
