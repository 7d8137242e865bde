// The classroom form as a teacher uses it: validation on submit with the focus on the first
// field at fault, nothing typed lost on a failed save, localized weekday labels, and the
// teacher and standards pickers. The data layer is replaced; the stores and rules are real.
import { useState, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassroomFields, Framework } from '@lesson-planner/shared-contracts/curriculum';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useSession } from '@lesson-planner/shared-contracts/session';
import type { CurriculumFailureCode } from '../../api/curriculum-failure';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import { initTestI18n, withProviders } from '../../test-utils/render-with-i18n';
import { ClassroomForm, type ClassroomFormProps } from './ClassroomForm';
import { emptyFields } from './form-state';
import type { TeamDirectoryMock, FrameworkReadsMock } from '../../test-utils/read-mocks';

// Factories, not automocks: loading the real modules would start Firebase, which needs fetch.
jest.mock('../../api/team-directory', () =>
  jest.requireActual('../../test-utils/read-mocks').mockTeamDirectory(),
);
jest.mock('../../api/framework-reads', () =>
  jest.requireActual('../../test-utils/read-mocks').mockFrameworkReads(),
);
jest.mock('../../api/framework-writes', () => ({}));
jest.mock('../../api/standards-import', () => ({}));
jest.mock('../../api/classroom-reads', () =>
  jest.requireActual('../../test-utils/read-mocks').mockClassroomReads(),
);
jest.mock('../../api/classroom-writes', () => ({}));
// Only the session store: the session's Firebase Auth wiring needs a browser's fetch.
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);
// The form links out only when a team has no framework; a plain anchor stands in for the router.
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
const { fetchTeamRef, listTeamMembers } = jest.requireMock<TeamDirectoryMock>(
  '../../api/team-directory',
);
const { listFrameworks, listStandards } = jest.requireMock<FrameworkReadsMock>(
  '../../api/framework-reads',
);

const team: TeamRef = { id: 't1', name: 'Grade 5 Team', isLeader: false };
const otherTeam: TeamRef = { id: 't2', name: 'Science Team', isLeader: true };
const framework: Framework = {
  id: 'f1',
  teamId: 't1',
  name: 'National Mathematics',
  description: '',
  subjects: ['Mathematics'],
  gradeBands: ['4–6'],
  createdBy: 'lead',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: null,
};
const standard = (code: string, subject: string, order: number) => ({
  id: code.toLowerCase().replaceAll('.', '%2E'),
  code,
  description: `Description of ${code}`,
  subject,
  gradeBand: '4–6',
  strand: 'Number',
  order,
});

beforeAll(initTestI18n);

beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState({
    status: 'signed-in',
    user: {
      uid: 'me',
      email: 'me@school.test',
      displayName: 'Mai',
      photoURL: null,
      emailVerified: true,
    },
  });
  jest.mocked(listTeamMembers).mockResolvedValue([
    { userId: 'ann', name: 'Ann' },
    { userId: 'me', name: 'Mai' },
  ]);
  jest.mocked(fetchTeamRef).mockResolvedValue(team);
  jest.mocked(listFrameworks).mockResolvedValue([framework]);
  jest
    .mocked(listStandards)
    .mockResolvedValue([
      standard('MA.5.1', 'Mathematics', 0),
      standard('MA.5.2', 'Mathematics', 1),
      standard('ST.5.1', 'Statistics', 2),
    ]);
});

afterEach(async () => {
  // Signing out empties the stores between tests.
  useSession.setState({ status: 'signed-out', user: null });
  await act(() => i18n.changeLanguage('en'));
});

async function renderForm(props: Partial<ClassroomFormProps> = {}) {
  const onSubmit = jest.fn<Promise<boolean>, [ClassroomFields]>().mockResolvedValue(true);
  const all: ClassroomFormProps = {
    initial: emptyFields('t1', ['me']),
    teams: [team],
    lockedTeacherId: 'me',
    busy: false,
    failure: undefined,
    submitLabel: 'Create classroom',
    busyLabel: 'Creating…',
    onSubmit,
    ...props,
  };
  const view = render(withProviders(<ClassroomForm {...all} />));
  if (all.initial.teamId) {
    // The pickers read the team's members and standards as they open.
    await screen.findByRole('checkbox', { name: 'Mai (you)' });
    await screen.findByRole('group', { name: 'National Mathematics' });
  }
  return { ...view, onSubmit: all.onSubmit as typeof onSubmit, props: all };
}

