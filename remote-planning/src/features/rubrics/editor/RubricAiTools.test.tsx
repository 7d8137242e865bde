// The editor's AI panels, the rubric's and each criterion's: what AI can do there, its cost and
// the team's allowance; a draft used goes to the working copy (unsaved, only what it reworked),
// a draft discarded changes nothing. The callable and the data layer are replaced.
import type { ReactNode } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rubric, RubricContent } from '@lesson-planner/shared-contracts/planning';
import { generateDraft } from '../../../api/generate-draft';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { analyticRubric, rubricDraftResponse as answer } from '../../../test-utils/rubric-drafts';
import { CriterionAiTool, RubricAiTool } from './RubricAiTools';
import { closeRubric, editRubric, openRubric, useRubricEditor } from './rubric-editor-store';

jest.mock('../../../api/generate-draft', () => ({ generateDraft: jest.fn() }));
jest.mock('../../../api/rubric-reads', () => ({}));
jest.mock('../../../api/rubric-writes', () => ({ saveRubric: jest.fn() }));
jest.mock('../../../api/curriculum-reads', () => ({ listTeamStandards: jest.fn() }));
jest.mock('../../../api/team-directory', () => ({
  fetchTeamAllowance: jest.fn(async () => ({ used: 1200, limit: 50000 })),
}));
jest.mock('../../../api/unit-reads', () => ({}));
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
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
  jest.mocked(generateDraft).mockReset();
  openRubric(saved);
});
afterEach(closeRubric);

const labels = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

async function openPanel(ui: ReactNode, name: string) {
  await renderWithI18n(<>{ui}</>);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name }));
  const panel = await screen.findByRole('dialog');
  return { user, panel };
}

describe('a criterion’s AI panel', () => {
  it('writes its level descriptors into the criterion with its id, unsaved, keeping edits made meanwhile', async () => {
    const improved = criterion('b', ['w', 'x', 'y', 'z']);
    jest
      .mocked(generateDraft)
      .mockResolvedValue(answer({ ...saved, criteria: [criterion('a', []), improved] }));
    const { user, panel } = await openPanel(
      <CriterionAiTool teamId="t1" rubricId="r1" draft={draft()} index={1} />,
      'AI for Criterion 2: Criterion b',
    );
    expect(labels(panel)).toEqual(['Write its level descriptors', 'Rewrite for students']);
    expect(within(panel).getByText('Cost ≈ 2,700 tokens')).toBeVisible();
    expect(
      await within(panel).findByText('Team allowance: 1,200 of 50,000 tokens used'),
    ).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Write its level descriptors' }));
    expect(generateDraft).toHaveBeenCalledWith(
      expect.objectContaining({
        teamId: 't1',
        rubricId: 'r1',
        unitId: 'u1',
        mode: 'improveCriterion',
        criterionIndex: 1,
      }),
      expect.anything(),
    );
    // The preview shows that criterion only, as the rubric's table draws it.
    expect(await within(panel).findByRole('cell', { name: 'z' })).toBeVisible();
    expect(within(panel).queryByText('Criterion a')).toBeNull();
    // The teacher's working copy changes meanwhile (another tab's restore, an undo…).
    act(() =>
      editRubric((d) => ({
        ...d,
        criteria: d.criteria.map((c) => (c.id === 'a' ? { ...c, title: 'Typed meanwhile' } : c)),
      })),
    );
    await user.click(within(panel).getByRole('button', { name: 'Use this draft' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(draft().criteria).toEqual([
      { ...saved.criteria[0], title: 'Typed meanwhile' },
      improved,
    ]);
    expect(useRubricEditor.getState().dirty).toBe(true);
  });

  it('rewrites it for students, and a discarded version changes nothing', async () => {
    const student = criterion('a', ['I start', 'I try', 'I can', 'I explain']);
    jest
      .mocked(generateDraft)
      .mockResolvedValue(answer({ ...saved, criteria: [student, saved.criteria[1]!] }));
    const before = draft();
    const { user, panel } = await openPanel(
      <CriterionAiTool teamId="t1" rubricId="r1" draft={draft()} index={0} />,
      'AI for Criterion 1: Criterion a',
    );
    await user.click(within(panel).getByRole('radio', { name: 'Rewrite for students' }));
    await user.click(within(panel).getByRole('button', { name: 'Rewrite for students' }));
    expect(generateDraft).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'criterionStudentVersion', criterionIndex: 0 }),
      expect.anything(),
    );
    expect(await within(panel).findByRole('cell', { name: 'I explain' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Discard' }));
    expect(within(panel).queryByRole('cell', { name: 'I explain' })).toBeNull();
    expect(draft()).toBe(before);
    expect(useRubricEditor.getState().dirty).toBe(false);
  });
});

describe('the rubric’s AI panel', () => {
  it('offers a new draft and a student version, taken into the working copy only when used', async () => {
    const student = { ...draft(), title: 'Food web poster (student version)' };
    jest.mocked(generateDraft).mockResolvedValue(answer(student));
    const { user, panel } = await openPanel(
      <RubricAiTool teamId="t1" rubricId="r1" draft={draft()} />,
      'AI for this rubric',
    );
    expect(within(panel).getByRole('heading', { name: 'AI · This rubric' })).toBeVisible();
    expect(labels(panel)).toEqual(['Draft it again', 'Rewrite for students']);

    await user.click(within(panel).getByRole('radio', { name: 'Rewrite for students' }));
    await user.click(within(panel).getByRole('button', { name: 'Rewrite for students' }));
    expect(generateDraft).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'studentVersion', rubric: draft(), rubricId: 'r1' }),
      expect.anything(),
    );
    await within(panel).findByRole('heading', { name: 'Student version' });
    expect(useRubricEditor.getState().dirty).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Use the student version' }));
    expect(draft().title).toBe('Food web poster (student version)');
    expect(useRubricEditor.getState().dirty).toBe(true);
  });
});
