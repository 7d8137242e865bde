import type { Locator, Page } from 'playwright-core';
import { DEMO, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import {
  createTeacher,
  readTeam,
  readTokenUsageLogs,
  setTeamTokenLimit,
  uniqueEmail,
} from '../support/admin';
import { axeViolations } from '../support/axe';

const SCIENCE_UNIT = 'demo-unit-ecosystems';
const DEMO_TEAM = 'demo-grade-5-team';

/** Waits until the field's value matches (the page fills some fields after loading). */
async function waitForValue(field: Locator, pattern: RegExp): Promise<void> {
  for (let tries = 0; tries < 50; tries += 1) {
    if (pattern.test(await field.inputValue())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The value never matched ${pattern}: ${await field.inputValue()}`);
}

const criterion = (page: Page, number: number) =>
  page.getByRole('group', { name: `Criterion ${number}`, exact: true });

describe('rubrics', () => {
  let rubricUrl: string;
  const title = `Field guide rubric ${Date.now()}`;

  it('a teacher drafts an analytic rubric with the offline provider for the demo unit, edits, saves, scores, converts a copy, prints and exports it; coverage counts its standards', async () => {
    const { page } = await openPage();
    await signInThroughUi(page, DEMO.teacher2);
    const logsBefore = (await readTokenUsageLogs(DEMO_TEAM)).length;

    await page.goto(`${SHELL}/rubrics/create?unitId=${SCIENCE_UNIT}`);
    await page.getByText('For the unit “Ecosystems: Life in the Rice Field”.').waitFor();
    // The rubric's AI panel, its first action: draft the rubric.
    await page.getByRole('button', { name: 'AI for this rubric' }).click();
    const ai = page.getByRole('dialog', { name: 'AI · This rubric' });
    // The unit's six standards are chosen to start with.
    await ai.getByText(/^6 standards selected\./).waitFor();
    await ai.getByLabel('Task students do').fill('An ecosystem field guide poster');
    await ai.getByLabel('Type', { exact: true }).selectOption('analytic');
    await ai.getByLabel('Number of levels').selectOption('4');
    await ai.getByRole('button', { name: 'Draft rubric' }).click();
    // The first draft of a lane starts the functions emulator's generation worker: on two cores
    // shared with three other lanes that has passed 30 s.
    await ai
      .getByRole('heading', { name: 'Draft: Analytic rubric: An ecosystem field guide poster' })
      .waitFor({ timeout: 60_000 });
    await ai
      .getByText('Offline draft — written by the built-in template, not an AI model.')
      .waitFor();
    await ai
      .getByRole('cell', { name: /^Shows this in depth: / })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Charged to the team, with a log naming the task; nothing saved yet.
    const logs = await readTokenUsageLogs(DEMO_TEAM);
    expect(logs).toHaveLength(logsBefore + 1);
    expect(logs.map((log) => log.context?.task)).toContain('rubric');

    // "Use this draft" fills the editor: one criterion per standard, four default levels.
    await ai.getByRole('button', { name: 'Use this draft' }).click();
    await ai.waitFor({ state: 'detached' });
    await criterion(page, 6).waitFor();
    await waitForValue(criterion(page, 3).getByLabel('Title'), /^SC5\.3/);
    await page.getByLabel('Title', { exact: true }).first().fill(title);
    await criterion(page, 1)
      .getByLabel('Descriptor: Proficient')
      .fill('Draws a food web of eight organisms with arrows the way energy flows.');
    await criterion(page, 1).getByLabel('Weight').fill('2');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create rubric' }).click();
    await page.waitForURL(/\/rubrics\/[^/?]+\?view=edit$/);
    rubricUrl = page.url().replace(/\?.*$/, '');
    await waitForValue(
      criterion(page, 1).getByLabel('Descriptor: Proficient'),
      /^Draws a food web of eight organisms/,
    );

    // Read view shows the saved descriptor and weight.
    await page.getByRole('tab', { name: 'Read' }).click();
    await page.getByRole('cell', { name: /eight organisms with arrows/ }).waitFor();
    await page.getByText('Weight ×2').waitFor();
    // Each criterion names the standard it assesses.
    await page
      .getByRole('rowheader', { name: /^SC5\.3/ })
      .getByRole('list', { name: 'Standards' })
      .getByText(/^SC5\.3 /)
      .waitFor();

    // Scoring: total and percentage, nothing stored.
    await page.getByRole('tab', { name: 'Score' }).click();
    await page.getByText(/nothing about students is stored/).waitFor();
    // By clicking the cells of the rubric's grid: each row a radio group, each cell named by
    // its descriptor, the level under it.
    const first = page.getByRole('radiogroup', { name: /\(weight ×2\)$/ });
    await first.getByText('Exemplary (4)').click();
    await expect(first.getByRole('radio', { name: /Exemplary \(4\)$/ }).isChecked()).resolves.toBe(
      true,
    );
    const second = page.getByRole('radiogroup', { name: /^SC5\.2/ });
    await second.getByText('Developing (2)').click();
    // 4×2 + 2 of 4×2 + 4×5 (six criteria, one weighted twice) = 10 of 28.
    await page.getByText('Total: 10 of 28').waitFor();
    await page.getByText('Percentage: 35.7%').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Print: one page, landscape (an analytic rubric with four levels).
    await page.getByRole('tab', { name: 'Read' }).click();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Export CSV' }).isVisible()).toBe(false);
    await page.getByRole('table', { name: title }).waitFor();
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.length).toBeGreaterThan(1000);
    await page.emulateMedia({ media: 'screen' });

    // CSV with the levels in display order and the weight.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = (await (await download.createReadStream()).toArray()).join('');
    expect(csv).toContain(
      'Criterion,Weight,Exemplary (4),Proficient (3),Developing (2),Beginning (1)',
    );
    expect(csv).toMatch(/\n"?SC5\.1[^\n]*,2,[^\n]*,Draws a food web of eight organisms/);

    // A single-point copy, after being told what it loses.
    await page.getByText('Make a copy as another type', { exact: true }).click();
    await page.getByLabel('Type of the copy').selectOption('singlePoint');
    await page.getByText('the weight of 1 criterion').waitFor();
    await page.getByRole('button', { name: 'Make a Single-point copy' }).click();
    await page.waitForURL(
      (url) => url.href !== `${rubricUrl}?view=edit` && /view=edit$/.test(url.href),
    );
    await page.getByText(/Single-point rubric/).waitFor();
    await page.getByRole('tab', { name: 'Read' }).click();
    await page.getByRole('columnheader', { name: 'Needs work' }).waitFor();
    await page
      .getByText('Draws a food web of eight organisms with arrows the way energy flows.')
      .waitFor();

    // Coverage: SC5.3 (in no lesson) is assessed by the new rubric.
    await page.goto(`${SHELL}/curriculum/unit/${SCIENCE_UNIT}-coverage`);
    const row = page.getByRole('row', { name: /SC5\.3/ });
    await row.getByRole('link', { name: `Rubric: ${title}`, exact: true }).waitFor();
    expect(await row.getByText('Not yet addressed').count()).toBe(0);
  }, 180_000);

  it('two members edit different criteria at the same time: the first save reaches the other’s open copy, and both changes are kept', async () => {
    const owner = await openPage();
    const member = await openPage();
    await signInThroughUi(owner.page, DEMO.teacher2);
    await signInThroughUi(member.page, DEMO.teacher1);
    await owner.page.goto(`${rubricUrl}?view=edit`);
    await member.page.goto(`${rubricUrl}?view=edit`);
    await criterion(owner.page, 2).getByLabel('Descriptor: Exemplary').fill('Owner’s change');
    await criterion(member.page, 4).getByLabel('Weight').fill('3');

    await owner.page.getByRole('button', { name: 'Save rubric' }).click();
    await owner.page.getByText(/^Saved at /).waitFor();
    // The owner's change comes into the member's open copy, beside the member's unsaved one.
    await waitForValue(
      criterion(member.page, 2).getByLabel('Descriptor: Exemplary'),
      /^Owner’s change$/,
    );
    expect(await criterion(member.page, 4).getByLabel('Weight').inputValue()).toBe('3');
    await member.page.getByRole('button', { name: 'Save rubric' }).click();
    await member.page.getByText(/^Saved at /).waitFor();
    // A reload shows both saved.
    await owner.page.reload();
    await criterion(owner.page, 4).getByLabel('Weight').waitFor();
    expect(await criterion(owner.page, 4).getByLabel('Weight').inputValue()).toBe('3');
    expect(await criterion(owner.page, 2).getByLabel('Descriptor: Exemplary').inputValue()).toBe(
      'Owner’s change',
    );
  });

  it('someone outside the team is refused', async () => {
    const email = uniqueEmail('outsider');
    await createTeacher(email, 'Teach1ng!', 'Out Sider');
    const { page } = await openPage();
    await signInThroughUi(page, email, 'Teach1ng!');
    await page.goto(rubricUrl);
    await page
      .getByText('This rubric does not exist, or it belongs to a team you are not in.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
  });

  it('generation at an exhausted allowance is refused and nothing is charged', async () => {
    const usage = (await readTeam(DEMO_TEAM))?.tokenUsage as {
      totalTokens: number;
      tokenLimit: number;
    };
    await setTeamTokenLimit(DEMO_TEAM, usage.totalTokens);
    try {
      const logs = (await readTokenUsageLogs(DEMO_TEAM)).length;
      const { page } = await openPage();
      await signInThroughUi(page, DEMO.teacher2);
      await page.goto(`${rubricUrl}?view=edit`);
      await page.getByRole('button', { name: /^AI for Criterion 1: / }).click();
      const ai = page.getByRole('dialog', { name: 'AI · Criterion 1' });
      await ai.getByRole('button', { name: 'Write its level descriptors' }).click();
      await ai
        .getByText("Your team's AI allowance for this month is used up.", { exact: false })
        .waitFor();
      await ai.getByRole('button', { name: 'Close the AI panel' }).click();
      expect((await readTeam(DEMO_TEAM))?.tokenUsage?.totalTokens).toBe(usage.totalTokens);
      expect(await readTokenUsageLogs(DEMO_TEAM)).toHaveLength(logs);
      // The criterion is as it was, and nothing is unsaved.
      expect(await criterion(page, 1).getByLabel('Descriptor: Proficient').inputValue()).toMatch(
        /^Draws a food web of eight organisms/,
      );
      await page.getByText('All changes saved').waitFor();
    } finally {
      await setTeamTokenLimit(DEMO_TEAM, usage.tokenLimit);
    }
  });
});
