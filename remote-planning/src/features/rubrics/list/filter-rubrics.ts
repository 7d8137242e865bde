// The rubric list's search and filters: pure, and kept in the address
// (?q=&whose=&type=&subject=&grade=&unit=&experience=) so Back and a shared link keep them.
import {
  RUBRIC_TYPES,
  type Rubric,
  type RubricType,
} from '@lesson-planner/shared-contracts/planning';

import { matchesOwner, ownerChoiceOf, type OwnerChoice } from '../../../components/owner-filter';

export interface RubricFilter {
  /** Matched against title, description, subject, grade and criteria titles, without case. */
  text: string;
  /** Mine: rubrics I own. Shared with me: my teams' rubrics someone else owns. */
  whose: OwnerChoice;
  type: RubricType | '';
  subject: string;
  grade: string;
  unitId: string;
  experienceId: string;
}

export const NO_RUBRIC_FILTER: RubricFilter = {
  text: '',
  whose: '',
  type: '',
  subject: '',
  grade: '',
  unitId: '',
  experienceId: '',
};

const fold = (value: string, locale: string) => value.normalize('NFC').toLocaleLowerCase(locale);

export function filterRubrics(
  rubrics: readonly Rubric[],
  filter: RubricFilter,
  uid: string | null,
  locale = 'en',
): Rubric[] {
  const text = fold(filter.text.trim(), locale);
  return rubrics.filter(
    (rubric) =>
      matchesOwner(filter.whose, rubric.ownerId === uid) &&
      (!filter.type || rubric.type === filter.type) &&
      (!filter.subject || rubric.subject === filter.subject) &&
      (!filter.grade || rubric.grade === filter.grade) &&
      (!filter.unitId || rubric.unitIds.includes(filter.unitId)) &&
      (!filter.experienceId || rubric.experienceIds.includes(filter.experienceId)) &&
      (!text ||
        [
          rubric.title,
          rubric.description,
          rubric.subject,
          rubric.grade,
          ...rubric.criteria.map((criterion) => criterion.title),
        ].some((field) => fold(field, locale).includes(text))),
  );
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((candidate) => candidate === value) ?? '';

export const rubricFilterFromParams = (params: URLSearchParams): RubricFilter => ({
  text: params.get('q') ?? '',
  whose: ownerChoiceOf(params.get('whose')),
  type: oneOf(RUBRIC_TYPES, params.get('type')),
  subject: params.get('subject') ?? '',
  grade: params.get('grade') ?? '',
  unitId: params.get('unit') ?? '',
  experienceId: params.get('experience') ?? '',
});

/** Only the filters that are set, so an unfiltered list has a clean address. */
export function paramsOfRubricFilter(filter: RubricFilter): Record<string, string> {
  const params: Record<string, string> = {
    q: filter.text,
    whose: filter.whose,
    type: filter.type,
    subject: filter.subject,
    grade: filter.grade,
    unit: filter.unitId,
    experience: filter.experienceId,
  };
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
}

/** The distinct non-empty values of a field, sorted for the user's language. */
export function distinctRubricValues(
  rubrics: readonly Rubric[],
  field: 'subject' | 'grade',
  locale = 'en',
): string[] {
  const values = new Set(rubrics.map((rubric) => rubric[field]).filter(Boolean));
  return [...values].sort(new Intl.Collator(locale, { numeric: true }).compare);
}
