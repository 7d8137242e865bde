import type { Experience } from '@lesson-planner/shared-contracts/planning';
import {
  filterExperiences,
  filterFromParams,
  isNarrowed,
  paramsOfFilter,
  type ExperienceFilter,
} from './filter-experiences';

const experience = (id: string, overrides: Partial<Experience> = {}): Experience => ({
  id,
  title: `Experience ${id}`,
  type: 'inquiry',
  summary: '',
  duration: { amount: 50, unit: 'minutes' },
  grouping: 'smallGroups',
  steps: [],
  materials: [],
  resources: [],
  safetyNotes: '',
  differentiation: { support: '', extension: '', language: '' },
  evidence: '',
  assessment: '',
  standards: [],
  teamId: 'team-a',
  subject: 'Science',
  grade: '5',
  unitIds: [],
  rubricId: null,
  status: 'draft',
  ownerId: 'me',
  collaboratorIds: [],
  version: 1,
  baseVersion: 0,
  updatedBy: 'me',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...overrides,
});

const all = [
  experience('mine'),
  experience('helping', { ownerId: 'other', collaboratorIds: ['me'], type: 'investigation' }),
  experience('theirs', { ownerId: 'other', title: 'Pond LIFE', unitIds: ['unit-1'] }),
  experience('published', { ownerId: 'other', status: 'published', teamId: 'team-b' }),
];
const ids = (list: Experience[]) => list.map((item) => item.id);
const filter = (overrides: Partial<ExperienceFilter>): ExperienceFilter => ({
  ...filterFromParams(new URLSearchParams()),
  ...overrides,
});

describe('filterExperiences', () => {
  it('shows everyone’s, or splits mine (owned or worked on) from shared with me', () => {
    expect(ids(filterExperiences(all, filter({}), 'me'))).toEqual([
      'mine',
      'helping',
      'theirs',
      'published',
    ]);
    expect(ids(filterExperiences(all, filter({ whose: 'mine' }), 'me'))).toEqual([
      'mine',
      'helping',
    ]);
    expect(ids(filterExperiences(all, filter({ whose: 'shared' }), 'me'))).toEqual([
      'theirs',
      'published',
    ]);
  });

  it('narrows by text without case, type, team, unit and status', () => {
    const shared = { whose: 'shared' as const };
    expect(ids(filterExperiences(all, filter({ ...shared, text: 'pond life' }), 'me'))).toEqual([
      'theirs',
    ]);
    expect(
      ids(filterExperiences(all, filter({ whose: 'mine', type: 'investigation' }), 'me')),
    ).toEqual(['helping']);
    expect(ids(filterExperiences(all, filter({ ...shared, teamId: 'team-b' }), 'me'))).toEqual([
      'published',
    ]);
    expect(ids(filterExperiences(all, filter({ ...shared, unitId: 'unit-1' }), 'me'))).toEqual([
      'theirs',
    ]);
    expect(ids(filterExperiences(all, filter({ ...shared, status: 'published' }), 'me'))).toEqual([
      'published',
    ]);
  });
});

describe('the filter in the address', () => {
  it('round-trips and ignores values it does not know', () => {
    const set = filter({ whose: 'shared', text: 'rain', type: 'fieldTrip', unitId: 'u1' });
    expect(filterFromParams(paramsOfFilter(set))).toEqual(set);
    expect(filterFromParams(new URLSearchParams('type=lecture&status=old&whose=x'))).toEqual(
      filter({}),
    );
    expect(paramsOfFilter(filter({})).toString()).toBe('');
    expect(isNarrowed(filter({ whose: 'shared' }))).toBe(false);
    expect(isNarrowed(set)).toBe(true);
  });
});
