// The main navigation as people use it: the bar's Plan, Teach and Team menus (wide frame) and
// the drawer's grouped links, offering what the visitor's membership and role allow and marking
// where the page is.
import '../test-utils/text-encoder';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// A memory router for the test (the facade carries only what browsers use); no bundle has it.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter, useLocation } from 'react-router';
import { publish } from '@lesson-planner/shared-contracts/events';
import { useSession, type SessionProfile } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { renderWithProviders } from '../test-utils/render-with-providers';
import { NavLinks } from './NavLinks';
import { NavMenus } from './NavMenus';

jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../shared-contracts/src/session/session-store'),
);

const profile = (overrides: Partial<SessionProfile>): SessionProfile => ({
  displayName: 'Malee Teacher',
  role: 'teacher',
  isAdmin: false,
  isTeamLeader: false,
  teams: [],
  preferences: null,
  ...overrides,
});

const signIn = (overrides: Partial<SessionProfile> = {}) =>
  useSession.setState({ ...signedInAs('u1'), profile: profile(overrides) });

function ShownPath() {
  return <output aria-label="Shown path">{useLocation().pathname}</output>;
}

/** `ui` at `path`, under a router whose location the test reads (shownPath). */
async function renderAt(path: string, ui: React.ReactElement, language = 'en') {
  await renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <ShownPath />
    </MemoryRouter>,
    { language },
  );
}

const shownPath = () => screen.getByRole('status', { name: 'Shown path' }).textContent;

const groupButton = (name: string) => screen.getByRole('button', { name });

/** The items of one group's menu, opened by click and closed again. */
async function menuItems(group: string) {
  const user = userEvent.setup();
  await user.click(groupButton(group));
  const items = within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return items;
}

afterEach(() => useSession.setState({ status: 'signed-out', user: null, profile: null }));

describe('the bar’s menus', () => {
  it('offer a teacher outside a team everything but the team-only and leader items', async () => {
    signIn();
    await renderAt('/dashboard', <NavMenus />);
    expect(await menuItems('Plan')).toEqual(['Units', 'Unit plans', 'Experiences']);
    expect(await menuItems('Teach')).toEqual(['Scheduler', 'Classrooms']);
    expect(await menuItems('Team')).toEqual(['Curriculum', 'My teams']);
  });

  it('add rubrics and the weekly planner for a team member, but no schedule templates', async () => {
    signIn({ teams: ['t1'] });
    await renderAt('/dashboard', <NavMenus />);
    expect(await menuItems('Plan')).toEqual(['Units', 'Unit plans', 'Experiences', 'Rubrics']);
    expect(await menuItems('Teach')).toEqual(['Weekly planner', 'Scheduler', 'Classrooms']);
    expect(await menuItems('Team')).toEqual(['Curriculum', 'My teams']);
  });

  it('add the leaders’ pages under Team for a team leader', async () => {
    signIn({ teams: ['t1'], role: 'leader', isTeamLeader: true });
    await renderAt('/dashboard', <NavMenus />);
    expect(await menuItems('Team')).toEqual([
      'Curriculum',
      'My teams',
      'Plans to review',
      'Usage report',
      'Schedule templates',
      'Curriculum map',
      'Team coverage',
    ]);
  });

  it('count the allowance alerts a leader has not seen beside Team and My teams', async () => {
    signIn({ teams: ['t1'], role: 'leader', isTeamLeader: true });
    await renderAt('/dashboard', <NavMenus />);
    act(() => publish('allowance:unseen-notices', { count: 2 }));
    try {
      await userEvent.click(groupButton('Team 2 allowance alerts'));
      expect(
        within(screen.getByRole('menu')).getByRole('menuitem', { name: /^My teams/ }),
      ).toHaveTextContent('My teams22 allowance alerts');
      await userEvent.keyboard('{Escape}');
    } finally {
      act(() => publish('allowance:unseen-notices', { count: 0 }));
    }
    expect(groupButton('Team')).toBeInTheDocument();
  });

  it('mark the group holding the page, and the page’s own item inside it', async () => {
    signIn({ teams: ['t1'] });
    await renderAt('/units/plan/edit/u1', <NavMenus />);
    expect(groupButton('Plan')).toHaveAttribute('aria-current', 'true');
    expect(groupButton('Teach')).not.toHaveAttribute('aria-current');
    expect(groupButton('Team')).not.toHaveAttribute('aria-current');
    await userEvent.click(groupButton('Plan'));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Unit plans' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Units' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('open from the keyboard and lead to the chosen page, which then marks its group', async () => {
    signIn();
    const user = userEvent.setup();
    await renderAt('/dashboard', <NavMenus />);
    expect(groupButton('Teach')).not.toHaveAttribute('aria-current');
    groupButton('Teach').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Scheduler' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Classrooms' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(shownPath()).toBe('/classroom');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(groupButton('Teach')).toHaveAttribute('aria-current', 'true');
    expect(groupButton('Teach')).toHaveFocus();
  });

  it('are real links, so a page can open in a new tab', async () => {
    signIn();
    await renderAt('/dashboard', <NavMenus />);
    await userEvent.click(groupButton('Plan'));
    expect(screen.getByRole('menuitem', { name: 'Unit plans' })).toHaveAttribute(
      'href',
      '/units/plan',
    );
  });

  it('give a signed-out visitor only the home link, marked on the home page', async () => {
    await renderAt('/', <NavMenus />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the drawer’s links', () => {
  it('list the dashboard, then each group’s items under its name, the current one marked', async () => {
    signIn({ teams: ['t1'], role: 'leader' });
    await renderAt('/classroom/create', <NavLinks onNavigate={() => {}} />, 'th');
    const groups = ['วางแผน', 'สอน', 'ทีม'].map((name) => screen.getByRole('list', { name }));
    expect(groups.map((list) => within(list).getAllByRole('link').length)).toEqual([4, 3, 7]);
    expect(within(groups[2]!).getByRole('link', { name: 'แม่แบบตารางเรียน' })).toBeInTheDocument();
    const current = screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => link.textContent)).toEqual(['ห้องเรียน']);
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('แดชบอร์ด');
  });

  it('close the drawer when a link is followed', async () => {
    signIn();
    const onNavigate = jest.fn();
    await renderAt('/dashboard', <NavLinks onNavigate={onNavigate} />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Units' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(shownPath()).toBe('/units');
  });
});
