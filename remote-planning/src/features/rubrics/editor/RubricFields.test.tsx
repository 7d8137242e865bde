// The rubric form as a teacher uses it for standards: each criterion (or checklist item, or a
// holistic rubric as a whole) picks standards from the team's frameworks and lists them, each
// removable, by keyboard; and a field at fault says what is wrong in words. The data layer is
// replaced; the stores are real.
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Standard, StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { defaultLevels, type RubricContent } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { fetchStandardsByRef, listTeamStandards } from '../../../api/curriculum-reads';
import { initTestI18n, withProviders } from '../../../test-utils/render-with-i18n';
import { problemsOf } from './rubric-problems';
import { RubricFields } from './RubricFields';

// Factories, not automocks: loading the real modules would start Firebase, which needs fetch.
jest.mock('../../../api/curriculum-reads', () => ({
  listTeamStandards: jest.fn(),
  fetchStandardsByRef: jest.fn(),
}));
jest.mock('../../../api/team-directory', () => ({}));
jest.mock('../../../api/unit-reads', () => ({}));
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({ Link: () => null }));

const standard = (code: string, strand: string): Standard => ({
  id: code.toLowerCase(),
  code,
  description: `Description of ${code}`,
  subject: 'Science',
  gradeBand: '4–6',
  strand,
  order: 0,
});
const STANDARDS = [standard('SC.5.1', 'Life'), standard('SC.5.2', 'Life')];
const ref = (code: string): StandardRef => ({ frameworkId: 'f1', standardId: code.toLowerCase() });

const criterion = (id: string, title: string, standards: StandardRef[] = []) => ({
  id,
  title,
  description: '',
  descriptors: ['', '', ''],
  weight: 1,
  points: 1,
  standards,
});

const rubric = (overrides: Partial<RubricContent> = {}): RubricContent => ({
  title: 'Food web poster',
  description: '',
  type: 'analytic',
  subject: 'Science',
  grade: '5',
  levelOrder: 'highToLow',
  levels: defaultLevels(['Developing', 'Proficient', 'Exemplary']),
  criteria: [criterion('c1', 'Food chains', [ref('SC.5.1')]), criterion('c2', 'Energy')],
  standards: [],
  unitIds: [],
  experienceIds: [],
  ...overrides,
});

/** The form over a draft it keeps, as the editor's store does; `latest` is the last draft. */
function renderFields(initial: RubricContent, withProblems = false) {
  const latest = { draft: initial };
  function Harness() {
    const [draft, setDraft] = useState(initial);
    return (
      <RubricFields
        teamId="t1"
        draft={draft}
        problems={withProblems ? problemsOf(draft) : null}
        onChange={(change) =>
          setDraft((current) => {
            latest.draft = change(current);
            return latest.draft;
          })
        }
      />
    );
  }
  render(withProviders(<Harness />));
  return latest;
}

beforeAll(initTestI18n);

beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState({
    status: 'signed-in',
    user: { uid: 'me', email: null, displayName: 'Mai', photoURL: null, emailVerified: true },
  });
  jest
    .mocked(listTeamStandards)
    .mockResolvedValue([{ framework: { id: 'f1', name: 'Science 5' }, standards: STANDARDS }]);
  jest
    .mocked(fetchStandardsByRef)
    .mockImplementation(
      async (_team, refs) =>
        new Map(
          STANDARDS.filter((s) => refs.some((r) => r.standardId === s.id)).map((s) => [
            `f1/${s.id}`,
            s,
          ]),
        ),
    );
});

afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

it('lists the standards a criterion assesses by code and description', async () => {
  renderFields(rubric());
  const first = screen.getByRole('group', { name: 'Criterion 1' });
  const list = await within(first).findByRole('list', {
    name: 'Standards assessed by Criterion 1',
  });
  expect(await within(list).findByText('SC.5.1 Description of SC.5.1')).toBeInTheDocument();
  const second = screen.getByRole('group', { name: 'Criterion 2' });
  expect(within(second).getByText('No standards yet.')).toBeInTheDocument();
});

