// The unit list's filters: pure, so they are tested apart from the page, and kept in the
// address (?q=&team=&subject=&grade=&status=&whose=, and the team library's
// &standard=&year=&exemplars=1) so Back and a shared link keep them.
import { standardRefKey } from '@lesson-planner/shared-contracts/curriculum';
import {
  UNIT_STATUSES,
  type Unit,
  type UnitStatus,
} from '@lesson-planner/shared-contracts/planning';
import { matchesOwner, ownerChoiceOf, type OwnerChoice } from '../../../components/owner-filter';
import { relationTo } from '../../../rules/unit-access';

export interface UnitFilter {
  /** Matched against title, subject, grade, big ideas and essential questions, without case. */
  text: string;
  teamId: string;
  subject: string;
  grade: string;
  status: UnitStatus | '';
  /** Mine: units the user owns or collaborates on. Shared with me: the rest of their teams'. */
  whose: OwnerChoice;
  /** A standard the unit addresses, as its standardRefKey. */
  standard: string;
  /** The start year of a school year the unit was taught in. */
  year: string;
  /** Only the team's exemplar units. */
  exemplarsOnly: boolean;
}

/** What the team library knows of the units beside them (unit-library.ts). */
export interface LibraryKnowledge {
  exemplars: ReadonlySet<string>;
  yearsOf: (unit: Unit) => readonly number[];
}

export const NO_FILTER: UnitFilter = {
  text: '',
  teamId: '',
  subject: '',
  grade: '',
  status: '',
  whose: '',
  standard: '',
  year: '',
  exemplarsOnly: false,
};

const fold = (value: string, locale: string): string =>
  value.normalize('NFC').toLocaleLowerCase(locale);

/**
 * The units that pass every filter that is set, in their order. The school year and exemplar
 * filters apply once the library's knowledge is read.
 */
export function filterUnits(
  units: readonly Unit[],
  filter: UnitFilter,
  uid: string | null,
  locale = 'en',
  library: LibraryKnowledge | null = null,
): Unit[] {
  const text = fold(filter.text.trim(), locale);
  const year = Number(filter.year);
  return units.filter(
    (unit) =>
      (!filter.teamId || unit.teamId === filter.teamId) &&
      (!filter.standard || unit.standards.some((ref) => standardRefKey(ref) === filter.standard)) &&
      (!library || !filter.year || library.yearsOf(unit).includes(year)) &&
      (!library || !filter.exemplarsOnly || library.exemplars.has(unit.id)) &&
      (!filter.subject || unit.subject === filter.subject) &&
      (!filter.grade || unit.grade === filter.grade) &&
      (!filter.status || unit.status === filter.status) &&
      matchesOwner(filter.whose, relationTo(unit, uid) !== 'none') &&
      (!text ||
        [unit.title, unit.subject, unit.grade, ...unit.bigIdeas, ...unit.essentialQuestions].some(
          (field) => fold(field, locale).includes(text),
        )),
  );
}

export const isFiltered = (filter: UnitFilter): boolean =>
  Object.entries(filter).some(([key, value]) => value !== NO_FILTER[key as keyof UnitFilter]);

/** The distinct non-empty subjects or grades, sorted for the user's language (filter menus). */
export function distinctValues(
  units: readonly Unit[],
  field: 'subject' | 'grade',
  locale = 'en',
): string[] {
  const values = new Set(units.map((unit) => unit[field]).filter(Boolean));
  return [...values].sort(new Intl.Collator(locale, { numeric: true }).compare);
}

/** A status from untrusted text (the address, a select), or '' for any. */
export const statusOf = (value: string | null): UnitStatus | '' =>
  UNIT_STATUSES.find((status) => status === value) ?? '';

export const filterFromParams = (params: URLSearchParams): UnitFilter => ({
  text: params.get('q') ?? '',
  teamId: params.get('team') ?? '',
  subject: params.get('subject') ?? '',
  grade: params.get('grade') ?? '',
  status: statusOf(params.get('status')),
  whose: ownerChoiceOf(params.get('whose')),
  standard: params.get('standard') ?? '',
  year: params.get('year') ?? '',
  exemplarsOnly: params.get('exemplars') === '1',
});

/** Only the filters that are set, so an unfiltered list has a clean address. */
export function paramsOfFilter(filter: UnitFilter): Record<string, string> {
  const params: Record<string, string> = {
    q: filter.text,
    team: filter.teamId,
    subject: filter.subject,
    grade: filter.grade,
    status: filter.status,
    whose: filter.whose,
    standard: filter.standard,
    year: filter.year,
    exemplars: filter.exemplarsOnly ? '1' : '',
  };
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
}
