import type { Experience, Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import { draftsToFinish } from './drafts-to-finish';

const unit = (id: string, ownerId: string, status: 'draft' | 'published', day: number) =>
  ({
    id,
    title: `Unit ${id}`,
    ownerId,
    status,
    createdAt: new Date(`2026-11-0${day}T00:00:00Z`),
    updatedAt: null,
  }) as Unit;
const experience = (id: string, ownerId: string, status: 'draft' | 'published', day: number) =>
  ({
    id,
    title: `Experience ${id}`,
    ownerId,
    status,
    updatedAt: new Date(`2026-11-0${day}T00:00:00Z`),
  }) as Experience;

it('lists the drafts I own, latest change first, with the lessons of a unit’s plan', () => {
  const drafts = draftsToFinish(
    'me',
    [
      unit('u1', 'me', 'draft', 1),
      unit('u2', 'me', 'published', 2),
      unit('u3', 'you', 'draft', 3),
      unit('u4', 'me', 'draft', 4),
    ],
    [{ unitId: 'u1', lessons: [{}, {}, {}] } as UnitPlan],
    [
      experience('e1', 'me', 'draft', 3),
      experience('e2', 'me', 'published', 5),
      experience('e3', 'you', 'draft', 6),
    ],
  );
  expect(drafts).toEqual([
    expect.objectContaining({ kind: 'unit', id: 'u4', lessons: null, reviewStatus: null }),
    expect.objectContaining({ kind: 'experience', id: 'e1', title: 'Experience e1' }),
    expect.objectContaining({ kind: 'unit', id: 'u1', lessons: 3, reviewStatus: 'draft' }),
  ]);
});

it('lists at most five', () => {
  const units = Array.from({ length: 8 }, (_, i) => unit(`u${i}`, 'me', 'draft', 1));
  expect(draftsToFinish('me', units, [], [])).toHaveLength(5);
});

it('leads with my plans that need changes, published or not, and gives each plan its status', () => {
  const plan = (unitId: string, reviewStatus?: UnitPlan['reviewStatus']) =>
    ({ unitId, lessons: [{}], reviewStatus }) as UnitPlan;
  const units = [
    unit('u1', 'me', 'draft', 5),
    unit('u2', 'me', 'published', 1),
    unit('u3', 'me', 'draft', 4),
    unit('u4', 'me', 'published', 3),
    unit('u5', 'you', 'published', 2),
  ];
  const plans = [
    plan('u1', 'inReview'),
    plan('u2', 'changesRequested'),
    plan('u3', 'approved'),
    plan('u4', 'approved'),
    plan('u5', 'changesRequested'),
  ];
  const drafts = draftsToFinish('me', units, plans, []);
  expect(drafts.map((draft) => draft.kind === 'unit' && [draft.id, draft.reviewStatus])).toEqual([
    ['u2', 'changesRequested'],
    ['u1', 'inReview'],
    ['u3', 'approved'],
  ]);
});

it("carries the leader's reason with a plan sent back for changes, and only then", () => {
  const review = (reason: string) => ({
    decision: 'changesRequested' as const,
    version: 1,
    reason,
    reviewerId: 'leader',
    reviewedAt: null,
  });
  const plans = [
    { unitId: 'u1', lessons: [], reviewStatus: 'changesRequested', lastReview: review('Shorter.') },
    { unitId: 'u2', lessons: [], reviewStatus: 'inReview', lastReview: review('Old reason.') },
  ] as unknown as UnitPlan[];
  const drafts = draftsToFinish(
    'me',
    [unit('u1', 'me', 'draft', 1), unit('u2', 'me', 'draft', 2)],
    plans,
    [],
  );
  expect(drafts.map((draft) => draft.kind === 'unit' && [draft.id, draft.reason])).toEqual([
    ['u1', 'Shorter.'],
    ['u2', null],
  ]);
});
