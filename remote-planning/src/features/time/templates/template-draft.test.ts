import { validateTemplate } from '@lesson-planner/shared-contracts/schedule';
import {
  DEFAULT_BELL,
  emptyTemplateDraft,
  newPeriodId,
  withCycle,
  withPeriodsEverywhere,
} from './template-draft';

const draft = { ...emptyTemplateDraft('2026-05-18', '2027-03-31'), name: 'Primary' };

describe('the template draft', () => {
  it('starts as a valid Monday–Friday template with the default bell', () => {
    expect(validateTemplate(draft)).toEqual([]);
    expect(draft.cycleDays).toHaveLength(5);
  });

  it('resizes the cycle days with the cycle, keeping the days already set', () => {
    const edited = {
      ...draft,
      cycleDays: draft.cycleDays.map((day, i) => (i === 0 ? { ...day, label: 'Mon' } : day)),
    };
    const rotation = withCycle(edited, 'rotation', 6);
    expect(rotation.cycleDays).toHaveLength(6);
    expect(rotation.cycleDays[0]?.label).toBe('Mon');
    expect(validateTemplate(rotation)).toEqual([]);
    expect(withCycle(rotation, 'abWeeks').cycleDays).toHaveLength(10);
    expect(withCycle(rotation, 'rotation', 2).cycleDays).toHaveLength(2);
  });

  it("copies one day's periods to every day", () => {
    const short = DEFAULT_BELL.slice(0, 2);
    const edited = {
      ...draft,
      cycleDays: draft.cycleDays.map((day, i) => (i === 2 ? { ...day, periods: short } : day)),
    };
    expect(withPeriodsEverywhere(edited, 2).cycleDays.map((d) => d.periods.length)).toEqual([
      2, 2, 2, 2, 2,
    ]);
  });

  it('names a new period with an id not yet used', () => {
    expect(newPeriodId(DEFAULT_BELL)).toBe('p9');
    expect(newPeriodId([])).toBe('p1');
  });
});
