// Three-way merges of documents people edit at the same time: a unit plan's lessons, a rubric's
// criteria and levels, an experience's steps. `base` is the saved version both copies started
// from, `mine` the copy on this screen, `theirs` what someone else saved since. Whoever changed a
// field wins it; a field both changed the same way is no conflict; a field both changed
// differently keeps my text and is reported, so the editor asks before anything of theirs is
// written over. Lists of items with ids merge item by item: adds, removes and moves on either
// side all survive, and an item removed on one side but changed on the other is kept.

/** Where two people changed the same thing differently, with the three texts. */
export interface MergeConflict {
  /** From the document down, e.g. ['lessons', '<id>', 'homework'] or ['title']. */
  path: readonly string[];
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

/** Whether two questions are about the same place. */
export const samePath = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((part, index) => part === b[index]);

/**
 * The questions an editor has open after a teammate's save found `found`: the new ones, and the
 * open ones about other places (a place asked about again keeps its latest texts).
 */
export const questionsAfter = (
  open: readonly MergeConflict[],
  found: readonly MergeConflict[],
): MergeConflict[] => [
  ...open.filter((conflict) => !found.some((again) => samePath(again.path, conflict.path))),
  ...found,
];

export interface Merged<T> {
  merged: T;
  conflicts: MergeConflict[];
}

/** Equal as stored values: deep, in any key order. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => same(item, b[index]))
    );
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const aRecord = a as Record<string, unknown>;
    const bRecord = b as Record<string, unknown>;
    const keys = Object.keys(aRecord).filter((key) => aRecord[key] !== undefined);
    return (
      keys.length === Object.keys(bRecord).filter((key) => bRecord[key] !== undefined).length &&
      keys.every((key) => same(aRecord[key], bRecord[key]))
    );
  }
  return false;
}

/** Which side's value a three-way choice keeps. */
export type Winner = 'mine' | 'theirs' | 'conflict';

/** Whoever changed it wins; both changed it the same way is theirs (the same); else a conflict. */
export function winnerOf(base: unknown, mine: unknown, theirs: unknown): Winner {
  if (same(mine, base) || same(mine, theirs)) return 'theirs';
  if (same(theirs, base)) return 'mine';
  return 'conflict';
}

/** One value: whoever changed it wins; both changed differently keeps mine and reports it. */
export function mergeValue<T>(
  base: T,
  mine: T,
  theirs: T,
  path: readonly string[],
  conflicts: MergeConflict[],
): T {
  const winner = winnerOf(base, mine, theirs);
  if (winner === 'conflict') conflicts.push({ path, base, mine, theirs });
  return winner === 'theirs' ? theirs : mine;
}

/**
 * The listed fields of an object, each merged on its own; other keys come from mine. `comparedOf`
 * is what is compared (and reported) of a field, when that is not the field as held: a form's
 * text compared as the value it saves.
 */
export function mergeFields<T extends object, F extends keyof T & string>(
  base: T,
  mine: T,
  theirs: T,
  fields: readonly F[],
  path: readonly string[],
  conflicts: MergeConflict[],
  comparedOf: (item: T, field: F) => unknown = (item, field) => item[field],
): T {
  const merged = { ...mine };
  for (const field of fields) {
    const [b, m, t] = [comparedOf(base, field), comparedOf(mine, field), comparedOf(theirs, field)];
    const winner = winnerOf(b, m, t);
    if (winner === 'conflict')
      conflicts.push({ path: [...path, field], base: b, mine: m, theirs: t });
    // Equal values keep mine as held (a field being typed in is left as typed).
    if (winner === 'theirs' && !same(m, t)) merged[field] = theirs[field];
  }
  return merged;
}

export interface ListMerge<T> {
  idOf: (item: T) => string;
  /** What is compared of an item removed on one side (the item itself by default). */
  comparedOf?: (item: T) => unknown;
  /** Merges an item both sides kept; `path` ends with its id. */
  mergeItem: (
    base: T,
    mine: T,
    theirs: T,
    path: readonly string[],
    conflicts: MergeConflict[],
  ) => T;
}

/** Whether the side moved any item both it and the base still hold, relative to the others. */
function reordered(baseIds: readonly string[], sideIds: readonly string[]): boolean {
  const inSide = new Set(sideIds);
  const inBase = new Set(baseIds);
  const baseOrder = baseIds.filter((id) => inSide.has(id));
  const sideOrder = sideIds.filter((id) => inBase.has(id));
  return !same(baseOrder, sideOrder);
}

/**
 * The merged order of the kept ids. The order of the side that moved items wins (mine when both
 * did: the person at this screen is the one deciding; theirs when neither did, so what was saved
 * stays in place); each item only the other side placed (an addition, or an item the leading
 * side removed but the other changed) comes after everything it followed there.
 */
export function mergedOrder(
  baseIds: readonly string[],
  mineIds: readonly string[],
  theirIds: readonly string[],
  kept: ReadonlySet<string>,
): string[] {
  const [leading, following] = reordered(baseIds, mineIds)
    ? [mineIds, theirIds]
    : [theirIds, mineIds];
  const order = leading.filter((id) => kept.has(id));
  const placed = new Set(order);
  const inBase = new Set(baseIds);
  const inFollowing = new Set(following);
  // The item placed furthest on among those the next one followed.
  let after: string | null = null;
  for (const id of following) {
    if (!kept.has(id)) continue;
    if (!placed.has(id)) {
      // …and after the leading side's own additions at that place.
      let at = after === null ? 0 : order.indexOf(after) + 1;
      while (at < order.length && !inBase.has(order[at]!) && !inFollowing.has(order[at]!)) at += 1;
      order.splice(at, 0, id);
      placed.add(id);
      after = id;
    } else if (after === null || order.indexOf(id) > order.indexOf(after)) after = id;
  }
  return order;
}

/**
 * A list of items with ids. An item added on one side is kept; removed on one side it goes,
 * unless the other side changed it since the base: then it is kept as changed and reported as a
 * conflict at the item's path (nothing anyone wrote is dropped unasked).
 */
export function mergeList<T>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  { idOf, mergeItem, comparedOf = (item) => item }: ListMerge<T>,
  path: readonly string[],
  conflicts: MergeConflict[],
): T[] {
  const byId = (list: readonly T[]) => new Map(list.map((item) => [idOf(item), item]));
  const [baseById, mineById, theirsById] = [byId(base), byId(mine), byId(theirs)];
  const result = new Map<string, T>();
  for (const id of new Set([...mineById.keys(), ...theirsById.keys()])) {
    const [b, m, t] = [baseById.get(id), mineById.get(id), theirsById.get(id)];
    const itemPath = [...path, id];
    if (m !== undefined && t !== undefined) {
      result.set(id, b === undefined ? m : mergeItem(b, m, t, itemPath, conflicts));
    } else if (b === undefined) {
      // Added on one side (new ids are unique per addition).
      result.set(id, (m ?? t) as T);
    } else {
      const kept = (m ?? t) as T;
      if (!same(comparedOf(kept), comparedOf(b))) {
        conflicts.push({
          path: itemPath,
          base: comparedOf(b),
          mine: m === undefined ? null : comparedOf(m),
          theirs: t === undefined ? null : comparedOf(t),
        });
        result.set(id, kept);
      }
    }
  }
  const ids = (list: readonly T[]) => list.map(idOf);
  return mergedOrder(ids(base), ids(mine), ids(theirs), new Set(result.keys())).map(
    (id) => result.get(id) as T,
  );
}

/**
 * Both people's values of one field, for "keep both": two texts one after the other (on one line
 * for a single-line field), two lists with theirs' items that mine lacks after mine. A text that
 * already holds the other is kept alone.
 */
export function keepBoth<T>(mine: T, theirs: T, singleLine = false): T {
  if (typeof mine === 'string' && typeof theirs === 'string') {
    if (mine.includes(theirs)) return mine;
    if (theirs.includes(mine)) return theirs;
    return `${mine}${singleLine ? ' / ' : '\n\n'}${theirs}` as T;
  }
  if (Array.isArray(mine) && Array.isArray(theirs))
    return [...mine, ...theirs.filter((item) => !mine.some((each) => same(each, item)))] as T;
  return mine;
}
