/** @jest-environment node */
import ICAL from 'ical.js';
import { escapeText, foldLine, toICalendar, type CalendarEvent } from './ical';

const events: CalendarEvent[] = [
  {
    uid: 'demo-5b_2026-06-08_p2@lesson-planner',
    date: '2026-06-08',
    start: '09:20',
    end: '10:10',
    summary: '5B Science: Lesson 1, Plants make their own food',
    description:
      'Explain that plants make food from sunlight; water and air.\nName the part of the plant that takes in each. '.repeat(
        3,
      ),
    location: '5B Science',
  },
  {
    uid: 'demo-5b_2026-06-10_p1@lesson-planner',
    date: '2026-06-10',
    start: '08:30',
    end: '09:20',
    summary: '5B วิทยาศาสตร์: บทเรียนที่ 2 ห่วงโซ่อาหารในนาข้าว และสายใยอาหารของสัตว์ในโรงเรียน',
  },
];

describe('toICalendar', () => {
  const text = toICalendar(events, 'My week', new Date('2026-06-05T10:00:00Z'));

  it('writes CRLF lines of at most 75 octets, folded with a leading space', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('parses back (ical.js) to the same events, text and floating local times', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('My week');
    const parsed = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(parsed.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
    expect(parsed.map((event) => event.summary)).toEqual(events.map((event) => event.summary));
    expect(parsed[0]?.description).toBe(events[0]?.description);
    expect(parsed[0]?.location).toBe('5B Science');
    const start = parsed[0]!.startDate;
    expect([start.year, start.month, start.day, start.hour, start.minute]).toEqual([
      2026, 6, 8, 9, 20,
    ]);
    expect(start.isDate).toBe(false);
    expect(start.zone?.tzid).toBe('floating');
    expect(parsed[1]!.endDate.toString()).toBe('2026-06-10T09:20:00');
  });
});

describe('the parts', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('never splits a multi-byte character when folding', () => {
    const folded = foldLine(`SUMMARY:${'ก'.repeat(60)}`);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'ก'.repeat(60)}`);
    expect(folded).not.toContain('\uFFFD');
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
