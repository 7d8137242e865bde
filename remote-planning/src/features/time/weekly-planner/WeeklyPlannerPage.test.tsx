// The weekly planner with its data layer mocked (its live queries over the fake server of
// test-utils/fake-live): the teacher's week of days × periods with the cycle day and the
// scheduled lessons, week navigation, a note on a meeting, the .ics export, a leader reading a
// member's week, the way to the scheduler when nothing is scheduled, and a teammate's changes
// showing while the week is open.
import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lesson, Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import type {
  ClassroomSlots,
  Schedule,
  ScheduleTemplate,
} from '@lesson-planner/shared-contracts/schedule';
import { addDays } from '@lesson-planner/shared-contracts/schedule';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { schoolTimeKeys, type TimedClassroom } from '../../../api/school-time-reads';
import { saveNote, saveSchedule } from '../../../api/school-time-writes';
import { teamKeys } from '../../../api/team-directory';
import { unitPlanKeys } from '../../../api/unit-plan-reads';
import { unitKeys } from '../../../api/unit-reads';
import { listensTo, refuse, serve } from '../../../test-utils/fake-live';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import WeeklyPlannerPage from './WeeklyPlannerPage';

// The shared school-time module's data layer (meeting slots) is not used here.
jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('@lesson-planner/shared-contracts/firebase', () => ({ getDb: jest.fn() }));
jest.mock('../../../api/school-time-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockSchoolTimeReads(),
);

jest.mock('../../../api/school-time-writes', () => ({
  saveNote: jest.fn(),
  saveSchedule: jest.fn(),
}));
jest.mock('../../../api/team-directory', () =>
  jest.requireActual('../../../test-utils/fake-live').mockTeamDirectory(),
);

jest.mock('../../../api/unit-plan-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockUnitPlanReads(),
);
jest.mock('../../../api/unit-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockUnitReads(),
);
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/content', () => ({
  LinkButton: ({ to, children }: { to: string; children: ReactNode }) => (
    <a href={to}>{children}</a>
  ),
}));
const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const navigate = jest.fn();
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
  useNavigate: () => navigate,
  useSearchParams: () => [new URLSearchParams(), jest.fn()],
}));

// Tabbing through a week of meetings, each with its icon buttons, takes a while in jsdom on a
// busy machine.
jest.setTimeout(20_000);

const at = new Date('2026-01-01T00:00:00Z');
const versioned = { version: 1, baseVersion: 0, updatedBy: 'me', updatedAt: at };
// A 2-day rotation (A/B days) over the whole of 2026–2027, so "this week" always has lessons.
const template: ScheduleTemplate = {
  id: 'tpl',
  teamId: 't1',
  name: 'A/B days',
  startDate: '2026-01-05',
  endDate: '2027-01-29',
  cycleKind: 'rotation',
  cycleDays: ['A', 'B'].map((label) => ({
    label,
    periods: [{ id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true }],
  })),
  closures: [],
  createdBy: 'leader',
  createdAt: at,
  ...versioned,
};
const slots: ClassroomSlots = {
  classroomId: '5b',
  teamId: 't1',
  templateId: 'tpl',
  slots: [
    { cycleDay: 0, periodId: 'p1' },
    { cycleDay: 1, periodId: 'p1' },
  ],
  ...versioned,
};
const lesson = (title: string): Lesson => ({
  title,
  objectives: [`Objective of ${title}`],
  standards: [],
  activities: [],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});
const plan = {
  id: 'eco',
  unitId: 'eco',
  lessons: Array.from({ length: 60 }, (_, i) => lesson(`L${i + 1}`)),
} as UnitPlan;

let scheduled: Schedule;
let monday: string;
const thisWeeksNotes = () => schoolTimeKeys.notes('t1', monday, addDays(monday, 6));
const serveClassroom = (classroom: Partial<TimedClassroom>) =>
  serve(schoolTimeKeys.classrooms('t1'), [
    {
      id: '5b',
      name: '5B Science',
      teamId: 't1',
      teacherIds: ['me'],
      archived: false,
      ...classroom,
    },
  ]);

