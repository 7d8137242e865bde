// What the coverage page shows, from the unit, its plan's lessons and its standards' text: rows
// in the unit's order, grouped by strand, with the standards gone from their framework last.
import {
  standardRefKey,
  type Standard,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import { unitCoverage, type Lesson } from '@lesson-planner/shared-contracts/planning';

export interface LessonLink {
  /** 1-based, as teachers count lessons and as the plan editor's anchors (#lesson-3) name them. */
  number: number;
  title: string;
}

export interface CoverageRow {
  ref: StandardRef;
  /** The standard's text, or null when it was deleted from its framework. */
  standard: Standard | null;
  /** The lessons that address the standard; none = not yet addressed. */
  lessons: LessonLink[];
}

export type CoverageGroup =
  /** `strand` is '' for standards without one. */
  | { kind: 'strand'; strand: string; rows: CoverageRow[] }
  | { kind: 'removed'; rows: CoverageRow[] };

export interface CoverageReport {
  groups: CoverageGroup[];
  total: number;
  addressed: number;
}

export function coverageReport(
  unitStandards: readonly StandardRef[],
  lessons: readonly Pick<Lesson, 'title' | 'standards'>[],
  standards: ReadonlyMap<string, Standard>,
): CoverageReport {
  const byStrand = new Map<string, CoverageRow[]>();
  const removed: CoverageRow[] = [];
  const { standards: coverage, covered } = unitCoverage(unitStandards, lessons);
  for (const { standard: ref, lessonIndexes } of coverage) {
    const row: CoverageRow = {
      ref,
      standard: standards.get(standardRefKey(ref)) ?? null,
      lessons: lessonIndexes.map((index) => ({ number: index + 1, title: lessons[index]!.title })),
    };
    if (!row.standard) removed.push(row);
    else byStrand.set(row.standard.strand, [...(byStrand.get(row.standard.strand) ?? []), row]);
  }
  // Strands in the order the unit first lists them; the unnamed one after the named ones.
  const strands = [...byStrand.keys()].sort((a, b) => Number(a === '') - Number(b === ''));
  const groups: CoverageGroup[] = strands.map((strand) => ({
    kind: 'strand',
    strand,
    rows: byStrand.get(strand)!,
  }));
  if (removed.length > 0) groups.push({ kind: 'removed', rows: removed });
  return { groups, total: coverage.length, addressed: covered.length };
}

/** The groups with only their standards no lesson addresses; groups left empty are dropped. */
export const notYetAddressed = (groups: readonly CoverageGroup[]): CoverageGroup[] =>
  groups
    .map((group) => ({ ...group, rows: group.rows.filter((row) => row.lessons.length === 0) }))
    .filter((group) => group.rows.length > 0);
