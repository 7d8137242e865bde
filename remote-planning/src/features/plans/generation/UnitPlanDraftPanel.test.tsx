// The unit plan draft as a teacher uses it: lessons appear one by one as they stream in, the
// source and the cost are stated, and a failure keeps what was typed. generateDraft is mocked.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateDraft } from '../../../api/generate-draft';
import { PlanningFailure } from '../../../api/planning-failure';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import {
  lesson,
  pendingDraft,
  response,
  unit,
  type PendingDraft,
} from '../../../test-utils/plan-fixtures';
import { UnitPlanDraftPanel } from './UnitPlanDraftPanel';

jest.mock('../../../api/generate-draft', () => ({ generateDraft: jest.fn() }));

let pending: PendingDraft;

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(generateDraft).mockImplementation(pendingDraft((call) => (pending = call)));
});

async function renderPanel(lessonCount = 0) {
  const onAccept = jest.fn();
  await renderWithI18n(
    <UnitPlanDraftPanel unit={unit} lessonCount={lessonCount} onAccept={onAccept} />,
  );
  return { onAccept, user: userEvent.setup() };
}

const status = () => screen.getAllByRole('status').find((region) => region.textContent !== '');

it('shows the lessons as they stream in, then the offline label and the tokens used', async () => {
  const { user, onAccept } = await renderPanel();
  const count = screen.getByRole('spinbutton', { name: 'Number of lessons' });
  expect(count).toHaveValue(12); // 4 weeks of 3 lessons
  await user.clear(count);
  await user.type(count, '2');
  await user.type(screen.getByRole('textbox', { name: 'Instructions (optional)' }), 'Use pizza');
  await user.click(screen.getByRole('button', { name: 'Draft lessons' }));

  expect(generateDraft).toHaveBeenCalledWith(
    {
      task: 'unitPlan',
      unitId: 'u1',
      language: 'en',
      lessonIndex: null,
      lesson: null,
      lessonCount: 2,
      instructions: 'Use pizza',
    },
    expect.objectContaining({ signal: expect.any(AbortSignal) }),
  );
  expect(status()).toHaveTextContent('Drafting lessons…');
  expect(screen.getByRole('button', { name: 'Stop drafting' })).toHaveFocus();

  const first = lesson('Halves');
  const second = lesson('Quarters');
  act(() => pending.stream({ index: 0, lesson: first }));
  expect(status()).toHaveTextContent('Lesson 1 of 2 drafted');
  expect(screen.getByRole('heading', { name: 'Lesson 1: Halves' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Lesson 2: Quarters' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to plan' })).not.toBeInTheDocument();

  act(() => pending.stream({ index: 1, lesson: second }));
  expect(status()).toHaveTextContent('Lesson 2 of 2 drafted');
  expect(screen.getByRole('heading', { name: 'Lesson 2: Quarters' })).toBeInTheDocument();

  await act(async () => pending.resolve(response([first, second])));
  expect(status()).toHaveTextContent('Draft ready: 2 lessons.');
  expect(screen.getByRole('heading', { name: 'Drafted lessons' })).toHaveFocus();
  // What it is and what the server charged for it, never "used … tokens" as if a model ran.
  expect(
    screen.getByText('Offline draft — written by the built-in template, not an AI model.'),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      "Charged to your team's allowance: 1,234 tokens, counted as if a model had written it, so the allowance works the same with every provider.",
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/This draft used/)).not.toBeInTheDocument();
  expect(screen.getAllByText('Total time: 45 minutes')).toHaveLength(2);
  expect(screen.getAllByText('Group work (35 minutes)')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Add to plan' }));
  expect(onAccept).toHaveBeenCalledWith([first, second]);
  expect(screen.queryByRole('heading', { name: 'Drafted lessons' })).not.toBeInTheDocument();
});

it('names the AI model that wrote a draft', async () => {
  const { user } = await renderPanel();
  await user.click(screen.getByRole('button', { name: 'Draft lessons' }));
  await act(async () =>
    pending.resolve(
      response([lesson('Halves')], { provider: 'gemini', model: 'gemini-2.5-flash' }),
    ),
  );
  expect(
    screen.getByText('AI draft written by gemini-2.5-flash. Check every detail before you save.'),
  ).toBeInTheDocument();
});

