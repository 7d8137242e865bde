// The unit form as a teacher uses it: messages on submit with the focus on the first field at
// fault, nothing typed lost (to a message or a failed save), the classroom filling in subject
// and grade, editable lists, and the standards and collaborator pickers. The data layer is
// replaced; the store is real.
import { useState, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typeDate } from '@lesson-planner/shared-contracts/localized-fields/testing';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { listTeamStandards } from '../../../api/curriculum-reads';
import type { PlanningFailureCode } from '../../../api/planning-failure';
import { listTeamClassrooms, listTeamMembers } from '../../../api/team-directory';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import type { UnitInput } from '../../../api/unit-document';
import { initTestI18n, withProviders } from '../../../test-utils/render-with-i18n';
import { emptyUnitDraft } from './form-state';
import { UnitForm, type UnitFormProps } from './UnitForm';

// Factories, not automocks: loading the real modules would start Firebase, which needs fetch.
jest.mock('../../../api/team-directory', () =>
  jest.requireActual('../../../test-utils/team-directory-mock').mockTeamDirectory(),
);
jest.mock('../../../api/curriculum-reads', () => ({
  listTeamStandards: jest.fn(),
  fetchStandardsByRef: jest.fn(),
}));
jest.mock('../../../api/unit-reads', () => ({}));
jest.mock('../../../api/unit-writes', () => ({}));
// Only the session store: the session's Firebase Auth wiring needs a browser's fetch.
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const team: TeamRef = { id: 't1', name: 'Grade 5 Team', isLeader: false };
const otherTeam: TeamRef = { id: 't2', name: 'Science Team', isLeader: false };

const standard = (code: string, strand: string, order: number): Standard => ({
  id: code.toLowerCase(),
  code,
  description: `Description of ${code}`,
  subject: 'Mathematics',
  gradeBand: '4–6',
  strand,
  order,
});

beforeAll(initTestI18n);

beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState({
    status: 'signed-in',
    user: { uid: 'me', email: null, displayName: 'Mai', photoURL: null, emailVerified: true },
  });
  jest.mocked(listTeamMembers).mockResolvedValue([
    { userId: 'ann', name: 'Ann' },
    { userId: 'me', name: 'Mai' },
  ]);
  jest.mocked(listTeamClassrooms).mockResolvedValue([
    {
      id: 'c1',
      name: '5A',
      subject: 'mathematics',
      gradeLevel: 'grade-5',
      teamId: 't1',
      archived: false,
    },
    { id: 'c0', name: '4A', subject: 'Science', gradeLevel: '4', teamId: 't1', archived: true },
  ]);
  jest.mocked(listTeamStandards).mockResolvedValue([
    {
      framework: { id: 'f1', name: 'National Mathematics' },
      standards: [
        standard('MA.5.1', 'Number', 0),
        standard('MA.5.2', 'Number', 1),
        standard('MA.5.9', 'Geometry', 2),
      ],
    },
  ]);
});

// Signing out empties the store between tests.
afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

async function renderForm(props: Partial<UnitFormProps> = {}) {
  const onSubmit = jest.fn<Promise<boolean>, [UnitInput]>().mockResolvedValue(true);
  const all: UnitFormProps = {
    initial: emptyUnitDraft('t1'),
    teams: [team],
    ownerId: 'me',
    busy: false,
    failure: undefined,
    submitLabel: 'Create unit',
    busyLabel: 'Creating…',
    onSubmit,
    ...props,
  };
  render(withProviders(<UnitForm {...all} />));
  if (all.initial.teamId) {
    // The pickers read the team's members, classrooms and standards as they open.
    await screen.findByRole('checkbox', { name: 'Ann' });
    await screen.findByRole('group', { name: 'National Mathematics' });
    await screen.findByRole('option', { name: '5A' });
  }
  return { onSubmit };
}

const title = () => screen.getByRole('textbox', { name: /^Title/ });
const weeks = () => screen.getByRole('spinbutton', { name: /Length in weeks/ });

