// "Drafts to finish" on the dashboard: what the teacher started and has not published yet.
import type { Experience, Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';

export type DraftToFinish =
  | { kind: 'unit'; id: string; title: string; lessons: number | null; changed: number }
  | { kind: 'experience'; id: string; title: string; changed: number };

/** How many drafts the card lists; the lists hold the rest. */
export const DRAFTS_LIMIT = 5;

/**
 * The units (with their plan's lesson count, null without a plan) and experiences `uid` owns
 * that are still drafts, the most recently changed first. Rubrics have no draft status, so
 * none are listed.
 */
export function draftsToFinish(
  uid: string,
  units: readonly Unit[],
  plans: readonly UnitPlan[],
  experiences: readonly Experience[],
): DraftToFinish[] {
  const lessonsOf = new Map(plans.map((plan) => [plan.unitId, plan.lessons.length]));
  return [
    ...units
      .filter((unit) => unit.ownerId === uid && unit.status === 'draft')
      .map((unit): DraftToFinish => ({
        kind: 'unit',
        id: unit.id,
        title: unit.title,
        lessons: lessonsOf.get(unit.id) ?? null,
        changed: (unit.updatedAt ?? unit.createdAt).getTime(),
      })),
    ...experiences
      .filter((experience) => experience.ownerId === uid && experience.status === 'draft')
      .map((experience): DraftToFinish => ({
        kind: 'experience',
        id: experience.id,
        title: experience.title,
        changed: experience.updatedAt.getTime(),
      })),
  ]
    .sort((a, b) => b.changed - a.changed)
    .slice(0, DRAFTS_LIMIT);
}
