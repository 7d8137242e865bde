// A team's time read once (for a copy, a map) goes through the query cache the live readings
// fill: while a page shows the team's time it is not read again, and alone it is read once.
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { schoolTimeKeys } from '../../../api/school-time-reads';
import { unitPlanKeys } from '../../../api/unit-plan-reads';
import { unitKeys } from '../../../api/unit-reads';
import { listensTo, serve } from '../../../test-utils/fake-live';
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
  serve(schoolTimeKeys.templates('t1'), []);
  serve(schoolTimeKeys.defaultTemplate('t1'), null);
  serve(schoolTimeKeys.slots('t1'), new Map());
  serve(schoolTimeKeys.schedules('t1'), []);
  serve(schoolTimeKeys.lostDays('t1'), []);
  serve(schoolTimeKeys.classrooms('t1'), classrooms);
  serve(unitKeys.ofTeam('t1'), []);
  serve(unitPlanKeys.ofTeam('t1'), []);
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
  expect(listensTo(schoolTimeKeys.classrooms('t1'))).toBe(1);
  expect(listensTo(schoolTimeKeys.templates('t1'))).toBe(1);
});

it('reads the time of a team no page shows', async () => {
  const time = await readTeamTime('t1', client);

  expect(time).toMatchObject({ teamId: 't1', defaultTemplateId: null, classrooms });
  expect(listensTo(schoolTimeKeys.classrooms('t1'))).toBe(1);
});
