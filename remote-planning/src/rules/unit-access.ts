// Who may do what with a unit, as the security rules decide it; the screens only offer what
// will be allowed. Members of the team read every unit of it.
import type { Unit } from '@lesson-planner/shared-contracts/planning';

type UnitPeople = Pick<Unit, 'ownerId' | 'collaboratorIds'>;

/** The owner, a collaborator or a leader of the unit's team edits it (and plans its lessons). */
export const mayEditUnit = (unit: UnitPeople, uid: string | null, leadsTeam: boolean): boolean =>
  uid !== null && (leadsTeam || unit.ownerId === uid || unit.collaboratorIds.includes(uid));

/** Only the owner or a leader of the unit's team deletes it, with its plan. */
export const mayDeleteUnit = (unit: UnitPeople, uid: string | null, leadsTeam: boolean): boolean =>
  uid !== null && (leadsTeam || unit.ownerId === uid);

/** How the user stands to a unit, for marking "mine" in lists. */
export type UnitRelation = 'owner' | 'collaborator' | 'none';

export const relationTo = (unit: UnitPeople, uid: string | null): UnitRelation =>
  uid === null
    ? 'none'
    : unit.ownerId === uid
      ? 'owner'
      : unit.collaboratorIds.includes(uid)
        ? 'collaborator'
        : 'none';
