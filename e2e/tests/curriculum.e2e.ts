import type { Page } from 'playwright-core';
import { SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { createTeacher, createTeamOf, readStandards, uniqueEmail } from '../support/admin';
import { axeViolations } from '../support/axe';

const PASSWORD = 'Teach1ng!';

/** A file as a curriculum coordinator exports it: an extra column and four kinds of bad row. */
const CSV_WITH_BAD_ROWS = [
  'code,description,subject,grade band,strand,notes',
  'SC5.1,Describe how water moves through the water cycle,Science,Grade 5,Earth and Space,',
  'SC5.2,อธิบายการเกิดกลางวันกลางคืน,Science,Grade 5,Earth and Space,ไทย',
  ',Classify living things by their features,Science,Grade 5,Life Science,',
  'SC5.1,Explain evaporation,Science,Grade 5,Earth and Space,',
  'SC5.3,说明植物如何制造养分,Science,Grade 5,Life Science,',
  'SC5.4,,Science,Grade 5,Life Science,',
].join('\r\n');

async function chooseCsv(page: Page, text: string) {
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({
    name: 'grade-5-science.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
}

describe('curriculum', () => {
  let teamId: string;
  const leaderEmail = uniqueEmail('coordinator');
  const teacherEmail = uniqueEmail('science');
  const outsiderEmail = uniqueEmail('outsider');

  beforeAll(async () => {
    await createTeacher(leaderEmail, PASSWORD, 'Dao Coordinator');
    await createTeacher(teacherEmail, PASSWORD, 'Bee Science');
    await createTeacher(outsiderEmail, PASSWORD, 'Kim Outsider');
    teamId = await createTeamOf(`Grade 5 ${Date.now()}`, leaderEmail, [teacherEmail]);
  });

  it('a leader imports a CSV with bad rows, fixes one in the report and imports again', async () => {
    const { page } = await openPage();
    await signInThroughUi(page, leaderEmail, PASSWORD);
    await page.goto(`${SHELL}/curriculum/team/${teamId}`);
    await page.getByText('This team has no standards framework yet.').waitFor();

    await page.getByRole('button', { name: 'New framework' }).click();
    await page.getByRole('button', { name: 'Create framework' }).click();
    await page.getByText('Enter a name for the framework.').waitFor();
    await page.getByLabel('Framework name').fill('Grade 5 Science');
    await page.getByLabel('Subjects').fill('Science');
    await page.getByRole('button', { name: 'Create framework' }).click();
    await page.getByRole('heading', { level: 2, name: 'Grade 5 Science' }).waitFor();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    await chooseCsv(page, CSV_WITH_BAD_ROWS);
    await page.getByText('3 rows ready to import (3 new, 0 updated).').waitFor();
    await page.getByText('3 rows have problems').waitFor();
    await page.getByText('“notes”', { exact: false }).waitFor();
    const problems = page.getByRole('table', { name: '3 rows with problems' });
    await expect(problems.getByRole('row').allTextContents()).resolves.toHaveLength(4);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import 3 standards' }).click();
    await page.getByText(/Imported 3 standards in/).waitFor();
    expect((await readStandards(teamId)).map((standard) => standard.code).sort()).toEqual([
      'SC5.1',
      'SC5.2',
      'SC5.3',
    ]);

    // The row without a code gets one in the report and goes in with the next import.
    await page.getByLabel('Code on line 4').fill('SC5.5');
    await page.getByText('Fixed: will be imported').waitFor();
    await page.getByRole('button', { name: 'Import 1 standard' }).click();
    await page.getByText(/Imported 1 standard in/).waitFor();
    const saved = await readStandards(teamId);
    expect(saved).toHaveLength(4);
    expect(saved).toContainEqual(
      expect.objectContaining({ code: 'SC5.2', description: 'อธิบายการเกิดกลางวันกลางคืน' }),
    );
    expect(saved).toContainEqual(
      expect.objectContaining({ code: 'SC5.3', description: '说明植物如何制造养分' }),
    );

    // Search and facets work on what was imported.
    await page.getByLabel('Search code, description or strand').fill('water');
    await page.getByText('Showing 1 of 4 standards').waitFor();
    await page.getByLabel('Search code, description or strand').fill('');
    await page.getByLabel('Strand', { exact: true }).selectOption('Life Science');
    await page.getByText('Showing 2 of 4 standards').waitFor();

    // Export gives back the same text, Thai and Chinese included.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const exported = (await (await download.createReadStream()).toArray()).join('');
    expect(exported).toContain('SC5.2,อธิบายการเกิดกลางวันกลางคืน,Science,Grade 5,Earth and Space');
    expect(exported).toContain('说明植物如何制造养分');

    // A standard's delete asks in a dialog (cancelled: the next test follows these standards).
    await page.getByRole('button', { name: 'Actions: standard SC5.3' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete' });
    await question.getByText('Delete standard SC5.3?').waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });

    // Editing and deleting the framework are in its menu; a delete asks first (cancelled: the
    // next test uses the framework).
    const menu = page.getByRole('button', { name: 'Actions: framework Grade 5 Science' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Delete framework' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete framework' });
    await confirm
      .getByText('Delete “Grade 5 Science” and all its standards?', { exact: false })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Edit framework' }).click();
    await page.getByLabel('Framework name').fill('Grade 5 Science (2026)');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 2, name: 'Grade 5 Science' }).waitFor();
  });

  it('a teacher creates a classroom that follows standards, finds them on its curriculum page, edits and archives it; an outsider cannot open the team curriculum', async () => {
    const { page } = await openPage();
    await signInThroughUi(page, teacherEmail, PASSWORD);
    await page.goto(`${SHELL}/classroom/create`);
    await page.getByLabel('Classroom name').fill('5B Science');
    await page.getByRole('button', { name: /Subject$/ }).click();
    await page.getByRole('option', { name: 'Science', exact: true }).click();
    await page.getByLabel('Academic year').fill('2026–2027');
    await page.getByRole('checkbox', { name: /SC5\.1/ }).check();
    await page.getByRole('checkbox', { name: /SC5\.3/ }).check();
    await page.getByRole('button', { name: 'Create classroom' }).click();
    await page.getByRole('heading', { level: 1, name: '5B Science' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'View curriculum' }).click();
    await page.getByRole('heading', { level: 1, name: 'Curriculum of 5B Science' }).waitFor();
    // Grouped by strand: one table per strand of the framework.
    await page
      .getByRole('table', { name: 'Earth and Space' })
      .getByText('Describe how water moves through the water cycle')
      .waitFor();
    await page
      .getByRole('table', { name: 'Life Science' })
      .getByText('说明植物如何制造养分')
      .waitFor();
    expect(await page.getByText('อธิบายการเกิดกลางวันกลางคืน').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Edit keeps what was chosen; archiving hides the classroom from the list until restored.
    await page.getByRole('link', { name: 'Back to the classroom' }).click();
    await page.getByRole('button', { name: 'Edit classroom' }).click();
    await page.getByLabel('Classroom name').fill('5B Science and Nature');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: '5B Science and Nature' }).waitFor();
    await page.getByRole('button', { name: 'Archive classroom' }).click();
    await page.getByRole('button', { name: 'Yes, archive it' }).click();
    await page.getByText('The classroom is archived.').waitFor();
    await page.goto(`${SHELL}/classroom`);
    await page.getByText('Your only classroom is archived. Show archived to see it.').waitFor();
    await page.getByLabel(/Show archived/).check();
    await page.getByRole('link', { name: '5B Science and Nature' }).waitFor();

    const outsider = await openPage();
    await signInThroughUi(outsider.page, outsiderEmail, PASSWORD);
    await outsider.page.goto(`${SHELL}/curriculum/team/${teamId}`);
    await outsider.page.getByText('You are not a member of this team.').waitFor();
  });
});
