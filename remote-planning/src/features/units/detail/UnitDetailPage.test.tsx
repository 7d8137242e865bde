// A unit's page: every field readable, standards as code and description, the actions each
// person may take (edit, plan, delete, mark as a team exemplar), deleting only after a
// confirmation in a dialog, a copy's credit, and a unit that cannot be opened.
import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { fetchStandardsByRef } from '../../../api/curriculum-reads';
import { toUnit } from '../../../api/codec';
import { listExperiencesOfUnit } from '../../../api/experience-reads';
import { listUnitRubrics } from '../../../api/rubric-reads';
import { listTeamSchedules } from '../../../api/school-time-reads';
import { fetchUnitPlan } from '../../../api/unit-plan-reads';
import { PlanningFailure } from '../../../api/planning-failure';
import { listTeamClassrooms, listTeamMembers } from '../../../api/team-directory';
import { fetchUnit } from '../../../api/unit-reads';
import { deleteUnit } from '../../../api/unit-writes';
import { exemplarKeys, setExemplar } from '../../../api/exemplars';
import { serve } from '../../../test-utils/fake-live';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import UnitDetailPage from './UnitDetailPage';

// The live queries the page reads, each as a one-shot read of the mocked api.
jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('../../../api/team-directory', () =>
  jest.requireActual('../../../test-utils/team-directory-mock').mockTeamDirectory(),
);
jest.mock('../../../api/curriculum-reads', () => ({
  listTeamStandards: jest.fn(),
  fetchStandardsByRef: jest.fn(),
}));
jest.mock('../../../api/unit-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const mocked = { fetchUnit: jest.fn() };
  return {
    ...mocked,
    unitKeys: {
      detail: (unitId: string) => ['unit', unitId],
      ofTeam: (teamId: string) => ['units', teamId],
    },
    unitQuery: (unitId: string) => readOnce(['unit', unitId], () => mocked.fetchUnit(unitId)),
  };
});
jest.mock('../../../api/unit-plan-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const fetchUnitPlan = jest.fn();
  return {
    fetchUnitPlan,
    unitPlanQuery: (unitId: string) =>
      readOnce(['plan', unitId], () =>
        fetchUnitPlan(unitId).catch((error: { code?: string }) => {
          if (error.code === 'planNotFound') return null;
          throw error;
        }),
      ),
  };
});
jest.mock('../../../api/experience-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const listExperiencesOfUnit = jest.fn();
  return {
    listExperiencesOfUnit,
    unitExperiencesQuery: (unit: { id: string }) =>
      readOnce(['experiences', unit.id], () => listExperiencesOfUnit(unit)),
  };
});
jest.mock('../../../api/rubric-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const listUnitRubrics = jest.fn();
  return {
    listUnitRubrics,
    unitRubricsQuery: (unit: { id: string }) =>
      readOnce(['rubrics', unit.id], () => listUnitRubrics(unit)),
  };
});
jest.mock('../../../api/school-time-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const listTeamSchedules = jest.fn();
  return {
    listTeamSchedules,
    teamSchedulesQuery: (teamId: string) =>
      readOnce(['schedules', teamId], () => listTeamSchedules(teamId)),
  };
});
jest.mock('../../../api/exemplars', () =>
  jest.requireActual('../../../test-utils/fake-live').mockExemplars(),
);
jest.mock('../../../api/unit-writes', () => ({
  createUnit: jest.fn(),
  updateUnit: jest.fn(),
  deleteUnit: jest.fn(),
}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const navigate = jest.fn();
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => ({ id: 'u1' }),
  useNavigate: () => navigate,
  useLocation: () => ({ state: null }),
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const unit: Unit = {
  id: 'u1',
  title: 'Fractions',
  subject: 'Mathematics',
  grade: '5',
  classroomId: 'c1',
  teamId: 't1',
  startDate: '2026-09-07',
  weeks: 4,
  bigIdeas: ['A fraction is a number on the number line'],
  essentialQuestions: ['When are two fractions equal?'],
  standards: [
    { frameworkId: 'f1', standardId: 'ma.5.1' },
    { frameworkId: 'f1', standardId: 'gone' },
  ],
  summativeAssessment: 'A market-day project',
  status: 'published',
  ownerId: 'owner',
  collaboratorIds: ['helper'],
  createdAt: new Date('2026-09-01T00:00:00Z'),
  updatedAt: null,
};

const signIn = (uid: string) => useSession.setState(signedInAs(uid, { email: null }));

function teamWhereILead(leads: boolean) {
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5', leads ? 'leader' : 'member')]);
}

beforeEach(() => {
  jest.resetAllMocks();
  teamWhereILead(false);
  jest.mocked(fetchUnit).mockResolvedValue(unit);
  jest.mocked(fetchUnitPlan).mockRejectedValue(new PlanningFailure('planNotFound'));
  jest.mocked(listExperiencesOfUnit).mockResolvedValue([]);
  jest.mocked(listUnitRubrics).mockResolvedValue([]);
  jest.mocked(listTeamSchedules).mockResolvedValue([]);
  serve(exemplarKeys.ofTeam('t1'), new Set());
  jest.mocked(setExemplar).mockResolvedValue();
  jest.mocked(listTeamMembers).mockResolvedValue([
    { userId: 'owner', name: 'Olive' },
    { userId: 'helper', name: 'Hana' },
    { userId: 'member', name: 'Mai' },
  ]);
  jest.mocked(listTeamClassrooms).mockResolvedValue([
    {
      id: 'c1',
      name: '5A',
      subject: 'Mathematics',
      gradeLevel: '5',
      teamId: 't1',
      archived: false,
    },
  ]);
  jest.mocked(fetchStandardsByRef).mockResolvedValue(
    new Map([
      [
        'f1/ma.5.1',
        {
          id: 'ma.5.1',
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

// Signing out empties the store, so every test reads afresh.
afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

async function openAs(uid: string) {
  signIn(uid);
  await renderWithI18n(<UnitDetailPage />);
  await screen.findByText('Compare fractions', { exact: false });
}

it('shows every field, the people by name and the standards by code and description', async () => {
  await openAs('member');
  expect(screen.getByRole('heading', { level: 1, name: 'Fractions' })).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Details' });
  for (const text of ['Published', 'Mathematics', '5', '4 weeks', 'Olive', 'Hana', 'Sep 7, 2026'])
    expect(within(details).getByText(text)).toBeInTheDocument();
  expect(within(details).getByRole('link', { name: 'Grade 5' })).toHaveAttribute(
    'href',
    '/team/t1',
  );
  expect(within(details).getByRole('link', { name: '5A' })).toHaveAttribute(
    'href',
    '/classroom/c1',
  );

  expect(
    within(screen.getByRole('region', { name: 'Big ideas' })).getByText(unit.bigIdeas[0]!),
  ).toBeInTheDocument();
  expect(screen.getByText('When are two fractions equal?')).toBeInTheDocument();
  expect(screen.getByText('A market-day project')).toBeInTheDocument();

  const standards = screen.getByRole('region', { name: 'Standards' });
  const items = within(standards).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('MA.5.1 Compare fractions');
  expect(items[1]).toHaveTextContent('A standard that is no longer in the team’s frameworks');
});

it('gathers the unit’s lessons, experiences, rubrics, schedule and coverage, with their actions', async () => {
  const lesson = (title: string, standardId: string) => ({
    title,
    objectives: [],
    standards: [{ frameworkId: 'f1', standardId }],
    activities: [{ title: 'Work', minutes: 45, description: '' }],
    materials: [],
    differentiation: '',
    checksForUnderstanding: [],
    homework: '',
  });
  jest.mocked(fetchUnitPlan).mockResolvedValue({
    id: 'u1',
    unitId: 'u1',
    lessons: [lesson('Equal shares', 'ma.5.1'), lesson('Number lines', 'other')],
    reviewStatus: 'changesRequested',
  } as never);
  jest
    .mocked(listExperiencesOfUnit)
    .mockResolvedValue([
      { id: 'e1', title: 'Market day', standards: [], unitIds: ['u1', 'u7'] },
    ] as never);
  jest
    .mocked(listUnitRubrics)
    .mockResolvedValue([
      { id: 'r1', title: 'Market poster', standards: [], unitIds: ['u1'] },
    ] as never);
  jest.mocked(listTeamSchedules).mockResolvedValue([
    { id: 'c1__u1', unitId: 'u1', classroomId: 'c1', startDate: '2026-09-07' },
    { id: 'c1__u9', unitId: 'u9', classroomId: 'c1', startDate: '2026-09-07' },
  ] as never);
  await openAs('owner');

  const lessons = await screen.findByRole('region', { name: 'Lessons (2)' });
  expect(within(lessons).getByRole('link', { name: 'Number lines' })).toHaveAttribute(
    'href',
    '/units/plan/edit/u1#lesson-2',
  );
  expect(within(lessons).getAllByText('· 45 minutes')).toHaveLength(2);
  expect(within(lessons).getByText('Changes requested')).toHaveAttribute(
    'data-review-status',
    'changesRequested',
  );
  expect(
    within(lessons).getByRole('button', { name: 'Export .docx of the unit plan (Word document)' }),
  ).toBeInTheDocument();

  const schedule = screen.getByRole('region', { name: 'Schedule' });
  expect(
    await within(schedule).findByText('5A, from Monday, September 7, 2026'),
  ).toBeInTheDocument();
  expect(within(schedule).getAllByRole('listitem')).toHaveLength(1);

  const experiences = screen.getByRole('region', { name: 'Experiences (1)' });
  expect(within(experiences).getByRole('link', { name: 'Market day' })).toHaveAttribute(
    'href',
    '/experiences/e1',
  );
  // Linked to another unit too (a copy made with it linked): a change shows in both.
  expect(within(experiences).getByText('Shared with 1 other unit')).toBeInTheDocument();
  expect(within(experiences).getByRole('link', { name: 'Add an experience' })).toHaveAttribute(
    'href',
    '/experiences/create?unitId=u1',
  );
  const rubrics = screen.getByRole('region', { name: 'Rubrics (1)' });
  expect(within(rubrics).getByRole('link', { name: 'Market poster' })).toHaveAttribute(
    'href',
    '/rubrics/r1',
  );

  // One of the unit's two standards is addressed, by the first lesson.
  const coverage = screen.getByRole('region', { name: 'Coverage' });
  expect(
    within(coverage).getByText('1 of 2 standards addressed by lessons, experiences or rubrics'),
  ).toBeInTheDocument();
  expect(
    within(coverage).getByRole('link', { name: /standards the lessons cover/ }),
  ).toHaveAttribute('href', '/curriculum/unit/u1-coverage');
});

describe('what each person may do', () => {
  it('the owner edits, plans lessons and deletes', async () => {
    await openAs('owner');
    expect(screen.getByRole('link', { name: 'Edit unit' })).toHaveAttribute(
      'href',
      '/units/edit/u1',
    );
    expect(screen.getByRole('link', { name: 'Plan lessons' })).toHaveAttribute(
      'href',
      '/units/plan/create/u1',
    );
    expect(screen.getByRole('button', { name: 'Delete unit' })).toBeInTheDocument();
  });

  it('a collaborator edits and plans, but does not delete', async () => {
    await openAs('helper');
    expect(screen.getByRole('link', { name: 'Edit unit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan lessons' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete unit' })).not.toBeInTheDocument();
  });

  it('a leader of the team edits and deletes a unit that is not theirs', async () => {
    teamWhereILead(true);
    await openAs('lead');
    expect(await screen.findByRole('link', { name: 'Edit unit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete unit' })).toBeInTheDocument();
  });

  it('another member reads, and opens the plan once there is one', async () => {
    jest.mocked(fetchUnitPlan).mockResolvedValue({
      id: 'u1',
      unitId: 'u1',
      lessons: [],
      reviewStatus: 'draft',
    } as never);
    await openAs('member');
    expect(screen.queryByRole('link', { name: 'Edit unit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete unit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Plan lessons' })).not.toBeInTheDocument();
    // Among the actions, and again under the plan's lessons.
    for (const link of screen.getAllByRole('link', { name: 'Open unit plan' }))
      expect(link).toHaveAttribute('href', '/units/plan/edit/u1');
  });

  it('another member is told when nothing is planned yet', async () => {
    await openAs('member');
    expect(screen.getByText('No lessons are planned for this unit yet.')).toBeInTheDocument();
  });
});

describe('deleting', () => {
  it('asks in a dialog first; Cancel or Escape keeps the unit and returns the focus', async () => {
    const user = userEvent.setup();
    await openAs('owner');
    const start = screen.getByRole('button', { name: 'Delete unit' });
    await user.click(start);

    const dialog = screen.getByRole('alertdialog', { name: 'Delete this unit?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/“Fractions” and its lesson plan will be deleted/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The dialog (React Aria) gives the focus back on the next frame.
    await waitFor(() => expect(start).toHaveFocus());

    await user.click(start);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteUnit).not.toHaveBeenCalled();
  });

  it('keeps the focus inside the dialog', async () => {
    const user = userEvent.setup();
    await openAs('owner');
    await user.click(screen.getByRole('button', { name: 'Delete unit' }));
    const dialog = screen.getByRole('alertdialog');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Yes, delete it' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('deletes when confirmed and goes back to the list, naming what was deleted', async () => {
    const user = userEvent.setup();
    jest.mocked(deleteUnit).mockResolvedValue();
    await openAs('owner');
    await user.click(screen.getByRole('button', { name: 'Delete unit' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(deleteUnit).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'u1', teamId: 't1' }),
      'owner',
    );
    expect(navigate).toHaveBeenCalledWith('/units', { state: { deletedTitle: 'Fractions' } });
  });

  it('stays in the dialog with the reason when the delete is refused', async () => {
    const user = userEvent.setup();
    jest.mocked(deleteUnit).mockRejectedValue(new PlanningFailure('permissionDenied'));
    await openAs('owner');
    await user.click(screen.getByRole('button', { name: 'Delete unit' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You do not have permission to do this.',
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});

it('says so when the unit cannot be opened, with a way back', async () => {
  jest.mocked(fetchUnit).mockRejectedValue(new PlanningFailure('unitNotFound'));
  signIn('member');
  await renderWithI18n(<UnitDetailPage />);
  expect(
    await screen.findByText('This unit does not exist or you cannot see it.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to units' })).toHaveAttribute('href', '/units');
});

// Issue 17: a field the rules let through but the schema refuses used to blank the whole page.
it('shows the readable parts of a unit with bad fields and marks the parts it cannot read', async () => {
  const { id: _id, ...stored } = unit;
  jest.mocked(fetchUnit).mockImplementation(async (id) =>
    toUnit(id, {
      ...stored,
      bigIdeas: ['A fraction is a number on the number line', 'x'.repeat(900)],
      summativeAssessment: { html: '<script>' },
    }),
  );
  await openAs('member');
  expect(screen.getByRole('heading', { level: 1, name: 'Fractions' })).toBeInTheDocument();
  const bigIdeas = screen.getByRole('region', { name: 'Big ideas' });
  expect(within(bigIdeas).getByText(unit.bigIdeas[0]!)).toBeInTheDocument();
  expect(within(bigIdeas).getByRole('note')).toHaveTextContent('This part could not be read.');
  const summative = screen.getByRole('region', { name: 'Summative assessment' });
  expect(within(summative).getByRole('note')).toHaveTextContent('This part could not be read.');
  expect(screen.getByText('When are two fractions equal?')).toBeInTheDocument();
  expect(screen.getAllByRole('note')).toHaveLength(2);
});

describe('reuse', () => {
  it('credits the unit a copy was made from, and its author by name', async () => {
    jest.mocked(fetchUnit).mockResolvedValue({
      ...unit,
      ownerId: 'member',
      copiedFrom: { unitId: 'u0', title: 'Fractions at the market', ownerId: 'owner' },
    });
    await openAs('member');
    const credit = screen.getByText(/^Copied from/);
    expect(credit).toHaveTextContent('Copied from Fractions at the market by Olive.');
    expect(within(credit).getByRole('link', { name: 'Fractions at the market' })).toHaveAttribute(
      'href',
      '/units/u0',
    );
  });

  it('offers every member to use the unit in their classroom', async () => {
    await openAs('member');
    expect(screen.getByRole('button', { name: 'Use in my classroom' })).toBeInTheDocument();
  });

  it('a leader marks the unit as a team exemplar; a member only sees the mark', async () => {
    teamWhereILead(true);
    await openAs('leader');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as team exemplar' }));
    expect(setExemplar).toHaveBeenCalledWith('t1', 'u1', true, 'leader');
    expect(await screen.findByText('Team exemplar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from team exemplars' })).toBeInTheDocument();
  });

  it('a member sees the mark but cannot change it', async () => {
    serve(exemplarKeys.ofTeam('t1'), new Set(['u1']));
    await openAs('member');
    expect(await screen.findByText('Team exemplar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /team exemplar/ })).not.toBeInTheDocument();
  });
});
