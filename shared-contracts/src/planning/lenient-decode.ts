// Units and unit plans read field by field (see shared-contracts/decoding): a bad big idea or
// lesson is left out and named, and the rest of the document still shows.
import { decodeObject, type Unreadable } from '@lesson-planner/shared-contracts/decoding';
import { UnitPlanSchema, type UnitPlan } from './unit-plan';
import { UnitSchema, type Unit } from './unit';

export { isUnreadable, type Unreadable } from '@lesson-planner/shared-contracts/decoding';

const UNIT_IDENTITY = new Set(['id', 'teamId', 'ownerId', 'createdAt', 'updatedAt']);
const PLAN_IDENTITY = new Set([
  'id',
  'unitId',
  'teamId',
  'ownerId',
  'version',
  'updatedBy',
  'createdAt',
  'updatedAt',
]);

/** A unit with every part that could be read; throws only when its identity cannot be. */
export function decodeUnit(data: Record<string, unknown>): Unit & Unreadable {
  const unreadable: string[] = [];
  const unit = decodeObject(UnitSchema, data, '', unreadable, UNIT_IDENTITY) as Unit;
  return { ...unit, unreadable };
}

/** A plan with every lesson (and every part of a lesson) that could be read. */
export function decodeUnitPlan(data: Record<string, unknown>): UnitPlan & Unreadable {
  const unreadable: string[] = [];
  const plan = decodeObject(UnitPlanSchema, data, '', unreadable, PLAN_IDENTITY) as UnitPlan;
  return { ...plan, unreadable };
}
