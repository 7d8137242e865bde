import type { RubricContent, RubricCriterion } from './rubric';

/** A field of the rubric or a criterion (by id) that both sides changed in different ways. */
export type MergeConflict = { field: keyof RubricContent } | { criterionId: string };

export interface RubricMerge {
  merged: RubricContent;
  conflicts: MergeConflict[];
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a)) {
    const aKeys = Object.keys(a);
    const bRecord = b as Record<string, unknown>;
    return (
      aKeys.length === Object.keys(b).length &&
      aKeys.every((key) => same((a as Record<string, unknown>)[key], bRecord[key]))
    );
  }
  return false;
}

/** Three-way choice: whoever changed it wins; both the same way is no conflict. */
function pick<T>(base: T, mine: T, theirs: T): { value: T; conflict: boolean } {
  if (same(mine, base) || same(mine, theirs)) return { value: theirs, conflict: false };
  if (same(theirs, base)) return { value: mine, conflict: false };
  return { value: mine, conflict: true };
}

const FIELDS = [
  'title',
  'description',
  'type',
  'subject',
  'grade',
  'levelOrder',
  'levels',
  'standards',
  'unitIds',
  'experienceIds',
] as const satisfies readonly (keyof RubricContent)[];

function mergeCriteria(
  base: readonly RubricCriterion[],
  mine: readonly RubricCriterion[],
  theirs: readonly RubricCriterion[],
  conflicts: MergeConflict[],
): RubricCriterion[] {
  const byId = (list: readonly RubricCriterion[]) => new Map(list.map((c) => [c.id, c]));
  const [baseById, mineById, theirsById] = [byId(base), byId(mine), byId(theirs)];
  const merged: RubricCriterion[] = [];
  const decide = (id: string): RubricCriterion | null => {
    const [b, m, t] = [baseById.get(id), mineById.get(id), theirsById.get(id)];
    if (!b) return m ?? t ?? null; // added on one side (ids are unique per addition)
    if (!m || !t) {
      // Removed on one side: gone unless the other side changed it meanwhile.
      const kept = m ?? t;
      if (!kept || same(kept, b)) return null;
      conflicts.push({ criterionId: id });
      return kept;
    }
    const { value, conflict } = pick(b, m, t);
    if (conflict) conflicts.push({ criterionId: id });
    return value;
  };
  // The teacher's order, then criteria only the other side added, in their order.
  for (const criterion of mine) {
    const decided = decide(criterion.id);
    if (decided) merged.push(decided);
  }
  for (const criterion of theirs) {
    if (mineById.has(criterion.id)) continue;
    const decided = decide(criterion.id);
    if (decided) merged.push(decided);
  }
  return merged;
}

/**
 * Combines the teacher's unsaved copy (`mine`) with what someone else saved meanwhile
 * (`theirs`), both started from `base`. Changes to different fields or criteria are both kept;
 * where both changed the same one differently the teacher's stays and a conflict is reported,
 * so the caller asks before writing anything over the other person's work.
 */
export function mergeRubricEdits(
  base: RubricContent,
  mine: RubricContent,
  theirs: RubricContent,
): RubricMerge {
  const conflicts: MergeConflict[] = [];
  const merged = { ...mine };
  for (const field of FIELDS) {
    const { value, conflict } = pick<unknown>(base[field], mine[field], theirs[field]);
    (merged as Record<string, unknown>)[field] = value;
    if (conflict) conflicts.push({ field });
  }
  merged.criteria = mergeCriteria(base.criteria, mine.criteria, theirs.criteria, conflicts);
  return { merged, conflicts };
}
