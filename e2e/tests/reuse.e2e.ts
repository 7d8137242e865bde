// Plan once, teach again (issue 36), in the order a school lives it: Malee copies Li Wei's
// Ecosystems unit into her 5A with its three lessons and schedules it there (the original is not
// changed); the leader starts the next school year (its templates and classrooms exist, last
// year's 5A keeps its schedule and coverage to read); starting the same year again adds nothing.
import { DEMO, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { axeViolations } from '../support/axe';
import { readCollection } from '../support/admin';
import { callAs } from '../support/callable';
import { dateFromThisMonday } from '../support/dates';

const DEMO_TEAM = 'demo-grade-5-team';
const ECOSYSTEMS = 'demo-unit-ecosystems';
const MATH_5A = 'demo-classroom-5a-math';
const UNIT_TITLE = 'Ecosystems: Life in the Rice Field';

/** The demo's templates run from 4 weeks before this Monday for 300 days after it. */
const NEXT_YEAR = { startDate: dateFromThisMonday(-28 + 364), endDate: dateFromThisMonday(664) };
const NEW_YEAR = Number(NEXT_YEAR.startDate.slice(0, 4));
const LAST_YEAR = NEW_YEAR - 1;
const NEW_LABEL = `${NEW_YEAR}–${NEXT_YEAR.endDate.slice(0, 4)}`;

const byId = async (collection: string, id: string) =>
  (await readCollection(collection)).find((doc) => doc.id === id);
const ofTeam = async (collection: string) =>
  (await readCollection(collection)).filter((doc) => doc.teamId === DEMO_TEAM);

/** The leader's start of the same year, as a second tab or a retried request would send it. */
const startAgain = () =>
  callAs(DEMO.leader, 'startSchoolYear', { teamId: DEMO_TEAM, ...NEXT_YEAR });

describe('plan once, teach again', () => {
  let teacher: Awaited<ReturnType<typeof openPage>>;
  let leader: Awaited<ReturnType<typeof openPage>>;
  let copyId = '';

  beforeAll(async () => {
    [teacher, leader] = await Promise.all([openPage(), openPage()]);
    await Promise.all([
      signInThroughUi(teacher.page, DEMO.teacher1),
      signInThroughUi(leader.page, DEMO.leader),
    ]);
  });
  afterAll(async () => {
    await Promise.all([teacher.context.close(), leader.context.close()]);
  });

  it('Malee copies the Ecosystems unit into 5A with its three lessons, scheduled there', async () => {
    const { page, pageErrors } = teacher;
    const original = {
      unit: await byId('units', ECOSYSTEMS),
      plan: await byId('unitPlans', ECOSYSTEMS),
      experiences: (await ofTeam('experiences')).length,
    };

    await page.goto(`${SHELL}/units/${ECOSYSTEMS}`);
    await page.getByRole('heading', { level: 1, name: UNIT_TITLE }).waitFor();
    await page.getByRole('button', { name: 'Use in my classroom' }).click();
    const dialog = page.getByRole('dialog', { name: `Use “${UNIT_TITLE}” in my classroom` });
    // Her classroom, scheduled from its next meeting: the three lessons on 5A's A/B days.
    await dialog
      .getByRole('combobox', { name: 'Classroom' })
      .locator('option:checked', { hasText: '5A Mathematics' })
      .waitFor({ state: 'attached' });
    const preview = dialog.getByRole('region', { name: 'Where the lessons fall' });
    await preview
      .getByRole('status')
      .filter({ hasText: /^3 lessons, from / })
      .waitFor();
    const dates = await preview
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-date') ?? ''));
    expect(dates).toHaveLength(3);
    expect([...dates].sort()).toEqual(dates);
    await dialog
      .getByRole('radio', { name: /^Make copies of my own/ })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Copy the unit' }).click();

    await page.getByText('This copy is yours: change it as you like.').waitFor();
    copyId = decodeURIComponent(new URL(page.url()).pathname.replace('/units/', ''));
    expect(copyId).not.toBe(ECOSYSTEMS);
    await page
      .getByText(`Copied from ${UNIT_TITLE} by Li Wei Teacher.`, { exact: false })
      .waitFor();
    await page.getByRole('region', { name: 'Lessons (3)' }).waitFor();

    expect(await byId('schedules', `${MATH_5A}__${copyId}`)).toMatchObject({
      classroomId: MATH_5A,
      startDate: dates[0],
    });
    expect(await byId('units', copyId)).toMatchObject({
      classroomId: MATH_5A,
      status: 'draft',
      copiedFrom: { unitId: ECOSYSTEMS, title: UNIT_TITLE },
    });
    // The original is as it was; the copy has an experience of its own.
    expect(await byId('units', ECOSYSTEMS)).toEqual(original.unit);
    expect(await byId('unitPlans', ECOSYSTEMS)).toEqual(original.plan);
    expect((await ofTeam('experiences')).length).toBe(original.experiences + 1);
    expect(pageErrors).toEqual([]);
  });

  it('the leader starts the next school year: its templates and classrooms exist', async () => {
    const { page, pageErrors } = leader;
    await page.goto(`${SHELL}/team/${DEMO_TEAM}`);
    const years = page.getByRole('region', { name: 'School years' });
    await years.getByRole('button', { name: 'Start the next school year' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start the next school year' });
    // The dates offered: this year's templates moved on a year, to the same weekday.
    const start = dialog.getByRole('button', { name: `Start ${NEW_LABEL}` });
    await start.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await start.click();
    // The job runs on a functions emulator that may still be cold.
    await dialog.getByText('The new school year has started.').waitFor({ timeout: 90_000 });
    await dialog.getByText(/^Enter the new year’s holidays in “Primary 5/).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const templates = (await ofTeam('scheduleTemplates')).map((doc) => doc.id).sort();
    expect(templates).toEqual(
      [
        'demo-template-ab-days',
        `demo-template-ab-days-${NEW_YEAR}`,
        'demo-template-primary',
        `demo-template-primary-${NEW_YEAR}`,
      ].sort(),
    );
    expect(await byId('classrooms', `${MATH_5A}-${NEW_YEAR}`)).toMatchObject({
      name: '5A Mathematics',
      academicYear: NEW_LABEL,
    });
    expect(await byId('classrooms', MATH_5A)).toMatchObject({ pastSchoolYear: LAST_YEAR });
    // The copy goes with 5A into the new year, unscheduled; last year's schedule stays.
    expect(await byId('units', copyId)).toMatchObject({
      classroomId: `${MATH_5A}-${NEW_YEAR}`,
      startDate: null,
    });
    await years.getByRole('heading', { name: 'Past school years' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("5A's schedule and coverage of last year still read under last year", async () => {
    const { page, pageErrors } = leader;
    await page.goto(`${SHELL}/team/${DEMO_TEAM}`);
    await page
      .getByRole('region', { name: 'Past school years' })
      .getByRole('link', { name: 'Team coverage' })
      .click();
    const table = page.getByRole('table', { name: /^Standards by classroom/ });
    // MA5.7 is in the copy's last lesson, scheduled in last year's 5A.
    const row = table.getByRole('row', { name: /^MA5\.7\b/ });
    await row.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    const column = (name: string) => headers.indexOf(name) - 1;
    expect(await row.getByRole('cell').nth(column('5A Mathematics')).textContent()).toBe('Planned');
    // This year's 5A has nothing scheduled yet.
    await page
      .getByRole('combobox', { name: 'School year' })
      .selectOption({ label: `${NEW_LABEL} (this year)` });
    await page.waitForURL(new RegExp(`year=${NEW_YEAR}`));
    await table.getByRole('row', { name: /^MA5\.7\b/ }).waitFor();
    const now = await table.getByRole('columnheader').allTextContents();
    expect(
      await table
        .getByRole('row', { name: /^MA5\.7\b/ })
        .getByRole('cell')
        .nth(now.indexOf('5A Mathematics') - 1)
        .textContent(),
    ).toBe('Not yet');

    // Malee reads last year's 5A in the scheduler, with the copy's lessons, and cannot change it.
    const mine = teacher.page;
    await mine.goto(`${SHELL}/scheduler?classroomId=${MATH_5A}`);
    await mine.getByText(/^This classroom belongs to a past school year/).waitFor();
    await mine.getByRole('table', { name: new RegExp(`^Lessons of ${UNIT_TITLE}`) }).waitFor();
    expect(await mine.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    expect(teacher.pageErrors).toEqual([]);
  });

  it('starting the same year again adds nothing', async () => {
    const before = {
      templates: await ofTeam('scheduleTemplates'),
      classrooms: await ofTeam('classrooms'),
      slots: await ofTeam('classroomSlots'),
      units: await ofTeam('units'),
    };
    await expect(startAgain()).resolves.toMatchObject({ alreadyStarted: true });
    expect({
      templates: await ofTeam('scheduleTemplates'),
      classrooms: await ofTeam('classrooms'),
      slots: await ofTeam('classroomSlots'),
      units: await ofTeam('units'),
    }).toEqual(before);
  });
});
