// What the coverage page shows, from the unit, its plan's lessons, the experiences and rubrics
// linked to it and its standards' text: rows in the unit's order, grouped by strand, with the
// standards gone from their framework last. A standard is addressed by a lesson or by a linked
// experience, or assessed by a linked rubric; either way it is no longer a gap.
import {
  standardRefKey,
  type Standard,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import {
  experiencesByStandard,
  rubricsByStandard,
  unitCoverage,
  type AssessingRubric,
  type CoveringExperience,
  type Lesson,
} from '@lesson-planner/shared-contracts/planning';

export interface LessonLink {
  /** 1-based, as teachers count lessons and as the plan editor's anchors (#lesson-3) name them. */
  number: number;
  title: string;
}

export interface CoverageRow {
  ref: StandardRef;
  /** The standard's text, or null when it was deleted from its framework. */
  standard: Standard | null;
  /** The lessons that address the standard. */
  lessons: LessonLink[];
  /** The linked experiences that address it. */
  experiences: { id: string; title: string }[];
  /** The linked rubrics that assess it; no lessons, experiences or rubrics = not addressed. */
  rubrics: { id: string; title: string }[];
}

export const isAddressed = (row: CoverageRow): boolean =>
  row.lessons.length > 0 || row.experiences.length > 0 || row.rubrics.length > 0;

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
  linked: {
    experiences?: readonly CoveringExperience[];
    rubrics?: readonly AssessingRubric[];
  } = {},
): CoverageReport {
  const byStrand = new Map<string, CoverageRow[]>();
  const removed: CoverageRow[] = [];
  const { standards: coverage } = unitCoverage(unitStandards, lessons);
  const byExperience = experiencesByStandard(unitStandards, linked.experiences ?? []);
  const byRubric = rubricsByStandard(unitStandards, linked.rubrics ?? []);
  let addressed = 0;
  for (const { standard: ref, lessonIndexes } of coverage) {
    const row: CoverageRow = {
      ref,
      standard: standards.get(standardRefKey(ref)) ?? null,
      lessons: lessonIndexes.map((index) => ({ number: index + 1, title: lessons[index]!.title })),
      experiences: byExperience.get(standardRefKey(ref)) ?? [],
      rubrics: byRubric.get(standardRefKey(ref)) ?? [],
    };
    if (isAddressed(row)) addressed += 1;
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
  return { groups, total: coverage.length, addressed };
}

/** The groups with only their standards nothing addresses; groups left empty are dropped. */
export const notYetAddressed = (groups: readonly CoverageGroup[]): CoverageGroup[] =>
  groups
    .map((group) => ({ ...group, rows: group.rows.filter((row) => !isAddressed(row)) }))
    .filter((group) => group.rows.length > 0);
