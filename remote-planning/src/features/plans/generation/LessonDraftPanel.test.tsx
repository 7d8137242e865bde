// Improving one lesson: the current (unsaved) lesson goes with the request, and the teacher
// replaces the lesson with the improved one or discards it. generateDraft is mocked.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateDraft } from '../../../api/generate-draft';
import { PlanningFailure } from '../../../api/planning-failure';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { LessonDraftPanel } from './LessonDraftPanel';
import {
  lesson,
  pendingDraft,
  response,
  unit,
  type PendingDraft,
} from '../../../test-utils/plan-fixtures';

jest.mock('../../../api/generate-draft', () => ({ generateDraft: jest.fn() }));

let pending: PendingDraft;

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(generateDraft).mockImplementation(pendingDraft((call) => (pending = call)));
});

async function renderPanel(mode?: 'improve' | 'rewrite') {
  const onAccept = jest.fn();
  const current = lesson('Halves (unsaved)');
  await renderWithI18n(
    <LessonDraftPanel
      unit={unit}
      lesson={current}
      lessonIndex={2}
      lessonCount={8}
      mode={mode}
      onAccept={onAccept}
    />,
  );
  const user = userEvent.setup();
  return { onAccept, user, current };
}

it('sends the current lesson and replaces it with the improved one', async () => {
  const { onAccept, user, current } = await renderPanel();
  await user.type(screen.getByRole('textbox', { name: 'Instructions (optional)' }), 'Shorter');
  await user.click(screen.getByRole('button', { name: 'Improve lesson' }));

  expect(generateDraft).toHaveBeenCalledWith(
    {
      task: 'lesson',
      unitId: 'u1',
      language: 'en',
      lessonIndex: 2,
      lesson: current,
      lessonCount: 8,
      instructions: 'Shorter',
    },
    expect.objectContaining({ signal: expect.any(AbortSignal) }),
  );

  const improved = lesson('Halves and wholes');
  act(() => pending.stream({ index: 0, lesson: improved }));
  await act(async () => pending.resolve(response([improved])));

  expect(screen.getByRole('heading', { name: 'Improved lesson' })).toHaveFocus();
  expect(screen.getByRole('heading', { name: 'Lesson 3: Halves and wholes' })).toBeInTheDocument();
  expect(screen.getByText(/written by the built-in template, not an AI model/)).toBeInTheDocument();
  expect(screen.getByText(/^Charged to your team's allowance: 1,234 tokens/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Replace lesson' }));
  expect(onAccept).toHaveBeenCalledWith(improved);
  expect(screen.queryByRole('heading', { name: 'Improved lesson' })).not.toBeInTheDocument();
});

it('discards the improved lesson, and reports a failure keeping the instructions', async () => {
  const { onAccept, user } = await renderPanel();
  await user.click(screen.getByRole('button', { name: 'Improve lesson' }));
  await act(async () => pending.resolve(response([lesson('Other')])));
  await user.click(screen.getByRole('button', { name: 'Discard' }));
  expect(onAccept).not.toHaveBeenCalled();
  expect(screen.queryByRole('heading', { name: 'Improved lesson' })).not.toBeInTheDocument();

  const instructions = screen.getByRole('textbox', { name: 'Instructions (optional)' });
  await user.type(instructions, 'Add a game');
  await user.click(screen.getByRole('button', { name: 'Improve lesson' }));
  await act(async () => pending.reject(new PlanningFailure('providerTimeout')));
  expect(screen.getByRole('alert')).toHaveTextContent('The AI service took too long');
  expect(instructions).toHaveValue('Add a game');
});

it('writes the lesson again for its place without sending the current one', async () => {
  await renderPanel('rewrite');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Write it again' }));
  expect(generateDraft).toHaveBeenCalledWith(
    expect.objectContaining({ task: 'lesson', lessonIndex: 2, lesson: null }),
    expect.anything(),
  );
});
