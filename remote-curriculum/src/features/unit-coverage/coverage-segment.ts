const SUFFIX = '-coverage';

/**
 * The unit id in the route's last segment, `{id}-coverage` (the router matches whole segments,
 * so the shell's route hands the page all of it), or null when the segment is not of that form.
 */
export function unitIdFromSegment(segment: string | undefined): string | null {
  if (!segment?.endsWith(SUFFIX)) return null;
  const unitId = segment.slice(0, -SUFFIX.length);
  return unitId.length > 0 && !unitId.includes('/') ? unitId : null;
}
