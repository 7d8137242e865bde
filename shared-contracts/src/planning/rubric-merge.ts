import type { RubricContent, RubricCriterion, RubricLevel } from './rubric';
import {
  mergeFields,
  mergeList,
  mergeValue,
  type MergeConflict,
  type Merged,
} from './three-way-merge';

const RUBRIC_FIELDS = [
  'title',
  'description',
  'type',
  'subject',
  'grade',
  'levelOrder',
  'standards',
  'unitIds',
  'experienceIds',
] as const satisfies readonly (keyof RubricContent)[];

const LEVEL_FIELDS = ['name', 'description', 'minPoints', 'maxPoints'] as const;
const CRITERION_FIELDS = ['title', 'description', 'weight', 'points', 'standards'] as const;

/** A criterion's descriptors by level id: they line up with its side's levels by place. */
const descriptorsByLevel = (criterion: RubricCriterion, levels: readonly RubricLevel[]) =>
  new Map(levels.map((level, index) => [level.id, criterion.descriptors[index] ?? '']));

/**
 * One criterion both sides kept: its fields one by one, and its descriptor for each level of
 * the merged rubric, so a descriptor edited here and another level's edited there both stay.
 */
function mergeCriterion(
  sides: { base: RubricContent; mine: RubricContent; theirs: RubricContent },
  levels: readonly RubricLevel[],
) {
  return (
    base: RubricCriterion,
    mine: RubricCriterion,
    theirs: RubricCriterion,
    path: readonly string[],
    conflicts: MergeConflict[],
  ): RubricCriterion => {
    const merged = mergeFields(base, mine, theirs, CRITERION_FIELDS, path, conflicts);
    const [b, m, t] = [
      descriptorsByLevel(base, sides.base.levels),
      descriptorsByLevel(mine, sides.mine.levels),
      descriptorsByLevel(theirs, sides.theirs.levels),
    ];
    if ([base, mine, theirs].every((criterion) => criterion.descriptors.length === 0))
      return merged;
    merged.descriptors = levels.map(({ id }) =>
      mergeValue(
        b.get(id) ?? '',
        m.get(id) ?? '',
        t.get(id) ?? '',
        [...path, 'descriptors', id],
        conflicts,
      ),
    );
    return merged;
  };
}

/**
 * Combines the teacher's unsaved copy (`mine`) with what someone else saved meanwhile
 * (`theirs`), both started from `base` (three-way-merge.ts): the rubric's fields, its levels and
 * its criteria merge one by one, and each criterion's fields and descriptors too. Where both
 * changed the same one differently the teacher's stays and a conflict is reported, so the
 * caller asks before writing anything over the other person's work.
 */
export function mergeRubricEdits(
  base: RubricContent,
  mine: RubricContent,
  theirs: RubricContent,
): Merged<RubricContent> {
  const conflicts: MergeConflict[] = [];
  const merged = mergeFields(base, mine, theirs, RUBRIC_FIELDS, [], conflicts);
  merged.levels = mergeList(
    base.levels,
    mine.levels,
    theirs.levels,
    {
      idOf: (level) => level.id,
      mergeItem: (b, m, t, path, found) => mergeFields(b, m, t, LEVEL_FIELDS, path, found),
    },
    ['levels'],
    conflicts,
  );
  const criteria = mergeList(
    base.criteria,
    mine.criteria,
    theirs.criteria,
    {
      idOf: (criterion) => criterion.id,
      mergeItem: mergeCriterion({ base, mine, theirs }, merged.levels),
    },
    ['criteria'],
    conflicts,
  );
  // A criterion only one side has holds its descriptors in the order of that side's levels.
  const levelIds = (levels: readonly RubricLevel[]) => levels.map((level) => level.id).join();
  const realigned = (criterion: RubricCriterion, levels: readonly RubricLevel[]) => {
    if (levelIds(levels) === levelIds(merged.levels) || criterion.descriptors.length === 0)
      return criterion;
    const byLevel = descriptorsByLevel(criterion, levels);
    return { ...criterion, descriptors: merged.levels.map(({ id }) => byLevel.get(id) ?? '') };
  };
  merged.criteria = criteria.map((criterion) =>
    mine.criteria.includes(criterion)
      ? realigned(criterion, mine.levels)
      : theirs.criteria.includes(criterion)
        ? realigned(criterion, theirs.levels)
        : criterion,
  );
  return { merged, conflicts };
}
