// The plan editor as a teacher uses it: saving over the version it started from, per-lesson
// messages that keep what was typed, a conflict with both ways out, the copy kept in the browser
// and offered back, the warning before leaving, reordering and the links to one lesson.
// The data layer, the AI panels, the print view and the review are replaced.
import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  Lesson,
  PlanLesson,
  Presence,
  Unit,
  UnitPlan,
} from '@lesson-planner/shared-contracts/planning';
import type { Blocker } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { fetchStandardsByRef } from '../../../api/curriculum-reads';
import { toUnitPlan } from '../../../api/codec';
import { listExperiencesOfUnit } from '../../../api/experience-reads';
import { PlanningFailure } from '../../../api/planning-failure';
import { fetchTeamAllowance } from '../../../api/team-directory';
import {
  announcePresence,
  readOwnHeartbeat,
  watchPresence,
  withdrawPresence,
} from '../../../api/presence';
import { fetchUnitPlan } from '../../../api/unit-plan-reads';
import { saveUnitPlan } from '../../../api/unit-plan-writes';
import { fetchUnit } from '../../../api/unit-reads';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import EditUnitPlanPage from './EditUnitPlanPage';
import { draftOfLesson, emptyLessonDraft } from './lesson-draft';
import { readLocalDraft, writeLocalDraft } from './local-draft';