describe('validation', () => {
  it('refuses a blank title, marks it, focuses it, and clears the message as the user types', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Create unit' }));

    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(title()).toHaveAccessibleDescription(
      'Up to 150 characters. Enter a title for the unit.',
    );
    expect(title()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(title(), 'Fractions');
    expect(title()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a title for the unit.')).not.toBeInTheDocument();
  });

  it('keeps a too-long title and wrong weeks exactly as typed, with their messages', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderForm();
    const long = 'F'.repeat(151);
    await user.click(title());
    await user.paste(long);
    await user.clear(weeks());
    await user.type(weeks(), '45');
    await user.click(screen.getByRole('button', { name: 'Create unit' }));

    expect(title()).toHaveValue(long);
    expect(title()).toHaveAccessibleDescription(
      'Up to 150 characters. Use at most 150 characters.',
    );
    expect(title()).toHaveFocus();
    expect(weeks()).toHaveValue(45);
    expect(weeks()).toHaveAccessibleDescription(
      'From 1 to 40. Enter a whole number of weeks from 1 to 40.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a team when there are several to choose from', async () => {
    const user = userEvent.setup();
    await renderForm({ initial: emptyUnitDraft(''), teams: [team, otherTeam] });
    await user.type(title(), 'Fractions');
    await user.click(screen.getByRole('button', { name: 'Create unit' }));
    const select = screen.getByRole('combobox', { name: 'Team' });
    expect(select).toHaveFocus();
    expect(select).toHaveAccessibleDescription('Choose the team this unit belongs to.');
  });

  it('names the big idea that is too long, and marks only that line', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.type(title(), 'Fractions');
    const ideas = screen.getByRole('group', { name: 'Big ideas' });
    await user.type(within(ideas).getByRole('textbox', { name: 'Big idea 1' }), 'Halves');
    await user.click(within(ideas).getByRole('button', { name: 'Add a big idea' }));
    const second = within(ideas).getByRole('textbox', { name: 'Big idea 2' });
    expect(second).toHaveFocus();
    await user.click(second);
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Create unit' }));

    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(within(ideas).getByRole('textbox', { name: 'Big idea 1' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(within(ideas).getByText('Line 2 is longer than 500 characters.')).toBeVisible();
  });
});

describe('filling it in', () => {
  it('a classroom fills in an empty subject and grade; archived ones are not offered', async () => {
    const user = userEvent.setup();
    await renderForm();
    const classroom = screen.getByRole('combobox', { name: 'Classroom (optional)' });
    expect(within(classroom).queryByRole('option', { name: '4A' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Grade$/ }));
    await user.click(await screen.findByRole('option', { name: 'Grade 4' }));
    await user.selectOptions(classroom, '5A');
    // The classroom's subject code, shown in the interface language; the chosen grade stays.
    expect(screen.getByRole('button', { name: /Subject$/ })).toHaveTextContent('Mathematics');
    expect(screen.getByRole('button', { name: /Grade$/ })).toHaveTextContent('Grade 4');
  });

  it('adds and removes list lines, moving the focus with them', async () => {
    const user = userEvent.setup();
    await renderForm();
    const questions = screen.getByRole('group', { name: 'Essential questions' });
    await user.type(
      within(questions).getByRole('textbox', { name: 'Essential question 1' }),
      'Why split?{Enter}How equal?',
    );
    expect(within(questions).getByRole('textbox', { name: 'Essential question 2' })).toHaveValue(
      'How equal?',
    );
    await user.click(
      within(questions).getByRole('button', { name: 'Remove essential question 1' }),
    );
    const remaining = within(questions).getByRole('textbox', { name: 'Essential question 1' });
    expect(remaining).toHaveValue('How equal?');
    expect(remaining).toHaveFocus();
  });

  it('picks standards grouped by framework and strand, and finds them by text', async () => {
    const user = userEvent.setup();
    await renderForm();
    const picker = screen.getByRole('group', { name: 'Standards' });
    const framework = within(picker).getByRole('group', { name: 'National Mathematics' });
    const number = within(framework).getByRole('group', { name: 'Number' });
    expect(within(number).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(framework).getByRole('group', { name: 'Geometry' })).toBeInTheDocument();

    await user.type(within(picker).getByRole('searchbox'), 'ma.5.9');
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(picker).getByRole('checkbox', { name: /MA\.5\.9/ }));
    expect(within(picker).getByRole('status')).toHaveTextContent('1 standard selected. 1 shown.');
  });

  it('offers the team’s members but not the owner as collaborators', async () => {
    await renderForm();
    const collaborators = screen.getByRole('group', { name: 'Collaborators' });
    expect(within(collaborators).getByRole('checkbox', { name: 'Ann' })).toBeInTheDocument();
    expect(within(collaborators).queryByRole('checkbox', { name: 'Mai' })).not.toBeInTheDocument();
  });
});

describe('saving', () => {
  it('sends what was typed, weeks as a number and no classroom as null', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderForm();
    await user.type(title(), 'Fractions');
    await user.clear(weeks());
    await user.type(weeks(), '6');
    await typeDate(user, 'Start date (optional)', '2026-09-07');
    await user.click(screen.getByRole('checkbox', { name: 'Ann' }));
    await user.click(screen.getByRole('checkbox', { name: /MA\.5\.1/ }));
    await user.click(screen.getByRole('radio', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Create unit' }));

    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Fractions',
      subject: '',
      grade: '',
      teamId: 't1',
      classroomId: null,
      startDate: '2026-09-07',
      weeks: 6,
      bigIdeas: [''],
      essentialQuestions: [''],
      standards: [{ frameworkId: 'f1', standardId: 'ma.5.1' }],
      summativeAssessment: '',
      status: 'published',
      collaboratorIds: ['ann'],
    });
  });

  it('keeps everything typed when the save fails, and focuses the reason', async () => {
    const user = userEvent.setup();
    // As on the pages: the store holds the reason by the time the save resolves false.
    function FailingPage() {
      const [failure, setFailure] = useState<PlanningFailureCode | undefined>(undefined);
      return (
        <UnitForm
          initial={emptyUnitDraft('t1')}
          teams={[team]}
          ownerId="me"
          busy={false}
          failure={failure}
          submitLabel="Create unit"
          busyLabel="Creating…"
          onSubmit={async () => {
            setFailure('network');
            return false;
          }}
        />
      );
    }
    render(withProviders(<FailingPage />));
    await screen.findByRole('checkbox', { name: 'Ann' });
    await user.type(title(), 'Fractions');
    await user.type(
      screen.getByRole('textbox', { name: 'Summative assessment' }),
      'A market-day project',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Ann' }));
    await user.click(screen.getByRole('button', { name: 'Create unit' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/The connection failed.*still here/);
    expect(alert).toHaveFocus();
    expect(title()).toHaveValue('Fractions');
    expect(screen.getByRole('textbox', { name: 'Summative assessment' })).toHaveValue(
      'A market-day project',
    );
    expect(screen.getByRole('checkbox', { name: 'Ann' })).toBeChecked();
  });
});