function thisMonday(): string {
  const today = new Date();
  const local = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() - ((today.getDay() + 6) % 7),
  );
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
}

beforeEach(() => {
  jest.resetAllMocks();
  monday = thisMonday();
  scheduled = {
    id: '5b__eco',
    teamId: 't1',
    classroomId: '5b',
    unitId: 'eco',
    startDate: monday,
    pins: [],
    moves: [],
    createdBy: 'me',
    createdAt: at,
    ...versioned,
  };
  useSession.setState(signedInAs('me', { email: null }));
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5')]);
  serve(schoolTimeKeys.templates('t1'), [template]);
  serve(schoolTimeKeys.defaultTemplate('t1'), 'tpl');
  serve(schoolTimeKeys.slots('t1'), new Map([['5b', slots]]));
  serve(schoolTimeKeys.schedules('t1'), [scheduled]);
  serve(schoolTimeKeys.lostDays('t1'), []);
  // Every week's notes.
  serve(schoolTimeKeys.notesOfTeam('t1'), []);
  serveClassroom({});
  serve(unitKeys.ofTeam('t1'), [
    { id: 'eco', title: 'Ecosystems', weeks: 4, teamId: 't1' } as Unit,
  ]);
  serve(unitPlanKeys.ofTeam('t1'), [plan]);
});

const grid = () => screen.findByRole('table', { name: /^Week of/ });

it("shows the week's days with their cycle day and each meeting's lesson, linked to the plan", async () => {
  await renderWithI18n(<WeeklyPlannerPage />);
  const table = await grid();
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((h) => h.textContent)).toEqual(
    expect.arrayContaining([expect.stringMatching(/A$/), expect.stringMatching(/B$/)]),
  );
  const first = within(table).getByRole('link', { name: 'Lesson 1: L1' });
  expect(first).toHaveAttribute('href', '/units/plan/edit/eco#lesson-1');
  expect(within(table).getByText('Objective of L1')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'Lesson 5: L5' })).toBeInTheDocument();
});

it('moves between weeks', async () => {
  const user = userEvent.setup();
  await renderWithI18n(<WeeklyPlannerPage />);
  await grid();
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  expect(await screen.findByRole('link', { name: 'Lesson 6: L6' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Previous week' }));
  await user.click(screen.getByRole('button', { name: 'Previous week' }));
  expect(await screen.findAllByText('No lesson scheduled')).not.toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Today' }));
  expect(await screen.findByRole('link', { name: 'Lesson 1: L1' })).toBeInTheDocument();
});

it("shows a past school year's week greyed and read only: no note to add, nothing to move", async () => {
  serveClassroom({ pastSchoolYear: 2025 });
  await renderWithI18n(<WeeklyPlannerPage />);
  const table = await grid();
  expect(
    screen.getByText(/^This week belongs to a past school year/, { exact: false }),
  ).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'Lesson 1: L1' })).toBeInTheDocument();
  expect(within(table).queryByRole('button', { name: /^Add a note to/ })).toBeNull();
  expect(within(table).queryByRole('button', { name: /^Move lesson/ })).toBeNull();
});

/** A reload of the page asks first when this returns true (the browser's beforeunload). */
const reloadWouldAsk = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
/** The note shown on a meeting, as stored (not the text still in the note's field). */
const shownNote = (text: string) => screen.findByText(text, { selector: 'p[data-note]' });

it('saves a note on a meeting and shows it once it is stored; a reload before then asks first', async () => {
  let store: () => void = () => {};
  jest
    .mocked(saveNote)
    .mockImplementation(() => new Promise((resolve) => (store = () => resolve(1))));
  const user = userEvent.setup();
  await renderWithI18n(<WeeklyPlannerPage />);
  await grid();
  const [add] = screen.getAllByRole('button', { name: /^Add a note to 5B Science/ });
  await user.click(add!);
  expect(reloadWouldAsk()).toBe(false);
  await user.type(screen.getByLabelText(/^Note for 5B Science/), 'Bring the seeds');
  expect(reloadWouldAsk()).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Save note' }));
  // The save is on its way: the note is not stored yet, and reloading now would drop it.
  expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  expect(screen.queryByText('Bring the seeds', { selector: 'p[data-note]' })).toBeNull();
  expect(reloadWouldAsk()).toBe(true);
  await act(async () => store());
  expect(await shownNote('Bring the seeds')).toBeInTheDocument();
  expect(reloadWouldAsk()).toBe(false);
  expect(saveNote).toHaveBeenCalledWith(
    { teamId: 't1', classroomId: '5b', date: monday, periodId: 'p1' },
    'Bring the seeds',
    0,
    'me',
  );
});

