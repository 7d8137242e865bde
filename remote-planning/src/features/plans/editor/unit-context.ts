// What both plan pages need besides the plan: the unit, whether the user may edit its plan, and
// the codes and descriptions of its standards. The unit is live and shared with every other
// reader of it (the units list, the unit page).
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useQuery, type Loaded } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { useMyTeams } from '../../../api/my-teams-data';
import { standardsByRefQuery } from '../../../api/standard-queries';
import { unitQuery } from '../../../api/unit-reads';
import { mayEditUnit } from '../../../rules/unit-access';

export interface UnitContext {
  unit: Unit;
  canEdit: boolean;
}

/** The unit and whether the user may plan it; its failure is the unit's. */
export function useUnitContext(unitId: string): Loaded<UnitContext> {
  const uid = useSession((session) => session.user?.uid ?? null);
  const unit = useQuery({ ...unitQuery(unitId), enabled: uid !== null });
  // Only a team leader's rights need the teams. Teams that cannot be read grant nothing.
  const teams = useMyTeams();
  const data = ((): UnitContext | undefined => {
    if (!unit.data) return undefined;
    // The same people edit a unit and plan its lessons.
    if (mayEditUnit(unit.data, uid, false)) return { unit: unit.data, canEdit: true };
    if (teams.data === undefined && !teams.isError) return undefined;
    const leads = (teams.data ?? []).some((team) => team.id === unit.data.teamId && team.isLeader);
    return { unit: unit.data, canEdit: mayEditUnit(unit.data, uid, leads) };
  })();
  return { data, error: unit.error, refetch: () => void unit.refetch() };
}

/**
 * The unit's standards keyed by standardRefKey; null while loading. When they cannot be read
 * the map is empty and the lessons show the bare references.
 */
export function useUnitStandards(unit: Unit | null): ReadonlyMap<string, Standard> | null {
  const { data, isError } = useQuery({
    ...standardsByRefQuery(unit?.teamId ?? '', unit?.standards ?? []),
    enabled: unit !== null,
  });
  return data ?? (isError ? new Map() : null);
}
