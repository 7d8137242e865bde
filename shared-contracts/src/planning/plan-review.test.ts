import {
  nextReviewStatus,
  PlanReviewStatusSchema,
  reviewStatusOf,
  waitedSince,
} from './plan-review';
import { UnitPlanSchema } from './unit-plan';

describe('nextReviewStatus', () => {
  it('submits a draft, a plan with changes asked for, or an approved plan again', () => {
    expect(nextReviewStatus('draft', 'submit')).toBe('inReview');
    expect(nextReviewStatus('changesRequested', 'submit')).toBe('inReview');
    expect(nextReviewStatus('approved', 'submit')).toBe('inReview');
    expect(nextReviewStatus('inReview', 'submit')).toBeNull();
  });

  it('approves or asks for changes only while in review', () => {
    expect(nextReviewStatus('inReview', 'approve')).toBe('approved');
    expect(nextReviewStatus('inReview', 'requestChanges')).toBe('changesRequested');
    for (const from of ['draft', 'changesRequested', 'approved'] as const) {
      expect(nextReviewStatus(from, 'approve')).toBeNull();
      expect(nextReviewStatus(from, 'requestChanges')).toBeNull();
    }
  });

  it('reads a plan without a status as a draft', () => {
    expect(PlanReviewStatusSchema.parse(undefined)).toBe('draft');
    expect(PlanReviewStatusSchema.parse('approved')).toBe('approved');
  });
});

describe('a stored plan', () => {
  const stored = {
    id: 'u1',
    unitId: 'u1',
    teamId: 't1',
    ownerId: 'me',
    version: 1,
    updatedBy: 'me',
    createdAt: new Date(),
    updatedAt: new Date(),
  };

  it('is a draft until it is submitted, and an unknown status reads as a draft', () => {
    expect(reviewStatusOf(UnitPlanSchema.parse(stored))).toBe('draft');
    expect(reviewStatusOf(UnitPlanSchema.parse({ ...stored, reviewStatus: 'lost' }))).toBe('draft');
    expect(reviewStatusOf(UnitPlanSchema.parse({ ...stored, reviewStatus: 'approved' }))).toBe(
      'approved',
    );
  });
});

describe('waitedSince', () => {
  const submitted = new Date('2026-12-01T08:00:00Z');
  const after = (minutes: number) => new Date(submitted.getTime() + minutes * 60_000);

  it('says the wait in the largest whole unit, at least a minute', () => {
    expect(waitedSince(submitted, after(0))).toEqual({ unit: 'minutes', count: 1 });
    expect(waitedSince(submitted, after(59))).toEqual({ unit: 'minutes', count: 59 });
    expect(waitedSince(submitted, after(60 * 23 + 59))).toEqual({ unit: 'hours', count: 23 });
    expect(waitedSince(submitted, after(60 * 24 * 3 + 5))).toEqual({ unit: 'days', count: 3 });
    expect(waitedSince(submitted, after(60 * 24 * 13))).toEqual({ unit: 'days', count: 13 });
    expect(waitedSince(submitted, after(60 * 24 * 20))).toEqual({ unit: 'weeks', count: 2 });
  });

  it('reads a submission stamped a moment ahead of this clock as just now', () => {
    expect(waitedSince(submitted, after(-2))).toEqual({ unit: 'minutes', count: 1 });
  });
});
