// Templates the schedule tests share: a bell of three 50-minute teaching periods around a break.
import type { Closure, CycleDay, CycleKind, TemplateTime } from './template';

export const BELL: CycleDay['periods'] = [
  { id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true },
  { id: 'break', label: 'Break', start: '09:20', end: '09:40', teaching: false },
  { id: 'p2', label: '2', start: '09:40', end: '10:30', teaching: true },
  { id: 'p3', label: '3', start: '10:30', end: '11:20', teaching: true },
];

export function testTemplate(
  cycleKind: CycleKind,
  options: { days?: number; startDate?: string; endDate?: string; closures?: Closure[] } = {},
): TemplateTime {
  const days = options.days ?? (cycleKind === 'weekly' ? 5 : cycleKind === 'abWeeks' ? 10 : 6);
  return {
    startDate: options.startDate ?? '2026-06-01',
    endDate: options.endDate ?? '2026-09-30',
    cycleKind,
    cycleDays: Array.from({ length: days }, () => ({ label: '', periods: BELL })),
    closures: options.closures ?? [],
  };
}

export const closure = (start: string, end = start, consumesCycleDay = false): Closure => ({
  label: 'Holiday',
  start,
  end,
  consumesCycleDay,
});
