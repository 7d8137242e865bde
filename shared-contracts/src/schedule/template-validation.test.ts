import { validateTemplate } from './template-validation';
import { BELL, closure, testTemplate } from './test-templates';

const valid = { name: 'Primary 2026', ...testTemplate('rotation') };
const codes = (fields: Parameters<typeof validateTemplate>[0]) =>
  validateTemplate(fields).map(({ field, code }) => `${field}:${code}`);

describe('validateTemplate', () => {
  it('accepts a complete template', () => {
    expect(validateTemplate(valid)).toEqual([]);
  });

  it('asks for a name and real dates in order', () => {
    expect(codes({ ...valid, name: ' ', startDate: '2026-02-30', endDate: '' })).toEqual([
      'name:nameRequired',
      'startDate:dateInvalid',
      'endDate:dateInvalid',
    ]);
    expect(codes({ ...valid, endDate: '2026-05-01' })).toEqual(['endDate:termEndsBeforeStart']);
    expect(codes({ ...valid, endDate: '2027-12-31' })).toEqual(['endDate:termTooLong']);
  });

  it('names a date of no school year as such, not as a missing date', () => {
    expect(codes({ ...valid, startDate: '0001-01-01', endDate: '1000-06-30' })).toEqual([
      'startDate:dateOutOfRange',
      'endDate:dateOutOfRange',
    ]);
  });

  it('checks the number of cycle days for the kind of cycle', () => {
    expect(codes({ ...valid, cycleKind: 'weekly' })).toEqual(['cycle:cycleLengthInvalid']);
    expect(codes({ ...valid, cycleDays: valid.cycleDays.slice(0, 1) })).toEqual([
      'cycle:cycleLengthInvalid',
    ]);
    expect(codes({ ...testTemplate('abWeeks'), name: 'AB' })).toEqual([]);
  });

  it('finds periods that end before they start, overlap or have no time', () => {
    const periods = [
      BELL[0],
      { ...BELL[2], start: '09:00' },
      { ...BELL[3], end: '10:00' },
      { ...BELL[3], id: 'p4', start: '' },
    ] as typeof BELL;
    const cycleDays = valid.cycleDays.map((day, index) =>
      index === 1 ? { ...day, periods } : day,
    );
    expect(codes({ ...valid, cycleDays })).toEqual([
      'period.1.1:periodsOverlap',
      'period.1.2:periodEndsBeforeStart',
      'period.1.3:periodTimeInvalid',
    ]);
  });

  it('checks each non-instructional day', () => {
    expect(
      codes({
        ...valid,
        closures: [
          closure('2026-06-10'),
          { ...closure('2026-06-12'), label: '' },
          closure('2026-06-20', '2026-06-19'),
          closure('2026-06-31'),
        ],
      }),
    ).toEqual([
      'closure.1:closureLabelRequired',
      'closure.2:closureEndsBeforeStart',
      'closure.3:dateInvalid',
    ]);
  });
});
