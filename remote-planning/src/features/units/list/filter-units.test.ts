/** @jest-environment node */
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import {
  NO_FILTER,
  distinctValues,
  filterFromParams,
  filterUnits,
  isFiltered,
  paramsOfFilter,
  type UnitFilter,
} from './filter-units';

const unit = (id: string, overrides: Partial<Unit> = {}): Unit => ({
  id,
  title: `Unit ${id}`,
  subject: 'Mathematics',
  grade: '5',
  classroomId: null,
  teamId: 't1',
  startDate: null,
  weeks: 4,
  bigIdeas: [],
  essentialQuestions: [],
  standards: [],
  summativeAssessment: '',
  status: 'draft',
  ownerId: 'ann',
  collaboratorIds: [],
  createdAt: new Date('2026-09-01T00:00:00Z'),
  updatedAt: null,
  ...overrides,
});

const units = [
  unit('fractions', { title: 'Fractions', ownerId: 'me' }),
  unit('plants', {
    title: 'How plants grow',
    subject: 'Science',
    teamId: 't2',
    status: 'published',
    collaboratorIds: ['me'],
    essentialQuestions: ['Why do leaves turn toward the light?'],
  }),
  unit('decimals', { title: 'Decimals', grade: '6', status: 'published' }),
  unit('énergie', { title: 'Énergie', subject: 'Science', grade: '10' }),
];

const ids = (filter: Partial<UnitFilter>, uid: string | null = 'me') =>
  filterUnits(units, { ...NO_FILTER, ...filter }, uid).map((u) => u.id);

describe('filterUnits', () => {
  it('keeps everything, in order, when no filter is set', () => {
    expect(ids({})).toEqual(['fractions', 'plants', 'decimals', 'énergie']);
  });

  it('searches title, subject, grade and the unit’s questions without case', () => {
    expect(ids({ text: 'DECIM' })).toEqual(['decimals']);
    expect(ids({ text: '  light ' })).toEqual(['plants']);
    expect(ids({ text: 'science' })).toEqual(['plants', 'énergie']);
    expect(ids({ text: 'ÉNERGIE' })).toEqual(['énergie']);
    expect(ids({ text: 'nothing like this' })).toEqual([]);
  });

  it('filters by team, subject, grade and status, all together', () => {
    expect(ids({ teamId: 't2' })).toEqual(['plants']);
    expect(ids({ subject: 'Science' })).toEqual(['plants', 'énergie']);
    expect(ids({ grade: '6' })).toEqual(['decimals']);
    expect(ids({ status: 'published' })).toEqual(['plants', 'decimals']);
    expect(ids({ status: 'published', subject: 'Mathematics' })).toEqual(['decimals']);
  });

  it('“mine” keeps the units I own or collaborate on, “shared with me” the others', () => {
    expect(ids({ whose: 'mine' })).toEqual(['fractions', 'plants']);
    expect(ids({ whose: 'mine' }, null)).toEqual([]);
    expect(ids({ whose: 'shared' })).toEqual(['decimals', 'énergie']);
  });
});

it('lists each subject or grade once, in the user’s order', () => {
  expect(distinctValues(units, 'subject')).toEqual(['Mathematics', 'Science']);
  expect(distinctValues(units, 'grade')).toEqual(['5', '6', '10']);
});

describe('the team library', () => {
  const sc1 = { frameworkId: 'f', standardId: 'sc1' };
  const shelved = [
    unit('garden', { standards: [sc1] }),
    unit('market', { standards: [{ frameworkId: 'f', standardId: 'ma1' }] }),
  ];
  const library = {
    exemplars: new Set(['market']),
    yearsOf: (u: Unit) => (u.id === 'garden' ? [2026] : [2026, 2027]),
  };
  const shown = (filter: Partial<UnitFilter>, known: typeof library | null = library) =>
    filterUnits(shelved, { ...NO_FILTER, ...filter }, 'me', 'en', known).map((u) => u.id);

  it('filters by a standard the unit addresses', () => {
    expect(shown({ standard: 'f/sc1' })).toEqual(['garden']);
  });

  it('filters by a school year the unit was taught in, and by the team’s exemplars', () => {
    expect(shown({ year: '2027' })).toEqual(['market']);
    expect(shown({ year: '2026' })).toEqual(['garden', 'market']);
    expect(shown({ exemplarsOnly: true })).toEqual(['market']);
  });

  it('applies the year and exemplar filters once the library is read', () => {
    expect(shown({ year: '2027', exemplarsOnly: true }, null)).toEqual(['garden', 'market']);
  });

  it('keeps them in the address', () => {
    const filter = { ...NO_FILTER, standard: 'f/sc1', year: '2026', exemplarsOnly: true };
    expect(paramsOfFilter(filter)).toEqual({ standard: 'f/sc1', year: '2026', exemplars: '1' });
    expect(filterFromParams(new URLSearchParams(paramsOfFilter(filter)))).toEqual(filter);
  });
});

describe('the filter in the address', () => {
  it('round-trips, leaving out what is not set', () => {
    const filter: UnitFilter = { ...NO_FILTER, text: 'frac', status: 'draft', whose: 'mine' };
    const params = paramsOfFilter(filter);
    expect(params).toEqual({ q: 'frac', status: 'draft', whose: 'mine' });
    expect(filterFromParams(new URLSearchParams(params))).toEqual(filter);
    expect(paramsOfFilter(NO_FILTER)).toEqual({});
  });

  it('ignores an unknown status', () => {
    expect(filterFromParams(new URLSearchParams('status=archived')).status).toBe('');
  });

  it('tells whether any filter is set', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, grade: '5' })).toBe(true);
  });
});
