// The rubric's read view names the standards each criterion assesses, in words from the team's
// frameworks; the student version leaves them out.
import { render, screen, within } from '@testing-library/react';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import { defaultLevels, type RubricContent } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { fetchStandardsByRef } from '../../../api/curriculum-reads';
import { initTestI18n, withProviders } from '../../../test-utils/render-with-i18n';
import { RubricTable } from './RubricTable';

jest.mock('../../../api/curriculum-reads', () => ({ fetchStandardsByRef: jest.fn() }));
jest.mock('../../../api/team-directory', () => ({}));
jest.mock('../../../api/unit-reads', () => ({}));
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('@lesson-planner/shared-contracts/routing', () => ({ Link: () => null }));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);

const food: Standard = {
  id: 'sc.5.1',
  code: 'SC.5.1',
  description: 'Describe a food chain',
  subject: 'Science',
  gradeBand: '4–6',
  strand: 'Life',
  order: 0,
};
const FOOD = { frameworkId: 'f1', standardId: 'sc.5.1' };
const GONE = { frameworkId: 'f1', standardId: 'sc.5.9' };

const rubric = (type: RubricContent['type']): RubricContent => ({
  title: 'Food web poster',
  description: '',
  type,
  subject: 'Science',
  grade: '5',
  levelOrder: 'highToLow',
  levels: defaultLevels(['Developing', 'Proficient', 'Exemplary']),
  criteria: [
    {
      id: 'c1',
      title: 'Food chains',
      description: 'Links every animal',
      descriptors: ['One link', 'Most links', 'Every link'],
      weight: 1,
      points: 2,
      standards: [FOOD, GONE],
    },
    {
      id: 'c2',
      title: 'Labels',
      description: '',
      descriptors: ['', '', ''],
      weight: 1,
      points: 1,
      standards: [],
    },
  ],
  standards: [],
  unitIds: [],
  experienceIds: [],
});

beforeAll(initTestI18n);
beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState({
    status: 'signed-in',
    user: { uid: 'me', email: null, displayName: 'Mai', photoURL: null, emailVerified: true },
  });
  jest.mocked(fetchStandardsByRef).mockResolvedValue(new Map([['f1/sc.5.1', food]]));
});
afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

it.each(['analytic', 'singlePoint', 'checklist'] as const)(
  'shows each %s criterion’s standards in its row, a missing one by its id',
  async (type) => {
    render(withProviders(<RubricTable rubric={rubric(type)} teamId="t1" />));
    const row = screen.getByRole('rowheader', { name: /Food chains/ });
    const list = within(row).getByRole('list', { name: 'Standards' });
    expect(await within(list).findByText('SC.5.1 Describe a food chain')).toBeInTheDocument();
    expect(within(list).getByText('sc.5.9')).toBeInTheDocument();
    expect(fetchStandardsByRef).toHaveBeenCalledWith('t1', [FOOD, GONE]);
    const other = screen.getByRole('rowheader', { name: /Labels/ });
    expect(within(other).queryByRole('list')).toBeNull();
  },
);

it('shows a holistic rubric’s own standards under the table', async () => {
  render(
    withProviders(
      <RubricTable rubric={{ ...rubric('holistic'), standards: [FOOD] }} teamId="t1" />,
    ),
  );
  expect(await screen.findByText('SC.5.1 Describe a food chain')).toBeInTheDocument();
  expect(screen.getByText('Standards the whole rubric assesses:')).toBeInTheDocument();
});

it('leaves the standards out of the student version', () => {
  render(withProviders(<RubricTable rubric={rubric('analytic')} teamId="t1" forStudents />));
  expect(screen.getByRole('rowheader', { name: 'Food chains' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Standards' })).toBeNull();
  expect(fetchStandardsByRef).not.toHaveBeenCalled();
});
