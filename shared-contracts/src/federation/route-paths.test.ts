import { classroomUnitAiPath } from './route-paths';
import { remoteRoutes } from './route-table';

it('builds a path the route table serves with the AI unit planner', () => {
  const path = classroomUnitAiPath('team 1/5A&B');
  const url = new URL(path, 'https://example.test');
  expect(remoteRoutes.find((route) => route.path === url.pathname)).toMatchObject({
    remote: 'remote_planning',
    page: 'classroomUnitAi',
  });
  expect(url.searchParams.get('classroomId')).toBe('team 1/5A&B');
  expect(classroomUnitAiPath()).toBe(url.pathname);
});