it('shows why a draft failed and keeps what the teacher typed', async () => {
  const { user, onAccept } = await renderPanel();
  const instructions = screen.getByRole('textbox', { name: 'Instructions (optional)' });
  await user.type(instructions, 'Add a lab');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the draft' }), 'th');
  await user.click(screen.getByRole('button', { name: 'Draft lessons' }));
  await act(async () => pending.reject(new PlanningFailure('tokenLimitReached')));

  expect(screen.getByRole('alert')).toHaveTextContent("Your team's AI allowance");
  expect(instructions).toHaveValue('Add a lab');
  expect(screen.getByRole('combobox', { name: 'Language of the draft' })).toHaveValue('th');
  expect(screen.getByRole('button', { name: 'Draft lessons' })).toHaveFocus();
  expect(onAccept).not.toHaveBeenCalled();
});

it('says what was charged when the AI service refuses after part of the draft arrived', async () => {
  const { user } = await renderPanel();
  await user.click(screen.getByRole('button', { name: 'Draft lessons' }));
  act(() => pending.stream({ index: 0, lesson: lesson('Halves') }));
  // The callable's error as the Firebase SDK hands it over.
  const refused = Object.assign(new Error('The AI service refused the request'), {
    code: 'functions/failed-precondition',
    details: { code: 'providerRefused', chargedTokens: 1200 },
  });
  await act(async () => pending.reject(PlanningFailure.from(refused)));

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(
    '1,200 tokens were charged for the part that had already arrived, which is not kept.',
  );
  expect(alert).not.toHaveTextContent('Nothing was charged');
  expect(screen.queryByRole('heading', { name: 'Lesson 1: Halves' })).not.toBeInTheDocument();
});

it('says nothing was charged when the AI service refuses before any part arrived', async () => {
  const { user } = await renderPanel();
  await user.click(screen.getByRole('button', { name: 'Draft lessons' }));
  const refused = Object.assign(new Error('The AI service refused the request'), {
    code: 'functions/failed-precondition',
    details: { code: 'providerRefused' },
  });
  await act(async () => pending.reject(PlanningFailure.from(refused)));

  expect(screen.getByRole('alert')).toHaveTextContent(
    'The AI service declined this request. Nothing was charged',
  );
});

it('stops a running draft and drops what had arrived', async () => {
  const { user } = await renderPanel();
  await user.click(screen.getByRole('button', { name: 'Draft lessons' }));
  act(() => pending.stream({ index: 0, lesson: lesson('Halves') }));
  await user.click(screen.getByRole('button', { name: 'Stop drafting' }));

  expect(pending.options.signal?.aborted).toBe(true);
  expect(status()).toHaveTextContent('Drafting stopped.');
  expect(screen.queryByRole('heading', { name: 'Lesson 1: Halves' })).not.toBeInTheDocument();
  // The aborted call's own failure is not reported.
  await act(async () => pending.reject(new PlanningFailure('unknown')));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('discards a finished draft without adding it', async () => {
  const { user, onAccept } = await renderPanel();
  await user.click(screen.getByRole('button', { name: 'Draft lessons' }));
  await act(async () => pending.resolve(response([lesson('Halves')])));
  await user.click(screen.getByRole('button', { name: 'Discard' }));

  expect(onAccept).not.toHaveBeenCalled();
  expect(screen.queryByRole('heading', { name: 'Lesson 1: Halves' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Draft lessons' })).toHaveFocus();
});

it('asks for a count that fits the plan, numbering drafts after its lessons', async () => {
  const { user } = await renderPanel(50);
  expect(screen.getByText(/added after the 50 lessons already in this plan/)).toBeInTheDocument();
  const count = screen.getByRole('spinbutton', { name: 'Number of lessons' });
  // 4 weeks of 3 lessons less the 50 planned: one is proposed.
  expect(count).toHaveValue(1);
  await user.clear(count);
  await user.type(count, '11');
  await user.click(screen.getByRole('button', { name: 'Draft lessons' }));

  expect(generateDraft).not.toHaveBeenCalled();
  expect(count).toHaveAccessibleDescription(/Enter a whole number from 1 to 10/);
  expect(count).toHaveFocus();

  await user.clear(count);
  await user.type(count, '1');
  await user.click(screen.getByRole('button', { name: 'Draft lessons' }));
  act(() => pending.stream({ index: 0, lesson: lesson('Halves') }));
  expect(screen.getByRole('heading', { name: 'Lesson 51: Halves' })).toBeInTheDocument();
});
