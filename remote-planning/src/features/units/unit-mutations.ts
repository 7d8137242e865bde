// Creating, saving and deleting a unit. The units' queries are live, so each change reaches every
// open list and page through its listener; a save and a delete also write into the cache at once,
// so the page that follows never shows the unit as it was.
import type { Unit, Unreadable } from '@lesson-planner/shared-contracts/planning';
import { useMutation, useQueryClient } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { PlanningFailure, type PlanningFailureCode } from '../../api/planning-failure';
import { editableUnitFields, type UnitInput } from '../../api/unit-document';
import { unitKeys } from '../../api/unit-reads';
import * as writes from '../../api/unit-writes';

function useUid(): () => string {
  const uid = useSession((session) => session.user?.uid ?? null);
  return () => {
    if (!uid) throw new PlanningFailure('notSignedIn');
    return uid;
  };
}

/** The failure's code, for the form or dialog to say. */
export const failureOf = (error: Error | null): PlanningFailureCode | undefined =>
  error ? PlanningFailure.from(error).code : undefined;

/** A failure the user cannot act on is also kept in the console. */
function logUnexpected(error: Error) {
  const { code } = PlanningFailure.from(error);
  if (code === 'unknown' || code === 'network') console.error('Unit change failed', error);
}

/** Creates a unit the user owns; resolves its id. */
export function useCreateUnit() {
  const uid = useUid();
  return useMutation({
    mutationFn: (input: UnitInput) => writes.createUnit(input, uid()),
    onError: logUnexpected,
  });
}

/** Saves the edited fields of a unit (its team never changes). */
export function useUpdateUnit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ unit, input }: { unit: Unit; input: UnitInput }) =>
      writes.updateUnit(unit.id, input),
    onError: logUnexpected,
    onSuccess: (_saved, { unit, input }) => {
      // Every field the form shows is written again, so nothing is left unreadable.
      const { unreadable: _written, ...rest } = unit as Unit & Partial<Unreadable>;
      const saved: Unit = { ...rest, ...editableUnitFields(input), updatedAt: new Date() };
      client.setQueryData(unitKeys.detail(unit.id), saved);
      client.setQueryData(unitKeys.ofTeam(unit.teamId), (units: Unit[] | undefined) =>
        units?.map((other) => (other.id === unit.id ? saved : other)),
      );
    },
  });
}

/** Deletes the unit and its plan; it leaves the team's list at once. */
export function useDeleteUnit() {
  const client = useQueryClient();
  const uid = useUid();
  return useMutation({
    mutationFn: (unit: Unit) => writes.deleteUnit(unit, uid()),
    onError: logUnexpected,
    onSuccess: (_deleted, unit) =>
      client.setQueryData(unitKeys.ofTeam(unit.teamId), (units: Unit[] | undefined) =>
        units?.filter((other) => other.id !== unit.id),
      ),
  });
}
