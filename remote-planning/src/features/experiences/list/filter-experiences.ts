// The experience list's filters: pure, so they are tested apart from the page, and kept in the
// address (?whose=&q=&team=&type=&unit=&status=) so Back and a shared link keep them.
import {
  EXPERIENCE_STATUSES,
  EXPERIENCE_TYPES,
  type Experience,
  type ExperienceStatus,
  type ExperienceType,
} from '@lesson-planner/shared-contracts/planning';

import { matchesOwner, ownerChoiceOf, type OwnerChoice } from '../../../components/owner-filter';

export interface ExperienceFilter {
  /** Mine: I own or work on it. Shared with me: the rest of my teams' experiences. */
  whose: OwnerChoice;
  /** Matched against title, summary, subject and grade, without case. */
  text: string;
  teamId: string;
  type: ExperienceType | '';
  unitId: string;
  status: ExperienceStatus | '';
}

export const isMine = (experience: Experience, uid: string | null): boolean =>
  uid !== null && (experience.ownerId === uid || experience.collaboratorIds.includes(uid));

const fold = (value: string, locale: string) => value.normalize('NFC').toLocaleLowerCase(locale);

export function filterExperiences(
  experiences: readonly Experience[],
  filter: ExperienceFilter,
  uid: string | null,
  locale = 'en',
): Experience[] {
  const text = fold(filter.text.trim(), locale);
  return experiences.filter(
    (experience) =>
      matchesOwner(filter.whose, isMine(experience, uid)) &&
      (!filter.teamId || experience.teamId === filter.teamId) &&
      (!filter.type || experience.type === filter.type) &&
      (!filter.unitId || experience.unitIds.includes(filter.unitId)) &&
      (!filter.status || experience.status === filter.status) &&
      (!text ||
        [experience.title, experience.summary, experience.subject, experience.grade].some((field) =>
          fold(field, locale).includes(text),
        )),
  );
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value && (values as readonly string[]).includes(value) ? (value as T) : '';

export function filterFromParams(params: URLSearchParams): ExperienceFilter {
  return {
    whose: ownerChoiceOf(params.get('whose')),
    text: params.get('q') ?? '',
    teamId: params.get('team') ?? '',
    type: oneOf(EXPERIENCE_TYPES, params.get('type')),
    unitId: params.get('unit') ?? '',
    status: oneOf(EXPERIENCE_STATUSES, params.get('status')),
  };
}

export function paramsOfFilter(filter: ExperienceFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.whose) params.set('whose', filter.whose);
  if (filter.text) params.set('q', filter.text);
  if (filter.teamId) params.set('team', filter.teamId);
  if (filter.type) params.set('type', filter.type);
  if (filter.unitId) params.set('unit', filter.unitId);
  if (filter.status) params.set('status', filter.status);
  return params;
}

/** Any filter beyond whose they are is set: an empty result then says so, not "nothing yet". */
export const isNarrowed = (filter: ExperienceFilter): boolean =>
  Boolean(filter.text || filter.teamId || filter.type || filter.unitId || filter.status);