/**
 * jsdom lays nothing out: each meeting card gets the box of its cell in the week grid (days
 * across, periods down) and the lesson's move button a box inside it, as a browser would.
 */
function layOutWeekGrid(): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const card = this.closest('[data-meeting]');
    const cell = card?.closest('td');
    if (!card || !cell) return original.call(this);
    const left = cell.cellIndex * 200;
    const top = (cell.parentElement as HTMLTableRowElement).rowIndex * 150;
    const [x, y, width, height] =
      this === card ? [left, top, 180, 140] : [left + 10, top + 100, 120, 30];
    return DOMRect.fromRect({ x, y, width, height });
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}

let restoreLayout = () => {};
afterEach(() => restoreLayout());

/** What the screen reader was last told about the move. */
const announced = () => document.querySelector('[aria-live="assertive"]');

/** The lesson linked from the meeting on `date` (period p1 of 5B), or null when it is free. */
const lessonOn = (date: string) => {
  const card = document.querySelector(`[data-meeting="5b|${date}|p1"]`) as HTMLElement;
  return within(card).queryByRole('link')?.textContent ?? null;
};

it('moves a lesson to another meeting with the keyboard alone, and the lessons after it follow', async () => {
  restoreLayout = layOutWeekGrid();
  jest
    .mocked(saveSchedule)
    .mockImplementation(async (_target, _fields, baseVersion) => baseVersion + 1);
  const user = userEvent.setup();
  await renderWithI18n(<WeeklyPlannerPage />);
  await grid();
  const day = (n: number) => addDays(monday, n);
  expect([0, 1, 2, 3, 4].map((n) => lessonOn(day(n)))).toEqual([
    'Lesson 1: L1',
    'Lesson 2: L2',
    'Lesson 3: L3',
    'Lesson 4: L4',
    'Lesson 5: L5',
  ]);

  // Tab to lesson 2's move button, pick it up, go two meetings on, drop it there.
  const handle = screen.getByRole('button', { name: 'Move lesson 2' });
  while (document.activeElement !== handle) await user.tab();
  await user.keyboard('[Space]');
  await waitFor(() => expect(announced()).toHaveTextContent(/^Lesson 2 is over 5B Science, Tue/));
  await user.keyboard('[ArrowRight]');
  await waitFor(() => expect(announced()).toHaveTextContent(/^Lesson 2 is over 5B Science, Wed/));
  await user.keyboard('[ArrowRight]');
  await waitFor(() => expect(announced()).toHaveTextContent(/^Lesson 2 is over 5B Science, Thu/));
  await user.keyboard('[Space]');
  await waitFor(() =>
    expect(announced()).toHaveTextContent(
      /^Lesson 2 moved to 5B Science, Thu.+\. The lessons after it follow\.$/,
    ),
  );
  expect(saveSchedule).toHaveBeenCalledWith(
    expect.objectContaining({ id: '5b__eco', classroomId: '5b' }),
    expect.objectContaining({ moves: [{ lessonIndex: 1, date: day(3), periodId: 'p1' }] }),
    1,
    'me',
  );
  await screen.findAllByText('No lesson scheduled');
  expect([0, 1, 2, 3, 4].map((n) => lessonOn(day(n)))).toEqual([
    'Lesson 1: L1',
    null,
    null,
    'Lesson 2: L2',
    'Lesson 3: L3',
  ]);
});

