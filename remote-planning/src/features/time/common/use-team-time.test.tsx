// A team's time read once (for a copy, a map) goes through the query cache the live readings
// fill: while a page shows the team's time it is not read again, and alone it is read once.
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  fetchDefaultTemplateId,
  listTeamClassroomSlots,
  listTeamLostDays,
  listTeamSchedules,
  listTeamTemplates,
  listTeamTimedClassrooms,
} from '../../../api/school-time-reads';
import { listTeamUnitPlans } from '../../../api/unit-plan-reads';
import { listUnitsOfTeams } from '../../../api/unit-reads';
import { readTeamTime, useTeamTime } from './use-team-time';

jest.mock('../../../api/school-time-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockSchoolTimeReads(),
);
jest.mock('../../../api/unit-plan-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockUnitPlanReads(),
);
jest.mock('../../../api/unit-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockUnitReads(),
);

const classrooms = [{ id: '5a', name: '5A', teamId: 't1', teacherIds: ['me'], archived: false }];
let client: QueryClient;

beforeEach(() => {
  jest.resetAllMocks();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  jest.mocked(listTeamTemplates).mockResolvedValue([]);
  jest.mocked(fetchDefaultTemplateId).mockResolvedValue(null);
  jest.mocked(listTeamClassroomSlots).mockResolvedValue(new Map());
  jest.mocked(listTeamSchedules).mockResolvedValue([]);
  jest.mocked(listTeamLostDays).mockResolvedValue([]);
  jest.mocked(listTeamTimedClassrooms).mockResolvedValue(classrooms);
  jest.mocked(listUnitsOfTeams).mockResolvedValue([]);
  jest.mocked(listTeamUnitPlans).mockResolvedValue([]);
});

// Removing the queries stops their listeners.
afterEach(() => client.clear());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

it('takes the time a page already shows, without reading it again', async () => {
  const { result } = renderHook(() => useTeamTime('t1'), { wrapper });
  await waitFor(() => expect(result.current.time).not.toBeNull());

  const time = await readTeamTime('t1', client);

  expect(time).toEqual(result.current.time);
  expect(listTeamTimedClassrooms).toHaveBeenCalledTimes(1);
  expect(listTeamTemplates).toHaveBeenCalledTimes(1);
});

it('reads the time of a team no page shows', async () => {
  const time = await readTeamTime('t1', client);

  expect(time).toMatchObject({ teamId: 't1', defaultTemplateId: null, classrooms });
  expect(listTeamTimedClassrooms).toHaveBeenCalledWith('t1');
});
