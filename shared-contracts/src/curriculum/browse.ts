import type { Standard } from './standards';

export interface StandardFilter {
  subject?: string;
  gradeBand?: string;
  strand?: string;
  /** Matched against code, description and strand, without case. */
  text?: string;
}

const fold = (value: string, locale: string): string =>
  value.normalize('NFC').toLocaleLowerCase(locale);

/** The standards that pass every filter that is set; empty filters pass everything. */
export function filterStandards<S extends Standard>(
  standards: readonly S[],
  filter: StandardFilter,
  locale = 'en',
): S[] {
  const text = filter.text?.trim() ? fold(filter.text.trim(), locale) : '';
  return standards.filter(
    (standard) =>
      (!filter.subject || standard.subject === filter.subject) &&
      (!filter.gradeBand || standard.gradeBand === filter.gradeBand) &&
      (!filter.strand || standard.strand === filter.strand) &&
      (!text ||
        [standard.code, standard.description, standard.strand].some((field) =>
          fold(field, locale).includes(text),
        )),
  );
}

/** The distinct non-empty values of one field, sorted for the user's language (filter menus). */
export function distinctValues(
  standards: readonly Standard[],
  field: 'subject' | 'gradeBand' | 'strand',
  locale = 'en',
): string[] {
  const values = new Set(standards.map((standard) => standard[field]).filter(Boolean));
  return [...values].sort(new Intl.Collator(locale).compare);
}

/** Standards grouped by strand in framework order; standards without a strand come last. */
export function groupByStrand<S extends Standard>(
  standards: readonly S[],
): Array<{ strand: string; standards: S[] }> {
  const groups = new Map<string, S[]>();
  for (const standard of [...standards].sort(byFrameworkOrder)) {
    const group = groups.get(standard.strand) ?? [];
    group.push(standard);
    groups.set(standard.strand, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : 0) - (b === '' ? 1 : 0))
    .map(([strand, members]) => ({ strand, standards: members }));
}

/** Framework order (as written or imported), then code for standards added at the same position. */
export const byFrameworkOrder = (a: Standard, b: Standard): number =>
  a.order - b.order || a.code.localeCompare(b.code, 'en', { numeric: true });