it('exports the week as an iCalendar file', async () => {
  let exported: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    exported = blob;
    return 'blob:week';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const user = userEvent.setup();
  await renderWithI18n(<WeeklyPlannerPage />);
  await grid();
  await user.click(screen.getByRole('button', { name: 'Export to calendar (.ics)' }));
  expect(click).toHaveBeenCalled();
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(exported!);
  });
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(5);
  expect(text).toContain(`DTSTART:${monday.replace(/-/g, '')}T083000`);
  expect(text).toContain('SUMMARY:5B Science: Lesson 1: L1');
  click.mockRestore();
});

it("lets a leader read a member's week without editing it", async () => {
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5', 'leader')]);
  serve(teamKeys.members('t1'), [
    { userId: 'me', name: 'Somchai' },
    { userId: 'malee', name: 'Malee' },
  ]);
  serveClassroom({ teacherIds: ['malee'] });
  const user = userEvent.setup();
  await renderWithI18n(<WeeklyPlannerPage />);
  expect(
    await screen.findByText('You do not teach any classroom in this team yet.'),
  ).toBeInTheDocument();
  await user.selectOptions(await screen.findByLabelText('Whose week'), 'malee');
  expect(await screen.findByText(/read only/)).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Lesson 1: L1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Add a note/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Move lesson/ })).not.toBeInTheDocument();
});

it('leads to the scheduler when nothing is scheduled', async () => {
  serve(schoolTimeKeys.schedules('t1'), []);
  await renderWithI18n(<WeeklyPlannerPage />);
  expect(
    await screen.findByText('No unit is scheduled for your classrooms yet.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Schedule a unit' })).toHaveAttribute(
    'href',
    '/scheduler',
  );
  // The week is drawn all the same: the template's period × the days, the meetings free.
  const table = await grid();
  expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
  expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
  expect(within(table).getAllByText('No lesson scheduled').length).toBeGreaterThan(0);
});

it('shows the week as a one-day agenda with day tabs on a phone', async () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === '(max-width: 639px)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
  try {
    const user = userEvent.setup();
    await renderWithI18n(<WeeklyPlannerPage />);
    const tabs = await screen.findByRole('tablist', { name: 'Days of the week' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(tabs).getAllByRole('tab')).toHaveLength(5);
    // Arrow keys move between the days; the panel shows that day's meeting only.
    await user.click(within(tabs).getAllByRole('tab')[0]!);
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveTextContent(
      'Lesson 1: L1',
    );
    await user.keyboard('[ArrowRight]');
    expect(within(tabs).getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveTextContent(
      'Lesson 2: L2',
    );
  } finally {
    window.matchMedia = matchMedia;
  }
});

it("shows one week's notes failing to load on that week only", async () => {
  refuse(thisWeeksNotes(), new Error('offline'));
  const user = userEvent.setup();
  await renderWithI18n(<WeeklyPlannerPage />);
  await grid();
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  expect(await screen.findByRole('link', { name: 'Lesson 6: L6' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it("shows a teammate's note and lesson move as they are saved, without a reload", async () => {
  await renderWithI18n(<WeeklyPlannerPage />);
  await grid();
  const day = (n: number) => addDays(monday, n);
  expect(lessonOn(day(0))).toBe('Lesson 1: L1');
  // A co-teacher notes Monday's meeting and moves lesson 1 to Wednesday, from another browser.
  await act(async () => {
    serve(schoolTimeKeys.notesOfTeam('t1'), [
      {
        id: `5b_${monday}_p1`,
        teamId: 't1',
        classroomId: '5b',
        date: monday,
        periodId: 'p1',
        text: 'Bring the seeds',
        ...versioned,
        updatedBy: 'malee',
      },
    ]);
    serve(schoolTimeKeys.schedules('t1'), [
      { ...scheduled, moves: [{ lessonIndex: 0, date: day(2), periodId: 'p1' }], version: 2 },
    ]);
  });
  expect(await shownNote('Bring the seeds')).toBeInTheDocument();
  await waitFor(() => expect(lessonOn(day(2))).toBe('Lesson 1: L1'));
  expect(lessonOn(day(0))).toBeNull();
  // Heard by the week's one listener, not read again by the page.
  expect(listensTo(thisWeeksNotes())).toBe(1);
});
