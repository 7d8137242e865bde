// The rubric AI panel's "Draft the rubric" as a teacher uses it: the choices sent to the one
// generation callable, progress while the draft streams, a translated failure, a preview to use
// or discard. The callable and the data layer are replaced.
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  GenerateDraftResponse,
  RubricContent,
} from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { listTeamStandards } from '../../../api/curriculum-reads';
import { generateDraft } from '../../../api/generate-draft';
import { PlanningFailure } from '../../../api/planning-failure';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { analyticRubric, rubricDraftResponse } from '../../../test-utils/rubric-drafts';
import { RubricDraftPanel } from './RubricDraftPanel';

jest.mock('../../../api/generate-draft', () => ({ generateDraft: jest.fn() }));
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
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const context = { teamId: 't1', rubricId: null, unitId: 'u1', experienceId: null };

const rubric = analyticRubric({
  criteria: [
    {
      id: 'criterion-1',
      title: 'Food webs',
      description: '',
      descriptors: ['Few links', 'Some links', 'Correct arrows', 'Explains energy flow'],
      weight: 1,
      points: 1,
      standards: [{ frameworkId: 'f1', standardId: 'sc.5.1' }],
    },
    {
      id: 'criterion-2',
      title: 'Communication',
      description: '',
      descriptors: ['', '', '', ''],
      weight: 1,
      points: 1,
      standards: [],
    },
  ],
});

const response = (content: RubricContent) =>
  rubricDraftResponse(content, { promptTokens: 900, completionTokens: 1234, totalTokens: 2134 });

beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState({
    status: 'signed-in',
    user: { uid: 'me', email: null, displayName: 'Mai', photoURL: null, emailVerified: true },
  });
  jest.mocked(listTeamStandards).mockResolvedValue([
    {
      framework: { id: 'f1', name: 'National Science' },
      standards: [
        {
          id: 'sc.5.1',
          code: 'SC5.1',
          description: 'Food webs',
          subject: 'Science',
          gradeBand: '5',
          strand: 'Life',
          order: 0,
        },
        {
          id: 'sc.5.2',
          code: 'SC5.2',
          description: 'Adaptations',
          subject: 'Science',
          gradeBand: '5',
          strand: 'Life',
          order: 1,
        },
      ],
    },
  ]);
});

afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

async function renderDraftPanel() {
  const onUse = jest.fn();
  await renderWithI18n(
    <RubricDraftPanel
      context={context}
      defaults={{
        taskDescription: 'Food web poster',
        subject: 'Science',
        grade: '5',
        type: 'analytic',
        levelCount: 4,
        standards: [{ frameworkId: 'f1', standardId: 'sc.5.1' }],
      }}
      onUse={onUse}
    />,
  );
  await screen.findByRole('group', { name: 'National Science' });
  return { onUse, user: userEvent.setup() };
}

describe('Draft a rubric with AI', () => {
  it('sends the teacher’s choices, shows progress while streaming, and hands over the draft only on “Use this draft”', async () => {
    let finish: (value: GenerateDraftResponse<'rubric'>) => void = () => undefined;
    jest.mocked(generateDraft).mockImplementation((_request, options) => {
      options?.onChunk?.({ index: 0, part: 'criterion', criterion: rubric.criteria[0]! } as never);
      return new Promise((resolve) => {
        finish = resolve as typeof finish;
      });
    });
    const { onUse, user } = await renderDraftPanel();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of levels' }), '5');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Order of levels' }),
      'lowToHigh',
    );
    await user.click(screen.getByRole('checkbox', { name: /SC5\.2/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the draft' }), 'th');
    await user.click(screen.getByRole('button', { name: 'Draft rubric' }));

    expect(generateDraft).toHaveBeenCalledWith(
      {
        task: 'rubric',
        ...context,
        mode: 'draft',
        language: 'th',
        instructions: '',
        taskDescription: 'Food web poster',
        type: 'analytic',
        subject: 'Science',
        grade: '5',
        levelCount: 5,
        levelOrder: 'lowToHigh',
        standards: [
          { frameworkId: 'f1', standardId: 'sc.5.1' },
          { frameworkId: 'f1', standardId: 'sc.5.2' },
        ],
        rubric: null,
        criterionIndex: null,
      },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(await screen.findByText('Drafting… 1 criterion received.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drafting…' })).toBeDisabled();

    finish(response(rubric));
    const heading = await screen.findByRole('heading', {
      name: 'Draft: Analytic rubric: Food web poster',
    });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText('Offline draft — written by the built-in template, not an AI model.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Charged to your team's allowance: 2,134 tokens/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Explains energy flow' })).toBeInTheDocument();
    expect(onUse).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Use this draft' }));
    expect(onUse).toHaveBeenCalledWith(rubric);
    expect(screen.queryByRole('button', { name: 'Use this draft' })).not.toBeInTheDocument();
  });

  it('says why a draft failed, in the teacher’s words, and keeps what was typed', async () => {
    jest.mocked(generateDraft).mockRejectedValue(new PlanningFailure('tokenLimitReached'));
    const { onUse, user } = await renderDraftPanel();
    const task = screen.getByRole('textbox', { name: 'Task students do' });
    await user.clear(task);
    await user.type(task, 'Lab report');
    await user.click(screen.getByRole('button', { name: 'Draft rubric' }));

    expect(await screen.findByText(/AI allowance for this month is used up/)).toBeInTheDocument();
    expect(task).toHaveValue('Lab report');
    expect(onUse).not.toHaveBeenCalled();
  });

  it('discards a draft without handing it over', async () => {
    jest.mocked(generateDraft).mockResolvedValue(response(rubric));
    const { onUse, user } = await renderDraftPanel();
    await user.click(screen.getByRole('button', { name: 'Draft rubric' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(onUse).not.toHaveBeenCalled();
  });
});
