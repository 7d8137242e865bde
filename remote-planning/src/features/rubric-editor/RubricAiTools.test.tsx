// The editor's AI tools hand their results to the working copy: unsaved, and only what they
// rework. The callable and the data layer are replaced.
import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rubric, RubricContent } from '@lesson-planner/shared-contracts/planning';
import { generateDraft } from '../../api/generate-draft';
import { renderWithI18n } from '../../test-utils/render-with-i18n';
import { analyticRubric, rubricDraftResponse as answer } from '../../test-utils/rubric-drafts';
import { ImproveCriterionTool, RubricAiTools } from './RubricAiTools';
import { closeRubric, editRubric, openRubric, useRubricEditor } from './rubric-editor-store';

jest.mock('../../api/generate-draft', () => ({ generateDraft: jest.fn() }));
jest.mock('../../api/rubric-reads', () => ({ fetchRubric: jest.fn() }));
jest.mock('../../api/rubric-writes', () => ({ saveRubric: jest.fn() }));
jest.mock('../../api/curriculum-reads', () => ({ listTeamStandards: jest.fn() }));
jest.mock('../../api/team-directory', () => ({}));
jest.mock('../../api/unit-reads', () => ({}));
jest.mock('../../api/unit-writes', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const criterion = (id: string, descriptors: string[]) => ({
  id,
  title: `Criterion ${id}`,
  description: '',
  descriptors,
  weight: 1,
  points: 1,
  standards: [],
});

const saved: Rubric = {
  id: 'r1',
  teamId: 't1',
  ownerId: 'me',
  version: 3,
  baseVersion: 2,
  updatedBy: 'me',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
  ...analyticRubric({
    title: 'Food web poster',
    criteria: [criterion('a', ['1', '2', '3', '4']), criterion('b', ['', '', '', ''])],
  }),
};

const draft = () => useRubricEditor.getState().draft as RubricContent;

beforeEach(() => {
  jest.resetAllMocks();
  openRubric(saved);
});
afterEach(closeRubric);

it('puts an improved criterion in place of the one with its id, unsaved, leaving edits made meanwhile', async () => {
  const improved = criterion('b', ['w', 'x', 'y', 'z']);
  let finish: () => void = () => undefined;
  jest.mocked(generateDraft).mockImplementation(
    () =>
      new Promise((resolve) => {
        finish = () => resolve(answer({ ...saved, criteria: [criterion('a', []), improved] }));
      }) as never,
  );
  await renderWithI18n(
    <ImproveCriterionTool teamId="t1" rubricId="r1" draft={draft()} index={1} />,
  );
  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'Improve criterion 2 with AI' }));

  expect(generateDraft).toHaveBeenCalledWith(
    expect.objectContaining({ teamId: 't1', rubricId: 'r1', unitId: 'u1', criterionIndex: 1 }),
    expect.anything(),
  );
  // The teacher goes on typing in another criterion while the draft runs.
  act(() =>
    editRubric((d) => ({
      ...d,
      criteria: d.criteria.map((c) => (c.id === 'a' ? { ...c, title: 'Typed meanwhile' } : c)),
    })),
  );
  act(finish);
  await screen.findByText('Number 2 was improved. Review it, then save.');
  expect(draft().criteria).toEqual([{ ...saved.criteria[0], title: 'Typed meanwhile' }, improved]);
  expect(useRubricEditor.getState().dirty).toBe(true);
});

it('takes the student version into the working copy only when the teacher uses it', async () => {
  const student = { ...draft(), title: 'Food web poster (student version)' };
  jest.mocked(generateDraft).mockResolvedValue(answer(student));
  await renderWithI18n(<RubricAiTools teamId="t1" rubricId="r1" draft={draft()} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Rewrite for students' }));
  await screen.findByRole('heading', { name: 'Student version' });
  expect(useRubricEditor.getState().dirty).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Use the student version' }));
  expect(draft().title).toBe('Food web poster (student version)');
  expect(useRubricEditor.getState().dirty).toBe(true);
});