// The plan is live: its first value read through fetchUnitPlan, later ones sent by the test.
jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('../../../api/unit-plan-reads', () => {
  const { listenOnce } = jest.requireActual('../../../test-utils/read-once');
  const fetchUnitPlan = jest.fn();
  return {
    fetchUnitPlan,
    unitPlanQuery: (planId: string) =>
      listenOnce(
        ['plan', planId],
        () => fetchUnitPlan(planId),
        (emit: (plan: UnitPlan) => void) => (mockLive.plan = emit),
      ),
  };
});
// When lessons fall is the time area's (its live queries, tested there): unknown here.
jest.mock('./use-lesson-meetings', () => ({
  useLessonMeetings: () => ({ byLesson: new Map(), meetingCount: null }),
}));
jest.mock('../../../api/presence', () => ({
  announcePresence: jest.fn(),
  readOwnHeartbeat: jest.fn(),
  withdrawPresence: jest.fn(),
  watchPresence: jest.fn(),
}));
jest.mock('../../../api/unit-plan-writes', () => ({
  createUnitPlan: jest.fn(),
  saveUnitPlan: jest.fn(),
}));
jest.mock('../../../api/unit-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const fetchUnit = jest.fn();
  return {
    fetchUnit,
    unitQuery: (unitId: string) => readOnce(['unit', unitId], () => fetchUnit(unitId)),
  };
});
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('../../../api/experience-reads', () => ({ listExperiencesOfUnit: jest.fn() }));
jest.mock('../../../api/team-directory', () => ({ fetchTeamAllowance: jest.fn() }));
jest.mock('../../../api/curriculum-reads', () => ({
  fetchStandardsByRef: jest.fn(),
  listTeamStandards: jest.fn(),
}));
jest.mock('../generation', () => ({
  UnitPlanDraftPanel: ({ onAccept }: { onAccept: (lessons: Lesson[]) => void }) => (
    <button type="button" onClick={() => onAccept([mockDraftedLesson])}>
      Accept drafted lessons
    </button>
  ),
  LessonDraftPanel: () => null,
}));
jest.mock('../print', () => ({
  ...jest.requireActual('../print'),
  PrintableUnitPlan: () => null,
}));
// The review has its own tests (features/plans/review).
jest.mock('../review', () => ({
  ReviewStateCard: () => null,
  LessonReviewComments: () => null,
  openReview: jest.fn(),
  closeReview: jest.fn(),
}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => ({ id: 'u1' }),
  useLocation: () => mockLocation,
  useNavigate: () => jest.fn(),
  useBlocker: (shouldBlock: ShouldBlock) => {
    mockRouter.shouldBlock = shouldBlock;
    // Like the router's, the blocker re-renders its user when it changes.
    return jest
      .requireActual('react')
      .useSyncExternalStore(mockRouter.subscribe, () => mockRouter.blocker);
  },
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

/** What the editor asks the router: whether this navigation must wait for the teacher. */
const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

type ShouldBlock = (navigation: {
  currentLocation: { pathname: string };
  nextLocation: { pathname: string };
}) => boolean;

/** The live readings' callbacks, as the editor started them: a test calls them as Firestore would. */
const mockLive: {
  plan: ((plan: UnitPlan) => void) | null;
  presence: ((entries: Presence[]) => void) | null;
} = { plan: null, presence: null };

const mockLocation = { pathname: '/units/plan/edit/u1', hash: '' };
const mockRouter: {
  shouldBlock: ShouldBlock | null;
  blocker: Blocker;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
  block: (blocker: Blocker) => void;
} = {
  listeners: new Set(),
  subscribe(listener) {
    mockRouter.listeners.add(listener);
    return () => mockRouter.listeners.delete(listener);
  },
  block(blocker) {
    mockRouter.blocker = blocker;
    act(() => mockRouter.listeners.forEach((listener) => listener()));
  },
  shouldBlock: null,
  blocker: { state: 'unblocked', location: undefined, proceed: undefined, reset: undefined },
};
const mockDraftedLesson: Lesson = {
  title: 'Drafted: fraction games',
  objectives: [],
  standards: [],
  activities: [{ title: 'Game', minutes: 40, description: '' }],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
};

const unit: Unit = {
  id: 'u1',
  title: 'Fractions',
  subject: 'Mathematics',
  grade: '5',
  classroomId: null,
  teamId: 't1',
  startDate: null,
  weeks: 4,
  bigIdeas: [],
  essentialQuestions: [],
  standards: [{ frameworkId: 'f1', standardId: 'ma%2E5%2E1' }],
  summativeAssessment: '',
  status: 'draft',
  ownerId: 'me',
  collaboratorIds: [],
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: null,
};

/** A stored lesson; its id is made from its title unless given. */
const lesson = (title: string, id = title.toLowerCase().replace(/[^a-z]+/g, '-')): PlanLesson => ({
  id,
  title,
  objectives: ['Compare fractions'],
  standards: [],
  activities: [{ title: 'Warm-up', minutes: 10, description: '' }],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});

const plan = (overrides: Partial<UnitPlan> = {}): UnitPlan => ({
  id: 'u1',
  unitId: 'u1',
  teamId: 't1',
  ownerId: 'me',
  lessons: [lesson('Halves'), lesson('Quarters')],
  version: 4,
  updatedBy: 'me',
  createdAt: new Date('2026-01-02T00:00:00Z'),
  updatedAt: new Date('2026-01-03T00:00:00Z'),
  ...overrides,
});

const signIn = (uid: string | null) =>
  useSession.setState({
    status: uid ? 'signed-in' : 'signed-out',
    user: uid ? { uid, email: null, displayName: null, photoURL: null, emailVerified: true } : null,
  });

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  mockLocation.hash = '';
  mockRouter.shouldBlock = null;
  mockRouter.blocker = {
    state: 'unblocked',
    location: undefined,
    proceed: undefined,
    reset: undefined,
  };
  signIn('me');
  jest.mocked(fetchUnitPlan).mockResolvedValue(plan());
  jest.mocked(announcePresence).mockResolvedValue(undefined);
  jest.mocked(readOwnHeartbeat).mockResolvedValue(null);
  jest.mocked(withdrawPresence).mockResolvedValue(undefined);
  jest.mocked(watchPresence).mockImplementation(async (_place, _uid, emit) => {
    mockLive.presence = emit;
    return () => undefined;
  });
  jest.mocked(fetchUnit).mockResolvedValue(unit);
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5')]);
  jest.mocked(listExperiencesOfUnit).mockResolvedValue([]);
  jest.mocked(fetchTeamAllowance).mockResolvedValue({ used: 6321, limit: 1_000_000 });
  jest.mocked(fetchStandardsByRef).mockResolvedValue(
    new Map([
      [
        'f1/ma%2E5%2E1',
        {
          id: 'ma%2E5%2E1',
          code: 'MA.5.1',
          description: 'Compare fractions',
          subject: '',
          gradeBand: '',
          strand: '',
          order: 0,
        },
      ],
    ]),
  );
});

// A change of user empties every store, so each test reads afresh.
afterEach(() => signIn(null));

const titleInputs = () => screen.getAllByRole('textbox', { name: 'Lesson title' });
const lessonCard = (number: number) => document.getElementById(`lesson-${number}`)!;
const outline = () => document.querySelector<HTMLElement>('nav[aria-label="Outline"]')!;
const status = () => screen.getByText(/^(Unsaved changes|All changes saved|Saved at|Saving)/);

