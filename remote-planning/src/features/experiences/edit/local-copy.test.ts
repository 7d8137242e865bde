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
      steps: [{ title: '', minutes: 0, teacherActions: '', studentActions: '' }],
    };
    const savedAt = new Date('2026-03-01T10:00:00Z');
    writeLocalCopy('me', 'e1', { baseVersion: 3, savedAt, value });
    expect(readLocalCopy('me', 'e1')).toEqual({ baseVersion: 3, savedAt, value });
    expect(readLocalCopy('someone-else', 'e1')).toBeNull();
    clearLocalCopy('me', 'e1');
    expect(readLocalCopy('me', 'e1')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('lp:experience-copy:me:e1', '{"baseVersion":"x"}');
    expect(readLocalCopy('me', 'e1')).toBeNull();
    localStorage.setItem('lp:experience-copy:me:e1', 'not json');
    expect(readLocalCopy('me', 'e1')).toBeNull();
  });
});
