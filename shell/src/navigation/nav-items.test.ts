import { navItems } from './nav-items';

const paths = (signedIn: boolean, teamCount: number) =>
  navItems({ signedIn, teamCount }).map((item) => item.to);

describe('navigation items', () => {
  it('shows only home to a signed-out visitor', () => {
    expect(paths(false, 3)).toEqual(['/']);
  });

  it('adds dashboard, unit plans and experiences for a signed-in teacher without a team', () => {
    expect(paths(true, 0)).toEqual(['/', '/dashboard', '/units/plan', '/experiences']);
  });

  it('adds the weekly planner and rubrics once the teacher belongs to a team', () => {
    expect(paths(true, 1)).toEqual([
      '/',
      '/dashboard',
      '/units/plan',
      '/experiences',
      '/planner/weekly',
      '/rubrics',
    ]);
  });
});
