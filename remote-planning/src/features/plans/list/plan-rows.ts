// The list page's two lists from the plans and units of the user's teams. Pure, so the join is
// tested without rendering.
import type { Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';

export interface PlanRow {
  plan: UnitPlan;
  /** Null when the unit cannot be read (deleted, or not visible to the user). */
  unit: Unit | null;
}

export interface PlanLists {
  /** Most recently updated first. */
  planned: PlanRow[];
  /** The units that have no plan yet, in the units' order. */
  unplanned: Unit[];
}

export function planLists(plans: readonly UnitPlan[], units: readonly Unit[]): PlanLists {
  const unitsById = new Map(units.map((unit) => [unit.id, unit]));
  const plannedUnitIds = new Set(plans.map((plan) => plan.unitId));
  return {
    planned: [...plans]
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .map((plan) => ({ plan, unit: unitsById.get(plan.unitId) ?? null })),
    unplanned: units.filter((unit) => !plannedUnitIds.has(unit.id)),
  };
}
