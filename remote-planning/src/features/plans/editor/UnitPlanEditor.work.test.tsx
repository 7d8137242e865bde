// How much the editor redraws per interaction (issue 24: INP with a 30-lesson plan). Typing in one
// lesson, opening one from its card or from the outline must cost the same in a plan of thirty
// lessons as in a plan of three: only the lessons the interaction touches are drawn again.
// Renders are counted where every lesson card and translated component passes: useSortable
// (once per card render) and useTranslation (once per render of any translated component).
import type { ReactNode } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { PlanLesson } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { listExperiencesOfUnit } from '../../../api/experience-reads';
import { fetchTeamAllowance } from '../../../api/team-directory';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { planLesson, unit } from '../../../test-utils/plan-fixtures';
import { closeWorkingCopy, openWorkingCopy } from './editor-store';
import { UnitPlanEditor } from './UnitPlanEditor';

const mockRenders = { cards: 0, translated: 0 };

jest.mock('@dnd-kit/sortable', () => {
  const actual = jest.requireActual('@dnd-kit/sortable');
  return {
    ...actual,
    useSortable: (...args: Parameters<typeof actual.useSortable>) => {
      mockRenders.cards += 1;
      return actual.useSortable(...args);
    },
  };
});
jest.mock('react-i18next', () => {
  const actual = jest.requireActual('react-i18next');
  return {
    ...actual,
    useTranslation: (...args: Parameters<typeof actual.useTranslation>) => {
      mockRenders.translated += 1;
      return actual.useTranslation(...args);
    },
  };
});
jest.mock('../../../api/experience-reads', () => ({ listExperiencesOfUnit: jest.fn() }));
jest.mock('../../../api/team-directory', () => ({ fetchTeamAllowance: jest.fn() }));
// The plan followed live and who else is in it: nothing comes in these tests.
jest.mock('../../../api/unit-plan-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  return {
    unitPlanQuery: (planId: string) => readOnce(['plan', planId], () => new Promise(() => {})),
  };
});
// When lessons fall is the time area's (its live queries, tested there): unknown here.
jest.mock('./use-lesson-meetings', () => ({
  useLessonMeetings: () => ({ byLesson: new Map(), meetingCount: null }),
}));
jest.mock('../../../api/presence', () => ({
  announcePresence: jest.fn(async () => undefined),
  readOwnHeartbeat: jest.fn(async () => null),
  withdrawPresence: jest.fn(async () => undefined),
  watchPresence: jest.fn(async () => () => undefined),
}));
jest.mock('../generation', () => ({
  UnitPlanDraftPanel: () => null,
  LessonDraftPanel: () => null,
}));
jest.mock('../review', () => ({ LessonReviewComments: () => null }));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useLocation: () => ({ pathname: '/units/plan/edit/u1', hash: '' }),
  useBlocker: () => ({ state: 'unblocked' }),
  useNavigate: () => jest.fn(),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

/** A lesson as a teacher writes one: objectives, four fields and two timed activities. */
const lesson = (number: number): PlanLesson =>
  planLesson(`Living things ${number}`, {
    materials: ['Hand lenses'],
    differentiation: 'Sentence starters.',
    checksForUnderstanding: ['Name two needs of a plant.'],
  });

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({
    status: 'signed-in',
    user: { uid: 'me', email: null, displayName: null, photoURL: null, emailVerified: true },
  });
  jest.mocked(listExperiencesOfUnit).mockResolvedValue([]);
  jest.mocked(fetchTeamAllowance).mockResolvedValue({ used: 0, limit: 1_000_000 });
});

afterEach(() => {
  closeWorkingCopy();
  localStorage.clear();
});

/** The renders an interaction causes in the editor of a plan with `lessons` lessons. */
async function rendersOf(
  lessons: number,
  interact: (user: UserEvent) => Promise<void>,
  prepare: (user: UserEvent) => Promise<void> = async () => {},
) {
  openWorkingCopy(
    'u1',
    1,
    Array.from({ length: lessons }, (_, index) => lesson(index + 1)),
  );
  const view = await renderWithI18n(<UnitPlanEditor unit={unit} standards={null} canEdit />);
  const user = userEvent.setup();
  await prepare(user);
  mockRenders.cards = 0;
  mockRenders.translated = 0;
  await interact(user);
  // Anything the interaction scheduled (autosave timers are longer) has happened.
  await act(async () => {});
  const counted = { ...mockRenders };
  view.unmount();
  // Unmounting keeps the unsaved copy in this browser; the next plan opens without its offer.
  localStorage.clear();
  closeWorkingCopy();
  return counted;
}

const card = (number: number) => document.getElementById(`lesson-${number}`)!;
const titleOf = (number: number) =>
  within(card(number)).getByRole('textbox', { name: 'Lesson title' });
// The outline is hidden below its breakpoint, which is where jsdom is.
const outlineLink = (title: string) =>
  within(document.querySelector<HTMLElement>('nav[aria-label="Outline"]')!).getByRole('link', {
    name: new RegExp(`${title}\\b`),
    hidden: true,
  });

it('redraws only the lesson typed in, however long the plan', async () => {
  const typing = (user: UserEvent) => user.keyboard('s');
  const focusTitle = (user: UserEvent) => user.click(titleOf(1));
  const short = await rendersOf(3, typing, focusTitle);
  const long = await rendersOf(30, typing, focusTitle);
  expect(long.cards).toBe(1);
  expect(long).toEqual(short);
});

it('opening a lesson from its card redraws that card only', async () => {
  const open = (number: number) => (user: UserEvent) =>
    user.click(screen.getByRole('button', { name: new RegExp(`^Edit lesson ${number}: `) }));
  const short = await rendersOf(3, open(3));
  const long = await rendersOf(30, open(20));
  expect(long.cards).toBe(1);
  expect(long).toEqual(short);
});

it('choosing a lesson in the outline redraws the lessons it closes and opens', async () => {
  const openFromCard = (number: number) => (user: UserEvent) =>
    user.click(screen.getByRole('button', { name: new RegExp(`^Edit lesson ${number}: `) }));
  const choose = (title: string) => (user: UserEvent) => user.click(outlineLink(title));
  const short = await rendersOf(3, choose('Living things 3'), openFromCard(2));
  const long = await rendersOf(30, choose('Living things 25'), openFromCard(20));
  // Lesson 1 and the lesson opened before close, the chosen one opens.
  expect(long.cards).toBe(3);
  expect(long).toEqual(short);
});

it("reads the unit's experiences once while the plan is open, however many lessons open", async () => {
  openWorkingCopy(
    'u1',
    1,
    Array.from({ length: 3 }, (_, index) => lesson(index + 1)),
  );
  await renderWithI18n(<UnitPlanEditor unit={unit} standards={null} canEdit />);
  const user = userEvent.setup();
  // Lesson 1 starts open; closed, then lesson 2 and lesson 3 opened.
  await user.click(screen.getByRole('button', { name: /^Close lesson 1: / }));
  await user.click(screen.getByRole('button', { name: /^Edit lesson 2: / }));
  await user.click(screen.getByRole('button', { name: /^Close lesson 2: / }));
  await user.click(screen.getByRole('button', { name: /^Edit lesson 3: / }));
  expect(titleOf(3)).toBeInTheDocument();
  expect(listExperiencesOfUnit).toHaveBeenCalledTimes(1);
});