describe('validation', () => {
  it('refuses a blank name, marks the field and moves the focus to it', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Create classroom' }));

    const name = screen.getByRole('textbox', { name: 'Classroom name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter a name for the classroom.');
    expect(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(name, '5A');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a name for the classroom.')).not.toBeInTheDocument();
  });

  it('focuses the first field at fault in page order', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Classroom name' }), '5A');
    await user.type(screen.getByRole('textbox', { name: /Academic year/ }), '2026-2028');
    await user.click(screen.getByRole('button', { name: 'Create classroom' }));

    const year = screen.getByRole('textbox', { name: /Academic year/ });
    expect(year).toHaveFocus();
    expect(year).toHaveAccessibleDescription(
      'For example 2026–2027, or 2026. Write the academic year as 2026 or 2026–2027.',
    );
  });

  it('has no free-form timetable: when a classroom meets is set on its page', async () => {
    await renderForm();
    expect(screen.queryByRole('group', { name: 'Weekly timetable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('asks for a team when there are several to choose from', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderForm({
      initial: emptyFields('', ['me']),
      teams: [team, otherTeam],
    });
    await user.type(screen.getByRole('textbox', { name: 'Classroom name' }), '5A');
    await user.click(screen.getByRole('button', { name: 'Create classroom' }));
    const select = screen.getByRole('combobox', { name: 'Team' });
    expect(select).toHaveFocus();
    expect(select).toHaveAccessibleDescription('Choose the team this classroom belongs to.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('saving', () => {
  it('sends the fields, the user always a teacher', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Classroom name' }), ' 5A Mathematics ');
    await user.click(screen.getByRole('button', { name: /Subject$/ }));
    await user.click(await screen.findByRole('option', { name: 'Mathematics' }));

    const me = await screen.findByRole('checkbox', { name: 'Mai (you)' });
    expect(me).toBeChecked();
    expect(me).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Ann' }));
    await user.click(screen.getByRole('button', { name: 'Create classroom' }));

    expect(onSubmit).toHaveBeenCalledWith({
      name: ' 5A Mathematics ',
      subject: 'mathematics',
      gradeLevel: '',
      academicYear: '',
      teamId: 't1',
      teacherIds: ['me', 'ann'],
      standards: [],
    });
  });

  it('keeps everything typed when the save fails, and focuses the reason', async () => {
    const user = userEvent.setup();
    // As on the pages: the store holds the reason by the time the save resolves false.
    function FailingPage() {
      const [failure, setFailure] = useState<CurriculumFailureCode | undefined>(undefined);
      return (
        <ClassroomForm
          initial={emptyFields('t1', ['me'])}
          teams={[team]}
          lockedTeacherId="me"
          busy={false}
          failure={failure}
          submitLabel="Create classroom"
          busyLabel="Creating…"
          onSubmit={async () => {
            setFailure('network');
            return false;
          }}
        />
      );
    }
    render(withProviders(<FailingPage />));
    await screen.findByRole('checkbox', { name: 'Mai (you)' });
    await screen.findByRole('group', { name: 'National Mathematics' });
    await user.type(screen.getByRole('textbox', { name: 'Classroom name' }), '5A');
    await user.click(screen.getByRole('checkbox', { name: 'Ann' }));
    await user.click(screen.getByRole('button', { name: 'Create classroom' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/could not reach the server/);
    expect(alert).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Classroom name' })).toHaveValue('5A');
    expect(screen.getByRole('checkbox', { name: 'Ann' })).toBeChecked();
  });
});

describe('standards picker', () => {
  it('filters, selects all shown, counts and clears', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderForm();
    const picker = screen.getByRole('group', { name: 'Standards' });
    await within(picker).findByRole('group', { name: 'National Mathematics' });
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(3);

    await user.selectOptions(
      within(picker).getByRole('combobox', { name: 'Subject' }),
      'Statistics',
    );
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(picker).getByRole('button', { name: 'Select all shown' }));
    expect(within(picker).getByRole('status')).toHaveTextContent('1 standard selected.');

    await user.selectOptions(within(picker).getByRole('combobox', { name: 'Subject' }), '');
    await user.type(within(picker).getByRole('searchbox'), 'ma.5.2');
    await user.click(within(picker).getByRole('checkbox', { name: /MA\.5\.2/ }));
    expect(within(picker).getByRole('status')).toHaveTextContent('2 standards selected.');

    await user.type(screen.getByRole('textbox', { name: 'Classroom name' }), '5A');
    await user.click(screen.getByRole('button', { name: 'Create classroom' }));
    expect(onSubmit.mock.calls[0]?.[0].standards).toEqual([
      { frameworkId: 'f1', standardId: 'st%2E5%2E1' },
      { frameworkId: 'f1', standardId: 'ma%2E5%2E2' },
    ]);

    await user.click(within(picker).getByRole('button', { name: 'Clear selection' }));
    expect(within(picker).getByRole('status')).toHaveTextContent('0 standards selected.');
  });

  it('keeps a chosen standard that left the framework and offers to remove it', async () => {
    const user = userEvent.setup();
    await renderForm({
      initial: {
        ...emptyFields('t1', ['me']),
        standards: [{ frameworkId: 'f1', standardId: 'old%2E1' }],
      },
    });
    const picker = screen.getByRole('group', { name: 'Standards' });
    expect(
      await within(picker).findByText('1 selected standard is no longer in the team’s frameworks.'),
    ).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: 'Remove it from the selection' }));
    expect(within(picker).getByRole('status')).toHaveTextContent('0 standards selected.');
  });
});
