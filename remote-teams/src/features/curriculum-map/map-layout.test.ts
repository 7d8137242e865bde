import type { TeamMapData } from '@lesson-planner/shared-contracts/schedule';
import { mapLayout } from './map-layout';

const data: TeamMapData = {
  term: {
    startDate: '2026-11-02',
    endDate: '2026-12-18',
    closures: [
      { label: 'Sports day', start: '2026-12-04', end: '2026-12-04', consumesCycleDay: false },
    ],
  },
  classrooms: [
    { id: '5a', name: '5A Mathematics' },
    { id: '5b', name: '5B Science' },
  ],
  scheduled: [
    {
      unitId: 'plants',
      title: 'Plants',
      subject: 'Science',
      grade: '5',
      standards: [],
      classroomId: '5b',
      firstDate: '2026-11-25',
      lastDate: '2026-12-09',
    },
  ],
  unscheduled: [
    { unitId: 'fractions', title: 'Fractions', subject: 'Mathematics', grade: '5', standards: [] },
  ],
};

describe('mapLayout', () => {
  it('puts each scheduled unit in its classroom from the week of its first lesson to its last', () => {
    const layout = mapLayout(data, { grade: '', subject: '' });
    expect(layout.weeks).toHaveLength(7);
    expect(layout.weeks[4]).toEqual({ monday: '2026-11-30', closures: ['Sports day'] });
    expect(layout.rows).toEqual([
      { id: '5a', name: '5A Mathematics', bars: [] },
      {
        id: '5b',
        name: '5B Science',
        bars: [{ unit: data.scheduled[0], firstWeek: 3, lastWeek: 5 }],
      },
    ]);
    expect(layout.unscheduled.map((unit) => unit.unitId)).toEqual(['fractions']);
    expect(layout.subjects).toEqual(['Mathematics', 'Science']);
    expect(layout.grades).toEqual(['5']);
  });

  it('keeps the units of the chosen subject and grade, and the colours of every subject', () => {
    const layout = mapLayout(data, { grade: '', subject: 'Mathematics' });
    expect(layout.rows.flatMap((row) => row.bars)).toEqual([]);
    expect(layout.unscheduled.map((unit) => unit.unitId)).toEqual(['fractions']);
    expect(layout.subjects).toEqual(['Mathematics', 'Science']);
    expect(mapLayout(data, { grade: '6', subject: '' }).unscheduled).toEqual([]);
  });
});
