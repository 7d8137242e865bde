// "Drafts to finish" on the dashboard: what the teacher started and has not published yet, and
// the plans a leader sent back for changes.
import {
  reviewStatusOf,
  type Experience,
  type PlanReviewStatus,
  type Unit,
  type UnitPlan,
} from '@lesson-planner/shared-contracts/planning';

export type DraftToFinish =
  | {
      kind: 'unit';
      id: string;
      title: string;
      /** The plan's lesson count and review status; null without a plan. */
      lessons: number | null;
      reviewStatus: PlanReviewStatus | null;
      /** Why the leader asked for changes, while the plan waits on them; null otherwise. */
      reason: string | null;
      changed: number;
    }
  | { kind: 'experience'; id: string; title: string; changed: number };

/** How many drafts the card lists; the lists hold the rest. */
export const DRAFTS_LIMIT = 5;

const needsChanges = (draft: DraftToFinish) =>
  draft.kind === 'unit' && draft.reviewStatus === 'changesRequested';

/**
 * The units (with their plan's lesson count and review status) and experiences `uid` owns that
 * are still drafts, and the units whose plan the leader sent back for changes even when
 * published. Those needing changes lead (they wait on the teacher), then the most recently
 * changed. Rubrics have no draft status, so none are listed.
 */
export function draftsToFinish(
  uid: string,
  units: readonly Unit[],
  plans: readonly UnitPlan[],
  experiences: readonly Experience[],
): DraftToFinish[] {
  const planOf = new Map(plans.map((plan) => [plan.unitId, plan]));
  return [
    ...units
      .filter(
        (unit) =>
          unit.ownerId === uid &&
          (unit.status === 'draft' || planOf.get(unit.id)?.reviewStatus === 'changesRequested'),
      )
      .map((unit): DraftToFinish => {
        const plan = planOf.get(unit.id);
        const status = plan ? reviewStatusOf(plan) : null;
        return {
          kind: 'unit',
          id: unit.id,
          title: unit.title,
          lessons: plan ? plan.lessons.length : null,
          reviewStatus: status,
          reason: status === 'changesRequested' ? (plan?.lastReview?.reason ?? null) : null,
          changed: (unit.updatedAt ?? unit.createdAt).getTime(),
        };
      }),
    ...experiences
      .filter((experience) => experience.ownerId === uid && experience.status === 'draft')
      .map((experience): DraftToFinish => ({
        kind: 'experience',
        id: experience.id,
        title: experience.title,
        changed: experience.updatedAt.getTime(),
      })),
  ]
    .sort((a, b) => Number(needsChanges(b)) - Number(needsChanges(a)) || b.changed - a.changed)
    .slice(0, DRAFTS_LIMIT);
}
