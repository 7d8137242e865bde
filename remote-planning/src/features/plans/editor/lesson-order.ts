// The order operations of a plan's lessons, kept pure so dragging, the keyboard sensor and the
// Move up/down menu items all go through the same tested rules. Each returns a new array.

/** Moves the item at `from` to `to`; an index outside the list leaves it unchanged. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < items.length;
  if (!inRange(from) || !inRange(to) || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** A drop of `activeKey` onto `overKey` (dnd-kit's drag end); unknown keys change nothing. */
export function moveByKey<T extends { key: string }>(
  items: readonly T[],
  activeKey: string,
  overKey: string,
): T[] {
  const from = items.findIndex((item) => item.key === activeKey);
  const to = items.findIndex((item) => item.key === overKey);
  return from < 0 || to < 0 ? [...items] : moveItem(items, from, to);
}

/** Inserts `added` before `index` (clamped: past the end appends). */
export function insertAt<T>(items: readonly T[], index: number, added: readonly T[]): T[] {
  const at = Math.max(0, Math.min(index, items.length));
  return [...items.slice(0, at), ...added, ...items.slice(at)];
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, position) => position !== index);
}

export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, position) => (position === index ? item : current));
}
