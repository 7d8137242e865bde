// Grounding: a draft is given the team's standards (the ones chosen for it and the rest of its
// frameworks for the subject and grade) with what is already taught, and may cite only those.
// Whatever else a model cites (an invented code, a standard of another team, a typo in an id)
// is dropped by the job's parse; here it is counted, so the teacher is told what was left out.
import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type { DraftStandard } from './draft-provider';

/** What a job's input says about the standards it may cite. */
export interface GroundedInput {
  /** The standards chosen for the draft (the unit's, or those the teacher picked). */
  standards: readonly DraftStandard[];
  /** The team's other standards for the subject and grade, citable when they fit. */
  frameworkStandards?: readonly DraftStandard[];
}

/** Every standard the draft may cite: the chosen ones, then the rest of the frameworks'. */
export function citableStandards(input: GroundedInput): DraftStandard[] {
  const chosen = new Set(input.standards.map(standardRefKey));
  return [
    ...input.standards,
    ...(input.frameworkStandards ?? []).filter((standard) => !chosen.has(standardRefKey(standard))),
  ];
}

/** The chosen standards not yet taught first (coverage gaps are what a draft should fill). */
export function gapsFirst<T extends Pick<DraftStandard, 'taught'>>(standards: readonly T[]): T[] {
  return [
    ...standards.filter((standard) => !standard.taught),
    ...standards.filter((standard) => standard.taught),
  ];
}

/** Every standard reference in a JSON value (any object with string ids), once each. */
export function citedRefs(value: unknown): StandardRef[] {
  const refs = new Map<string, StandardRef>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (typeof node === 'object' && node !== null) {
      const { frameworkId, standardId } = node as Record<string, unknown>;
      if (typeof frameworkId === 'string' && typeof standardId === 'string') {
        const ref = { frameworkId, standardId };
        refs.set(standardRefKey(ref), ref);
      }
      Object.values(node).forEach(visit);
    }
  };
  visit(value);
  return [...refs.values()];
}

/**
 * How many different standards the model's reply cites that its validated draft no longer
 * holds: those the job's parse left out because they are not among the citable ones.
 */
export function countDroppedCitations(replyJson: string, draft: object): number {
  let reply: unknown;
  try {
    reply = JSON.parse(replyJson);
  } catch {
    return 0; // the draft was parsed from this text, so this does not happen
  }
  const kept = new Set(citedRefs(draft).map(standardRefKey));
  return citedRefs(reply).filter((ref) => !kept.has(standardRefKey(ref))).length;
}