it('adds a standard to one criterion with the keyboard, leaving the others alone', async () => {
  const user = userEvent.setup();
  const latest = renderFields(rubric());
  const second = screen.getByRole('group', { name: 'Criterion 2' });
  const choose = within(second).getByRole('button', { name: 'Choose standards for Criterion 2' });
  expect(choose).toHaveAttribute('aria-expanded', 'false');

  choose.focus();
  await user.keyboard('{Enter}');
  expect(choose).toHaveAttribute('aria-expanded', 'true');
  const picker = await within(second).findByRole('group', {
    name: 'Standards for Criterion 2',
  });
  const box = await within(picker).findByRole('checkbox', { name: /SC\.5\.2/ });
  box.focus();
  await user.keyboard(' ');

  expect(latest.draft.criteria[1]!.standards).toEqual([ref('SC.5.2')]);
  expect(latest.draft.criteria[0]!.standards).toEqual([ref('SC.5.1')]);
  expect(within(picker).getByRole('status')).toHaveTextContent('1 standard selected.');
  await user.click(within(second).getByRole('button', { name: 'Close the standards list' }));
  expect(within(second).queryByRole('group', { name: 'Standards for Criterion 2' })).toBeNull();
  expect(
    await within(second).findByRole('list', { name: 'Standards assessed by Criterion 2' }),
  ).toHaveTextContent('SC.5.2 Description of SC.5.2');
});

it('removes a standard from a criterion and keeps the focus on its chooser', async () => {
  const user = userEvent.setup();
  const latest = renderFields(rubric());
  const first = screen.getByRole('group', { name: 'Criterion 1' });
  await user.click(
    await within(first).findByRole('button', { name: 'Remove SC.5.1 Description of SC.5.1' }),
  );
  expect(latest.draft.criteria[0]!.standards).toEqual([]);
  expect(within(first).getByText('No standards yet.')).toBeInTheDocument();
  expect(
    within(first).getByRole('button', { name: 'Choose standards for Criterion 1' }),
  ).toHaveFocus();
});

it('gives checklist items and single-point criteria their standards too', async () => {
  const user = userEvent.setup();
  const latest = renderFields(rubric({ type: 'checklist' }));
  const item = screen.getByRole('group', { name: 'Item 2' });
  await user.click(within(item).getByRole('button', { name: 'Choose standards for Item 2' }));
  await user.click(await within(item).findByRole('checkbox', { name: /SC\.5\.1/ }));
  expect(latest.draft.criteria[1]!.standards).toEqual([ref('SC.5.1')]);
});

it('gives a holistic rubric standards of its own, as it has no criteria', async () => {
  const user = userEvent.setup();
  const latest = renderFields(rubric({ type: 'holistic', criteria: [] }));
  await user.click(screen.getByRole('button', { name: 'Choose standards for the whole rubric' }));
  await user.click(await screen.findByRole('checkbox', { name: /SC\.5\.2/ }));
  expect(latest.draft.standards).toEqual([ref('SC.5.2')]);
});

it('says a level name of invisible characters needs a name, next to the field', () => {
  const draft = rubric();
  draft.levels[1] = { ...draft.levels[1]!, name: '\u200b\u200b' };
  draft.criteria[0] = { ...draft.criteria[0]!, title: '   ' };
  renderFields(draft, true);
  const level = screen.getByRole('group', { name: 'Level 2' });
  expect(within(level).getByRole('textbox', { name: 'Level name' })).toHaveAccessibleDescription(
    'Give the level a name: spaces or invisible characters alone do not count.',
  );
  const first = screen.getByRole('group', { name: 'Criterion 1' });
  expect(within(first).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
    'Give this a title: spaces or invisible characters alone do not count.',
  );
});

it('names each remove button after the criterion or item it removes', async () => {
  const user = userEvent.setup();
  const latest = renderFields(
    rubric({ criteria: [criterion('c1', 'Food chains'), criterion('c2', '')] }),
  );
  const first = screen.getByRole('group', { name: 'Criterion 1' });
  expect(
    within(first).getByRole('button', { name: 'Remove criterion 1: Food chains' }),
  ).toHaveTextContent('Remove');
  const second = screen.getByRole('group', { name: 'Criterion 2' });
  await user.click(within(second).getByRole('button', { name: 'Remove criterion 2' }));
  expect(latest.draft.criteria.map((c) => c.title)).toEqual(['Food chains']);
});

it('names a checklist item’s remove button as an item', () => {
  renderFields(rubric({ type: 'checklist', criteria: [criterion('c1', 'Labels every arrow')] }));
  const item = screen.getByRole('group', { name: 'Item 1' });
  expect(
    within(item).getByRole('button', { name: 'Remove item 1: Labels every arrow' }),
  ).toBeInTheDocument();
});
