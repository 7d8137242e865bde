import { classroomUnitAiPath, planReviewPath } from './route-paths';
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

it("builds the path of a plan's review, which the route table serves", () => {
  const path = planReviewPath('unit 1/a');
  expect(path).toBe('/units/plan/review/unit%201%2Fa');
  expect(remoteRoutes.find((route) => route.path === '/units/plan/review/:id')).toMatchObject({
    remote: 'remote_planning',
    page: 'unitPlanReview',
  });
});