async function openEditor() {
  await renderWithI18n(<EditUnitPlanPage />);
  return userEvent.setup();
}

it('shows the unit, its lessons and the unit standards as code and description', async () => {
  await openEditor();
  expect(screen.getByRole('heading', { level: 1, name: 'Edit unit plan' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fractions' })).toHaveAttribute('href', '/units/u1');
  expect(screen.getByRole('heading', { name: 'Lesson 1: Halves' })).toBeInTheDocument();
  // The first lesson opens; the others are summary cards.
  expect(titleInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['Halves']);
  const first = within(lessonCard(1));
  expect(first.getByRole('checkbox', { name: 'MA.5.1 Compare fractions' })).not.toBeChecked();
  expect(first.getByText('Total: 10 minutes')).toBeInTheDocument();
  const second = within(lessonCard(2));
  expect(second.queryByRole('textbox')).not.toBeInTheDocument();
  expect(second.getByText(/Warm-up 10 min/)).toBeInTheDocument();
  expect(status()).toHaveTextContent('All changes saved');
});

describe('with teammates in the plan', () => {
  it('shows a teammate’s saved lesson without a reload, leaving the field being typed in', async () => {
    const user = await openEditor();
    const title = titleInputs()[0]!;
    await user.type(title, ' and wholes');
    await waitFor(() => expect(mockLive.plan).not.toBeNull());

    await act(async () =>
      mockLive.plan!(
        plan({
          version: 5,
          lessons: [lesson('Halves'), lesson('Quarters and eighths', 'quarters')],
        }),
      ),
    );

    // The cache tells its readers on the next tick.
    expect(
      await screen.findByRole('heading', { name: 'Lesson 2: Quarters and eighths' }),
    ).toBeVisible();
    expect(title).toHaveValue('Halves and wholes');
    expect(title).toHaveFocus();
    expect(status()).toHaveTextContent('Unsaved changes');
  });

  it('names who else has the plan open and the lesson they are on, until they go quiet', async () => {
    await openEditor();
    await waitFor(() => expect(announcePresence).toHaveBeenCalled());
    expect(announcePresence).toHaveBeenCalledWith(
      { teamId: 't1', kind: 'unitPlan', docId: 'u1' },
      'me',
      '?',
      null,
    );
    const entry = (uid: string, name: string, focus: string | null, secondsAgo = 0) => ({
      uid,
      name,
      kind: 'unitPlan' as const,
      docId: 'u1',
      focus,
      lastSeen: new Date(Date.now() - secondsAgo * 1000),
    });
    await act(async () =>
      mockLive.presence!([
        entry('me', 'Me', null),
        entry('malee', 'Malee', 'quarters'),
        entry('noi', 'Noi', null, 60),
      ]),
    );

    const here = screen.getByRole('list', { name: 'Also here' });
    expect(
      within(here)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Malee · Lesson 2']);
    expect(within(outline()).getByText('Here: Malee')).toBeInTheDocument();
  });
});

it('jumps to a lesson from the outline, opening it alone', async () => {
  const user = await openEditor();
  // jsdom applies no media query, so the wide screen's outline is hidden (and nameless) here.
  const entry = () => within(outline()).getByText('Quarters').closest('a')!;
  expect(entry()).toHaveAttribute('href', '#lesson-2');
  await user.click(entry());
  await waitFor(() => expect(lessonCard(2)).toHaveFocus());
  expect(entry()).toHaveAttribute('aria-current', 'true');
  expect(titleInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['Quarters']);

  // On phones the outline is a lesson picker.
  const picker = screen.getByRole('combobox', { name: 'Go to lesson' });
  await user.selectOptions(
    picker,
    within(picker).getByRole('option', { name: '1. Halves · 10 min' }),
  );
  expect(titleInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['Halves']);
});

it('marks a lesson opened from its card as the current one in the outline', async () => {
  const user = await openEditor();
  const entry = (title: string) => within(outline()).getByText(title).closest('a')!;
  expect(entry('Halves')).toHaveAttribute('aria-current', 'true');
  await user.click(within(lessonCard(2)).getByRole('button', { name: /^Edit lesson 2/ }));
  expect(entry('Quarters')).toHaveAttribute('aria-current', 'true');
  expect(entry('Halves')).not.toHaveAttribute('aria-current', 'true');
  // Closing it again leaves the mark where it was.
  await user.click(within(lessonCard(2)).getByRole('button', { name: /^Close lesson 2/ }));
  expect(entry('Quarters')).toHaveAttribute('aria-current', 'true');
});

/** The save answers as the server would had no one else saved: what was sent, stored. */
const savesAsSent = () => {
  let version = 4;
  jest.mocked(saveUnitPlan).mockImplementation(async (_id, _base, lessons) => ({
    version: (version += 1),
    lessons: [...lessons],
  }));
};

it('saves what changed of the version it started from, with Ctrl+S too', async () => {
  savesAsSent();
  const user = await openEditor();
  const title = titleInputs()[0]!;
  await user.clear(title);
  await user.type(title, 'Halves and wholes');
  await user.click(within(lessonCard(1)).getByRole('checkbox', { name: /MA\.5\.1/ }));
  expect(status()).toHaveTextContent('Unsaved changes');

  await user.click(screen.getByRole('button', { name: 'Save plan' }));

  expect(saveUnitPlan).toHaveBeenCalledWith(
    'u1',
    plan().lessons,
    [
      {
        ...lesson('Halves and wholes', 'halves'),
        standards: [{ frameworkId: 'f1', standardId: 'ma%2E5%2E1' }],
      },
      lesson('Quarters'),
    ],
    4,
  );
  expect(status()).toHaveTextContent(/^Saved at/);

  await user.click(screen.getByRole('button', { name: 'Edit lesson 2: Quarters' }));
  await user.type(titleInputs()[1]!, '!');
  await user.keyboard('{Control>}s{/Control}');
  expect(saveUnitPlan).toHaveBeenLastCalledWith(
    'u1',
    [expect.anything(), lesson('Quarters')],
    [expect.anything(), lesson('Quarters!', 'quarters')],
    5,
  );
});

it('adds a linked experience as an activity with its duration, saved with its id', async () => {
  jest
    .mocked(listExperiencesOfUnit)
    .mockResolvedValue([
      { id: 'e1', title: 'Fraction hunt', duration: { amount: 2, unit: 'sessions' } } as never,
    ]);
  savesAsSent();
  const user = await openEditor();
  const first = within(lessonCard(1));
  await user.selectOptions(await first.findByLabelText('Add an experience'), 'Fraction hunt');
  await user.click(first.getByRole('button', { name: 'Add experience' }));

  expect(first.getByText('Total: 110 minutes')).toBeInTheDocument();
  expect(first.getByRole('link', { name: 'Open the experience' })).toHaveAttribute(
    'href',
    '/experiences/e1',
  );
  await user.click(screen.getByRole('button', { name: 'Save plan' }));
  expect(saveUnitPlan).toHaveBeenCalledWith(
    'u1',
    plan().lessons,
    [
      {
        ...lesson('Halves'),
        activities: [
          ...lesson('Halves').activities,
          { title: 'Fraction hunt', minutes: 100, description: '', experienceId: 'e1' },
        ],
      },
      lesson('Quarters'),
    ],
    4,
  );
});

it('offers to create an experience when none is linked to the unit', async () => {
  await openEditor();
  expect(
    within(lessonCard(1)).getByRole('link', { name: 'Create one for this unit' }),
  ).toHaveAttribute('href', '/experiences/create?unitId=u1');
});

it('shows what is wrong in each lesson, keeps what was typed, and saves nothing', async () => {
  const user = await openEditor();
  await user.click(screen.getByRole('button', { name: 'Edit lesson 2: Quarters' }));
  await user.clear(titleInputs()[1]!);
  const minutes = within(lessonCard(2)).getByRole('textbox', { name: /^Minutes/ });
  await user.clear(minutes);
  await user.type(minutes, 'ten');

  await user.click(screen.getByRole('button', { name: 'Save plan' }));

  expect(saveUnitPlan).not.toHaveBeenCalled();
  expect(
    screen.getByText('1 lesson needs attention before the plan can be saved:'),
  ).toBeInTheDocument();
  const second = within(lessonCard(2));
  expect(second.getByText('Needs attention')).toBeInTheDocument();
  const title = second.getByRole('textbox', { name: 'Lesson title' });
  expect(title).toHaveValue('');
  expect(title).toHaveAccessibleDescription('Required.');
  expect(title).toHaveFocus();
  expect(minutes).toHaveValue('ten');
  expect(minutes).toHaveAccessibleDescription(
    'From 1 to 240. Enter a whole number of minutes from 1 to 240.',
  );

  // From now on the messages follow the typing.
  await user.type(title, 'Quarters again');
  expect(title).not.toHaveAccessibleDescription('Required.');
  expect(second.getByText('Enter a whole number of minutes from 1 to 240.')).toBeInTheDocument();
});

describe('when a teammate saved the same field meanwhile', () => {
  async function questionAfterSaving() {
    jest.mocked(saveUnitPlan).mockRejectedValueOnce(new PlanningFailure('conflict'));
    const user = await openEditor();
    jest
      .mocked(fetchUnitPlan)
      .mockResolvedValueOnce(
        plan({ version: 6, lessons: [lesson('Their halves', 'halves'), lesson('Quarters')] }),
      );
    await user.type(titleInputs()[0]!, ' (mine)');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    return user;
  }

  it('asks, showing both texts side by side, and offers no overwrite as the easy way', async () => {
    await questionAfterSaving();
    expect(await screen.findByRole('heading', { name: 'One change to decide' })).toHaveFocus();
    const question = screen.getByRole('region', { name: 'Lesson 1: Halves (mine) · Lesson title' });
    expect(within(question).getByText('Halves (mine)')).toBeInTheDocument();
    expect(within(question).getByText('Their halves')).toBeInTheDocument();
    expect(
      within(question)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Keep both', 'Use the saved text', 'Replace it with mine']);
    expect(titleInputs()[0]).toHaveValue('Halves (mine)');
    expect(status()).toHaveTextContent('Unsaved changes');
  });

  it('keeps both texts, and saves them over theirs', async () => {
    const user = await questionAfterSaving();
    savesAsSent();
    await user.click(await screen.findByRole('button', { name: 'Keep both' }));
    expect(titleInputs()[0]).toHaveValue('Halves (mine) / Their halves');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(saveUnitPlan).toHaveBeenLastCalledWith(
      'u1',
      [lesson('Their halves', 'halves'), lesson('Quarters')],
      [lesson('Halves (mine) / Their halves', 'halves'), lesson('Quarters')],
      6,
    );
    expect(screen.queryByRole('heading', { name: 'One change to decide' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent(/^Saved at/);
  });
});

// Issue 17, point 7: the server reads every lesson; what it refuses loses nothing typed.
it('says when the server refuses the plan as too large, keeping the copy unsaved', async () => {
  jest.mocked(saveUnitPlan).mockRejectedValueOnce(new PlanningFailure('planTooLarge'));
  const user = await openEditor();
  await user.type(titleInputs()[0]!, ' (long)');
  await user.click(screen.getByRole('button', { name: 'Save plan' }));
  expect(await screen.findByText(/This plan is too large to save/)).toBeInTheDocument();
  expect(titleInputs()[0]).toHaveValue('Halves (long)');
  expect(status()).toHaveTextContent('Unsaved changes');
});

describe('unsaved changes kept in the browser', () => {
  it('are written a moment after a change', async () => {
    const user = await openEditor();
    await user.type(titleInputs()[0]!, ' again');
    await waitFor(() => expect(readLocalDraft('me', 'u1')).not.toBeNull(), { timeout: 2000 });
    expect(readLocalDraft('me', 'u1')).toMatchObject({
      baseVersion: 4,
      lessons: [{ title: 'Halves again' }, { title: 'Quarters' }],
    });
  });

  it('are offered back before anything can be edited, and restored on request', async () => {
    writeLocalDraft('me', 'u1', {
      baseVersion: 4,
      base: plan().lessons,
      savedAt: new Date('2026-03-02T10:15:00'),
      lessons: [{ ...emptyLessonDraft(), title: 'Kept in the browser' }],
    });
    const user = await openEditor();
    expect(screen.getByRole('heading', { name: 'Unsaved changes found' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Lesson title' })).not.toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: /^Restore unsaved changes from Mar 2, 2026/ }),
    );

    expect(titleInputs().map((input) => (input as HTMLInputElement).value)).toEqual([
      'Kept in the browser',
    ]);
    expect(status()).toHaveTextContent('Unsaved changes');
  });

  it('are not offered when they hold nothing the saved plan lacks (kept while it saved)', async () => {
    writeLocalDraft('me', 'u1', {
      baseVersion: 3,
      base: [],
      savedAt: new Date(),
      lessons: plan().lessons.map(draftOfLesson),
    });
    await openEditor();

    expect(
      screen.queryByRole('heading', { name: 'Unsaved changes found' }),
    ).not.toBeInTheDocument();
    expect(titleInputs()[0]).toHaveValue('Halves');
    expect(readLocalDraft('me', 'u1')).toBeNull();
  });

  it('can be discarded instead', async () => {
    writeLocalDraft('me', 'u1', {
      baseVersion: 3,
      base: [],
      savedAt: new Date(),
      lessons: [{ ...emptyLessonDraft(), title: 'Old idea' }],
    });
    const user = await openEditor();
    expect(screen.getByText(/The plan has been saved since then/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard them' }));

    expect(titleInputs()[0]).toHaveValue('Halves');
    expect(readLocalDraft('me', 'u1')).toBeNull();
  });
});

describe('leaving with unsaved changes', () => {
  it('is blocked only while there are unsaved changes, and not for a link within the page', async () => {
    const user = await openEditor();
    const leave = (pathname: string) =>
      mockRouter.shouldBlock!({
        currentLocation: { pathname: '/units/plan/edit/u1' },
        nextLocation: { pathname },
      });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave('/units/plan')).toBe(false);
    expect(unload()).toBe(false);

    await user.type(titleInputs()[0]!, '!');

    expect(leave('/units/plan')).toBe(true);
    expect(leave('/units/plan/edit/u1')).toBe(false);
    expect(unload()).toBe(true);
  });

  it('asks first, stays by default and discards the changes only when told to', async () => {
    const user = await openEditor();
    await user.type(titleInputs()[0]!, '!');
    await waitFor(() => expect(readLocalDraft('me', 'u1')).not.toBeNull(), { timeout: 2000 });
    const proceed = jest.fn();
    const reset = jest.fn();
    mockRouter.block({
      state: 'blocked',
      location: { pathname: '/units/plan' } as Blocker['location'],
      proceed,
      reset,
    } as Blocker);

    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByRole('button', { name: 'Stay and keep editing' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(reset).toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Leave and discard changes' }));
    expect(proceed).toHaveBeenCalled();
    expect(readLocalDraft('me', 'u1')).toBeNull();
  });
});

describe('order of the lessons', () => {
  const chooseFromMenu = async (
    user: ReturnType<typeof userEvent.setup>,
    menu: string,
    item: string,
  ) => {
    await user.click(screen.getByRole('button', { name: menu }));
    await user.click(screen.getByRole('menuitem', { name: item }));
  };

  it('moves a lesson from its row menu, keeping the focus on that menu', async () => {
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'More actions for lesson 1: Halves' }));
    expect(screen.getByRole('menuitem', { name: 'Move up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Move down' }));

    expect(screen.getByRole('heading', { name: 'Lesson 1: Quarters' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lesson 2: Halves' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'More actions for lesson 2: Halves' }),
      ).toHaveFocus(),
    );
    expect(status()).toHaveTextContent('Unsaved changes');
  });

  it('offers a keyboard-operable drag handle with translated instructions', async () => {
    await openEditor();
    const handle = screen.getByRole('button', { name: 'Move lesson 1: Halves' });
    expect(handle).toHaveAttribute('aria-roledescription', 'movable lesson');
    expect(handle).toHaveAccessibleDescription(/press space or enter to pick it up/);
  });

  it('duplicates, deletes and undoes', async () => {
    const user = await openEditor();
    await chooseFromMenu(user, 'More actions for lesson 1: Halves', 'Duplicate');
    expect(screen.getByRole('heading', { name: 'Lesson 2: Halves' })).toBeInTheDocument();
    await waitFor(() => expect(lessonCard(2)).toHaveFocus());

    await chooseFromMenu(user, 'More actions for lesson 1: Halves', 'Delete');
    expect(screen.getByRole('heading', { name: 'Lessons (2)' })).toBeInTheDocument();
    expect(screen.getByText('Lesson 1, Halves, was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('heading', { name: 'Lessons (3)' })).toBeInTheDocument();
    await waitFor(() => expect(lessonCard(1)).toHaveFocus());
  });

  it('adds a lesson by hand and focuses its title, and appends an accepted AI draft', async () => {
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add a lesson' }));
    // The first lesson and the new one are open.
    expect(titleInputs()[1]).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'AI for this plan' }));
    const panel = within(screen.getByRole('dialog', { name: 'AI · This plan' }));
    expect(
      await panel.findByText('Team allowance: 6,321 of 1,000,000 tokens used'),
    ).toBeInTheDocument();
    expect(panel.getByText(/^Cost ≈ [\d,]+ tokens$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept drafted lessons' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Lesson 4: Drafted: fraction games' }),
    ).toBeInTheDocument();
    expect(within(lessonCard(4)).getByText('AI draft')).toBeInTheDocument();
    expect(saveUnitPlan).not.toHaveBeenCalled();
  });
});

describe('the "AI draft" mark', () => {
  const { id: _id, ...stored } = plan();
  const withDraftedFirst = () =>
    jest.mocked(fetchUnitPlan).mockImplementation(async (id) =>
      toUnitPlan(id, {
        ...stored,
        lessons: [{ ...lesson('Halves'), aiDraft: true }, lesson('Quarters')],
      }),
    );

  it('shows on a stored AI lesson in its card and the outline until the teacher edits it', async () => {
    withDraftedFirst();
    const user = await openEditor();
    expect(within(lessonCard(1)).getByText('AI draft')).toBeInTheDocument();
    expect(within(lessonCard(2)).queryByText('AI draft')).not.toBeInTheDocument();
    expect(within(outline()).getAllByText('AI draft')).toHaveLength(1);

    await user.type(titleInputs()[0]!, ' and wholes');
    expect(screen.queryByText('AI draft')).not.toBeInTheDocument();
    savesAsSent();
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    const saved = jest.mocked(saveUnitPlan).mock.calls[0]![2];
    expect(saved[0]).not.toHaveProperty('aiDraft');
  });

  it('shows in the read view', async () => {
    withDraftedFirst();
    jest.mocked(fetchUnit).mockResolvedValue({ ...unit, ownerId: 'ann' });
    await openEditor();
    expect(within(lessonCard(1)).getByText('AI draft')).toBeInTheDocument();
    expect(within(lessonCard(2)).queryByText('AI draft')).not.toBeInTheDocument();
  });
});

it('opens on the lesson a link points at', async () => {
  mockLocation.hash = '#lesson-2';
  await openEditor();
  await waitFor(() => expect(lessonCard(2)).toHaveFocus());
});

it('shows the plan read-only to a team member who may not edit it', async () => {
  jest.mocked(fetchUnit).mockResolvedValue({ ...unit, ownerId: 'ann' });
  await openEditor();
  expect(screen.getByText(/You can read this plan/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Lesson 2: Quarters' })).toBeInTheDocument();
  expect(within(outline()).getByText('Quarters')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save plan' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^AI/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('lets a leader of the unit team edit', async () => {
  jest.mocked(fetchUnit).mockResolvedValue({ ...unit, ownerId: 'ann' });
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5', 'leader')]);
  await openEditor();
  expect(screen.getByRole('button', { name: 'Save plan' })).toBeInTheDocument();
});

it('says when the plan cannot be opened', async () => {
  jest.mocked(fetchUnitPlan).mockRejectedValue(new PlanningFailure('planNotFound'));
  await openEditor();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This unit plan does not exist or you cannot see it.',
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  });
  expect(fetchUnitPlan).toHaveBeenCalledTimes(2);
});

// Issue 17: a lesson of the wrong type, or one too large for the schema, used to blank the page.
it('opens a plan with unreadable lessons on the lessons it can read, and says some are left out', async () => {
  const { id: _id, ...stored } = plan();
  jest.mocked(fetchUnitPlan).mockImplementation(async (id) =>
    toUnitPlan(id, {
      ...stored,
      lessons: [
        lesson('Halves'),
        'not a lesson',
        { ...lesson('Quarters'), homework: 'x'.repeat(900_000) },
      ],
    }),
  );
  await openEditor();
  expect(screen.getByRole('heading', { name: 'Lesson 1: Halves' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Lesson 2: Quarters' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /^Lesson 3/ })).not.toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('This part could not be read.');
  expect(screen.getByText(/Some lessons, or parts of them, could not be read/)).toBeInTheDocument();
});
