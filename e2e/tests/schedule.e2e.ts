import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { DEMO, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { axeViolations } from '../support/axe';
import { createClassroomOf, readCollection } from '../support/admin';
import { dateFromThisMonday, fillDate } from '../support/dates';

const SCIENCE_5B = 'demo-classroom-5b-science';
const DEMO_TEAM = 'demo-grade-5-team';
const WEEKLY_TEMPLATE = 'demo-template-primary';
const UNIT_TITLE = 'Ecosystems: Life in the Rice Field';

/** Each lesson's first date in the scheduled unit's table. */
async function lessonDates(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: `Lessons of ${UNIT_TITLE}` });
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-date') ?? ''));
}

/** Waits until the lessons show these first dates (the schedule is read again after a change). */
async function waitForDates(page: Page, expected: string[]): Promise<void> {
  let shown: string[] = [];
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    shown = await lessonDates(page);
    if (JSON.stringify(shown) === JSON.stringify(expected)) return;
    await page.waitForTimeout(200);
  }
  expect(shown).toEqual(expected);
}

describe('school time', () => {
  it('a leader creates a 6-day rotation with a holiday and the calendar skips it', async () => {
    const { page } = await openPage();
    await signInThroughUi(page, DEMO.leader);
    await page.goto(`${SHELL}/leader/schedule-templates`);
    await page.getByRole('heading', { level: 1, name: 'Schedule templates' }).waitFor();
    await page.getByRole('button', { name: 'Primary 5 (Monday–Friday)' }).waitFor();
    await page.getByRole('button', { name: 'New template' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Secondary rotation');
    await fillDate(page, 'Term starts', '2030-06-03');
    await fillDate(page, 'Term ends', '2030-06-28');
    await page.getByLabel('Day cycle').selectOption('rotation');
    await page.getByLabel('Days in the rotation').fill('6');
    await page.getByRole('button', { name: 'Add a day without lessons' }).click();
    await page.getByLabel('What it is (holiday, exams, sports day…)').fill('Founders day');
    await fillDate(page, 'From', '2030-06-05');
    await fillDate(page, 'To (the same date for one day)', '2030-06-05');
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Template saved.').waitFor();
    await page.getByRole('button', { name: 'Secondary rotation', exact: true }).waitFor();

    const calendar = page.getByRole('table', { name: 'Cycle days in June 2030' });
    const cell = (date: string) => calendar.locator(`td[data-date="${date}"]`);
    await expect(cell('2030-06-04').innerText()).resolves.toContain('Day 2');
    await expect(cell('2030-06-05').innerText()).resolves.toContain(
      'Founders day (rotation skips it)',
    );
    await expect(cell('2030-06-06').innerText()).resolves.toContain('Day 3');
    await expect(cell('2030-06-11').innerText()).resolves.toContain('Day 6');
    await expect(cell('2030-06-12').innerText()).resolves.toContain('Day 1');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a teacher schedules the unit for 5B, bumps a lost Wednesday with a pin holding, undoes it, notes a meeting and exports the week', async () => {
    const { page } = await openPage();
    await signInThroughUi(page, DEMO.teacher2);
    await page.goto(`${SHELL}/scheduler?classroomId=${SCIENCE_5B}`);
    await page.getByRole('heading', { level: 1, name: 'Scheduler' }).waitFor();

    // The demo schedule starts this week; this one starts next Monday instead.
    await page.getByRole('button', { name: `Remove ${UNIT_TITLE} from the schedule` }).click();
    await page.getByText('No unit is scheduled for this classroom yet.').waitFor();
    const monday = dateFromThisMonday(7);
    const day = (offset: number) => dateFromThisMonday(7 + offset);
    await page.getByLabel('Unit plan').selectOption({ label: `${UNIT_TITLE} (3 lessons)` });
    await fillDate(page, 'Start on or after', monday);
    await page
      .getByRole('table', { name: `Where the lessons of ${UNIT_TITLE} would go` })
      .waitFor();
    await page.getByRole('button', { name: 'Save schedule' }).click();

    // 5B meets Monday, Wednesday and Friday; next Friday is the demo Sports day. Each lesson
    // (55 minutes) takes two 50-minute meetings.
    await waitForDates(page, [monday, day(7), day(11)]);
    await page.getByRole('button', { name: 'Pin lesson 3 to its date' }).click();
    await page.getByRole('button', { name: 'Unpin lesson 3' }).waitFor();
    await waitForDates(page, [monday, day(7), day(11)]);
    expect(await axeViolations(page)).toEqual([]);

    // The teacher sees the lessons in next week's planner.
    await page.goto(`${SHELL}/planner/weekly`);
    await page.getByRole('button', { name: 'Next week' }).click();
    const week = page.getByRole('table', { name: /^Week of/ });
    await week
      .getByRole('link', { name: 'Lesson 1: Plants make their own food' })
      .first()
      .waitFor();
    expect(
      await week
        .getByRole('link', { name: 'Lesson 1: Plants make their own food' })
        .first()
        .getAttribute('href'),
    ).toBe(`/units/plan/edit/demo-unit-ecosystems#lesson-1`);

    // Wednesday is lost: lesson 2 moves by one meeting, the pinned lesson 3 stays.
    await page.goto(`${SHELL}/scheduler?classroomId=${SCIENCE_5B}`);
    await lessonDates(page);
    await fillDate(page, 'Date', day(2));
    await page.getByLabel('Reason (optional)').fill('Assembly');
    await page.getByRole('button', { name: 'Mark as lost' }).click();
    await page.getByText(/the later lessons moved by one meeting/).waitFor();
    await waitForDates(page, [monday, day(9), day(11)]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(/^Undone:/).waitFor();
    await waitForDates(page, [monday, day(7), day(11)]);

    // A note on next Monday's meeting survives a reload.
    await page.goto(`${SHELL}/planner/weekly`);
    await page.getByRole('button', { name: 'Next week' }).click();
    // Monday's meeting (period 3), the first of lesson 1.
    await page
      .locator(`[data-meeting="${SCIENCE_5B}|${monday}|p3"]`)
      .getByRole('button', { name: /^Add a note to 5B Science/ })
      .click();
    await page.getByLabel(/^Note for 5B Science/).fill('Bring the mung bean seeds');
    await page.getByRole('button', { name: 'Save note' }).click();
    // The note as stored, not the field's own text: React mirrors a controlled textarea's value
    // into its text, so waiting on the text alone reloaded while the save was still on its way.
    const mondayNote = page.locator(`[data-meeting="${SCIENCE_5B}|${monday}|p3"] [data-note]`);
    await mondayNote.getByText('Bring the mung bean seeds').waitFor();
    expect(await readCollection('scheduleNotes')).toEqual([
      expect.objectContaining({
        id: `${SCIENCE_5B}_${monday}_p3`,
        date: monday,
        periodId: 'p3',
        text: 'Bring the mung bean seeds',
        version: 1,
      }),
    ]);
    await page.reload();
    await page.getByRole('button', { name: 'Next week' }).click();
    await mondayNote.getByText('Bring the mung bean seeds').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The week exports to an iCalendar file that parses back.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to calendar (.ics)' }).click(),
    ]);
    const text = (await (await download.createReadStream()).toArray()).join('');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual([
      '5B Science: Lesson 1: Plants make their own food',
      '5B Science: Lesson 1: Plants make their own food',
    ]);
    expect(events.map((event) => event.startDate.toString())).toEqual([
      `${monday}T10:30:00`,
      `${day(2)}T08:30:00`,
    ]);
    expect(events[0]?.description).toContain('Bring the mung bean seeds');

    // Drag lesson 1 (mouse) from Monday's meeting to Wednesday's: it starts there and the
    // lessons after it follow by one meeting; the pinned lesson 3 stays.
    const meeting = (date: string, period: string) =>
      page.locator(`[data-meeting="${SCIENCE_5B}|${date}|${period}"]`);
    const handle = meeting(monday, 'p3').getByRole('button', { name: 'Move lesson 1' });
    // The whole week on screen, so the pointer reaches both meetings.
    await page.setViewportSize({ width: 1280, height: 2400 });
    await handle.hover();
    const from = await handle.boundingBox();
    const to = await meeting(day(2), 'p1').boundingBox();
    if (!from || !to) throw new Error('The lesson or the meeting is not shown');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2 + 2);
    await page.mouse.up();
    await meeting(monday, 'p3').getByText('No lesson scheduled').waitFor();
    await meeting(day(2), 'p1').getByText('(part 1 of 2)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${SHELL}/scheduler?classroomId=${SCIENCE_5B}`);
    await waitForDates(page, [day(2), day(9), day(11)]);
    // 5B's schedules only: other files (planning a unit with AI for 5A) schedule other classrooms.
    const schedules = await readCollection('schedules');
    expect(schedules.filter((schedule) => schedule.classroomId === SCIENCE_5B)).toEqual([
      expect.objectContaining({
        classroomId: SCIENCE_5B,
        moves: [{ lessonIndex: 0, date: day(2), periodId: 'p1' }],
        pins: [{ lessonIndex: 2, date: day(11) }],
      }),
    ]);
  });

  it("a classroom's page shows and edits its meeting slots; an old classroom with a free-form timetable offers to set them up and sheds it on its next edit", async () => {
    const legacyId = await createClassroomOf(DEMO_TEAM, DEMO.teacher2, '5C Science', [], {
      timetable: { mon: 2, tue: 0, wed: 1, thu: 0, fri: 2, sat: 0, sun: 0 },
    });
    const { page } = await openPage();
    await signInThroughUi(page, DEMO.teacher2);

    // A demo classroom's timetable is its slots on the team's default template.
    await page.goto(`${SHELL}/classroom/${SCIENCE_5B}`);
    await page.getByRole('heading', { level: 2, name: 'When 5B Science meets' }).waitFor();
    expect(await page.getByLabel('Schedule template').inputValue()).toBe(WEEKLY_TEMPLATE);
    expect(await page.getByLabel(/^Monday, 3 \(/).isChecked()).toBe(true);
    expect(await page.getByLabel(/^Tuesday, 3 \(/).isChecked()).toBe(false);

    // The old classroom reads, and its page offers to set up its meeting times.
    await page.goto(`${SHELL}/classroom/${legacyId}`);
    await page.getByRole('heading', { level: 1, name: '5C Science' }).waitFor();
    await page.getByText(/^No meeting times yet/).waitFor();
    expect(await page.getByRole('note').count()).toBe(0);
    await page.getByLabel(/^Tuesday, 2 \(/).check();
    await page.getByLabel(/^Thursday, 2 \(/).check();
    await page.getByRole('button', { name: 'Save meeting times' }).click();
    await page.getByText('Meeting times saved.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const saved = (await readCollection('classroomSlots')).find((doc) => doc.id === legacyId);
    expect(saved).toMatchObject({
      templateId: WEEKLY_TEMPLATE,
      slots: [
        { cycleDay: 1, periodId: 'p2' },
        { cycleDay: 3, periodId: 'p2' },
      ],
      version: 1,
    });
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'When 5C Science meets' }).waitFor();
    expect(await page.getByLabel(/^Thursday, 2 \(/).isChecked()).toBe(true);

    // Its next edit removes the free-form timetable the rules no longer accept.
    await page.getByRole('button', { name: 'Edit classroom' }).click();
    await page.getByLabel('Classroom name').fill('5C Science and Nature');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: '5C Science and Nature' }).waitFor();
    const classroom = (await readCollection('classrooms')).find((doc) => doc.id === legacyId);
    expect(classroom).toMatchObject({ name: '5C Science and Nature' });
    expect(classroom).not.toHaveProperty('timetable');
  });
});
