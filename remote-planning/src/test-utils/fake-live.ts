// Live queries' stand-ins in component tests, whose api modules are mocked: the real layer
// (liveQuery, one listener per key) fed by the mocked one-shot reads. `pushLive()` reads each
// running listener's data again and publishes it, as a teammate's change reaches a Firestore
// listener; a page that read once would not show it.
import { liveQuery, type QueryKey } from '@lesson-planner/shared-contracts/server-state';

const running = new Set<() => void>();
afterEach(() => running.clear());

export const fakeLive = <T, K extends QueryKey>(queryKey: K, read: () => Promise<T>) =>
  liveQuery(queryKey, (emit, fail) => {
    const push = () => void read().then(emit, fail);
    running.add(push);
    push();
    return () => running.delete(push);
  });

/** Every running listener hears from the server again (the mocked reads' current answers). */
export function pushLive(): void {
  for (const push of running) push();
}

/**
 * The school-time, unit, plan and team reads as jest.mock factories: their one-shot reads
 * jest.fn()s, their live queries fakeLive over them (with the real keys).
 */
export function mockSchoolTimeReads() {
  const { schoolTimeKeys } = jest.requireActual('../api/school-time-reads');
  const reads = {
    listTeamTemplates: jest.fn(),
    fetchDefaultTemplateId: jest.fn(),
    fetchTemplate: jest.fn(),
    listTeamClassroomSlots: jest.fn(),
    listTeamSchedules: jest.fn(),
    listTeamLostDays: jest.fn(),
    listTeamTimedClassrooms: jest.fn(),
    listTeamNotes: jest.fn(),
  };
  const keys = schoolTimeKeys as typeof import('../api/school-time-reads').schoolTimeKeys;
  return {
    ...reads,
    schoolTimeKeys,
    teamTemplatesQuery: (teamId: string) =>
      fakeLive(keys.templates(teamId), () => reads.listTeamTemplates(teamId)),
    teamDefaultTemplateQuery: (teamId: string) =>
      fakeLive(keys.defaultTemplate(teamId), () => reads.fetchDefaultTemplateId(teamId)),
    teamClassroomSlotsQuery: (teamId: string) =>
      fakeLive(keys.slots(teamId), () => reads.listTeamClassroomSlots(teamId)),
    teamSchedulesQuery: (teamId: string) =>
      fakeLive(keys.schedules(teamId), () => reads.listTeamSchedules(teamId)),
    teamLostDaysQuery: (teamId: string) =>
      fakeLive(keys.lostDays(teamId), () => reads.listTeamLostDays(teamId)),
    teamNotesQuery: (teamId: string, from: string, to: string) =>
      fakeLive(keys.notes(teamId, from, to), () => reads.listTeamNotes(teamId, from, to)),
    teamTimedClassroomsQuery: (teamId: string) =>
      fakeLive(keys.classrooms(teamId), () => reads.listTeamTimedClassrooms(teamId)),
  };
}

export function mockUnitReads() {
  const { unitKeys } = jest.requireActual('../api/unit-reads');
  const listUnitsOfTeams = jest.fn();
  return {
    listUnitsOfTeams,
    teamUnitsQuery: (teamId: string) =>
      fakeLive(unitKeys.ofTeam(teamId), () => listUnitsOfTeams([teamId])),
  };
}

export function mockUnitPlanReads() {
  const { unitPlanKeys } = jest.requireActual('../api/unit-plan-reads');
  const listTeamUnitPlans = jest.fn();
  return {
    listTeamUnitPlans,
    teamUnitPlansQuery: (teamId: string) =>
      fakeLive(unitPlanKeys.ofTeam(teamId), () => listTeamUnitPlans(teamId)),
  };
}

export function mockTeamDirectory() {
  const { teamKeys } = jest.requireActual('../api/team-directory');
  const listMyTeams = jest.fn();
  const listTeamMembers = jest.fn();
  return {
    listMyTeams,
    listTeamMembers,
    myTeamsQuery: (uid: string) => ({
      queryKey: teamKeys.mine(uid),
      queryFn: () => listMyTeams(uid),
      staleTime: Infinity,
    }),
    teamMembersQuery: (teamId: string) =>
      fakeLive(teamKeys.members(teamId), () => listTeamMembers(teamId)),
  };
}
