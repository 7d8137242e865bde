import { ExperienceContentSchema } from '@lesson-planner/shared-contracts/planning';
import { clearLocalCopy, readLocalCopy, writeLocalCopy } from './local-copy';

describe('the local copy of an experience', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what was typed, even when not yet valid, per user and experience', () => {
    const value = {
      ...ExperienceContentSchema.parse({ title: 'Pond dip' }),
      teamId: 't1',
      subject: '',
      grade: '',
      unitIds: [],
      rubricId: null,
      status: 'draft' as const,
      collaboratorIds: [],
      steps: [{ id: 's1', title: '', minutes: 0, teacherActions: '', studentActions: '' }],
    };
    const savedAt = new Date('2026-03-01T10:00:00Z');
    writeLocalCopy('me', 'e1', { baseVersion: 3, savedAt, value });
    expect(readLocalCopy('me', 'e1')).toEqual({ baseVersion: 3, savedAt, value });
    expect(readLocalCopy('someone-else', 'e1')).toBeNull();
    clearLocalCopy('me', 'e1');
    expect(readLocalCopy('me', 'e1')).toBeNull();
  });

  it('names the steps of a copy kept before steps had ids by their places', () => {
    const step = { title: 'Launch', minutes: 10, teacherActions: '', studentActions: '' };
    const value = {
      ...ExperienceContentSchema.parse({ title: 'Pond dip' }),
      teamId: 't1',
      subject: '',
      grade: '',
      unitIds: [],
      rubricId: null,
      status: 'draft',
      collaboratorIds: [],
      steps: [step, step],
    };
    localStorage.setItem(
      'lp:experience-copy:me:e1',
      JSON.stringify({ baseVersion: 3, savedAt: '2026-03-01T10:00:00.000Z', value }),
    );
    expect(readLocalCopy('me', 'e1')?.value.steps.map((each) => each.id)).toEqual([
      'step-1',
      'step-2',
    ]);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('lp:experience-copy:me:e1', '{"baseVersion":"x"}');
    expect(readLocalCopy('me', 'e1')).toBeNull();
    localStorage.setItem('lp:experience-copy:me:e1', 'not json');
    expect(readLocalCopy('me', 'e1')).toBeNull();
  });
});
