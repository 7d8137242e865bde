import { SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import {
  createFrameworkOf,
  createTeacher,
  createTeamOf,
  createUnitOf,
  createUnitPlanOf,
  readExperience,
  readReflections,
  readTeam,
  readTokenUsageLogs,
  setTeamTokenLimit,
  uniqueEmail,
} from '../support/admin';
import { axeViolations } from '../support/axe';

const PASSWORD = 'Teach1ng!';
const STANDARDS = [
  ['PL7.1', 'Observe and draw living things in pond water', 'Life Science'],
  ['PL7.2', 'Explain how living things depend on their habitat', 'Life Science'],
] as const;

const teamTokens = async (teamId: string) =>
  ((await readTeam(teamId))?.tokenUsage?.totalTokens ?? 0) as number;

describe('learning experiences', () => {
  let teamId: string;
  let unitId: string;
  let ownerUid: string;
  let experienceId: string;
  const leaderEmail = uniqueEmail('exp-leader');
  const ownerEmail = uniqueEmail('exp-owner');
  const memberEmail = uniqueEmail('exp-member');
  const outsiderEmail = uniqueEmail('exp-outsider');

  beforeAll(async () => {
    await createTeacher(leaderEmail, PASSWORD, 'Kham Leader');
    ownerUid = await createTeacher(ownerEmail, PASSWORD, 'Dao Owner');
    await createTeacher(memberEmail, PASSWORD, 'Mei Member');
    await createTeacher(outsiderEmail, PASSWORD, 'Otto Outsider');
    teamId = await createTeamOf(`Pond team ${Date.now()}`, leaderEmail, [ownerEmail, memberEmail]);
    const { frameworkId, standardIds } = await createFrameworkOf(teamId, 'Pond life', STANDARDS);
    unitId = await createUnitOf(
      teamId,
      ownerUid,
      'Life in a pond',
      standardIds.map((standardId) => ({ frameworkId, standardId })),
    );
  });

  it('a teacher drafts an experience for a unit offline, edits a step and saves; the team pays once', async () => {
    const { page } = await openPage();
    await signInThroughUi(page, ownerEmail, PASSWORD);
    await page.goto(`${SHELL}/experiences/create?unitId=${unitId}`);
    await page.getByRole('heading', { level: 1, name: 'Create a learning experience' }).waitFor();
    // Started from the unit: linked to it, with its standards chosen.
    await page.getByLabel('Life in a pond').waitFor();
    expect(await page.getByLabel('Life in a pond').isChecked()).toBe(true);
    await page.getByLabel(/^PL7\.1/).waitFor();
    expect(await page.getByLabel(/^PL7\.1/).isChecked()).toBe(true);

    const before = await teamTokens(teamId);
    // The experience's AI panel drafts it from its title.
    await page.getByLabel('Title', { exact: true }).fill('What lives in pond water?');
    await page.getByRole('button', { name: 'AI for this experience' }).click();
    const ai = page.getByRole('dialog', { name: 'AI · This experience' });
    await ai.getByRole('button', { name: 'Draft with AI' }).click();
    // The first draft of a run waits for the functions emulator's cold start (~45 s on 2 busy cores).
    await ai
      .getByText('Offline draft — written by the built-in template, not an AI model.')
      .waitFor({ timeout: 90_000 });
    // What the note says was charged is what the team's allowance lost.
    const usage = await ai
      .getByText(/^Charged to your team's allowance: [\d,]+ tokens/)
      .innerText();
    const tokens = Number(usage.match(/allowance: ([\d,]+)/)![1]!.replaceAll(',', ''));
    expect(tokens).toBeGreaterThan(0);
    expect((await teamTokens(teamId)) - before).toBe(tokens);
    expect((await readTokenUsageLogs(teamId)).at(-1)).toMatchObject({
      userId: ownerUid,
      tokenCount: tokens,
      context: expect.objectContaining({ task: 'experience', unitId }),
    });
    await ai.getByRole('button', { name: 'Use this draft' }).click();
    await ai.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(
      'What lives in pond water?',
    );

    // Edit the first step, then save: nothing was written before this.
    const firstStep = page.getByRole('group', { name: 'Step 1' });
    await firstStep.getByLabel('Step title').fill('Mystery jar');
    await page.getByRole('button', { name: 'Create experience' }).click();
    await page.waitForURL('**/experiences/edit/*');
    experienceId = page.url().split('/').pop()!;
    const saved = await readExperience(experienceId);
    expect(saved).toMatchObject({
      title: 'What lives in pond water?',
      teamId,
      ownerId: ownerUid,
      unitIds: [unitId],
      version: 1,
    });
    expect(saved?.steps[0].title).toBe('Mystery jar');
    expect(saved?.standards).toHaveLength(2);
    await page.getByRole('heading', { level: 1, name: 'Edit learning experience' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 150_000);

  it('links it into a lesson of the unit plan; the experience lists the lesson and coverage counts it', async () => {
    await createUnitPlanOf(unitId, teamId, ownerUid, [
      {
        title: 'A drop of pond water',
        objectives: [],
        standards: [],
        activities: [{ title: 'Warm-up', minutes: 5, description: '' }],
        materials: [],
        differentiation: '',
        checksForUnderstanding: [],
        homework: '',
      },
    ]);
    const { page } = await openPage();
    await signInThroughUi(page, ownerEmail, PASSWORD);
    await page.goto(`${SHELL}/units/plan/edit/${unitId}`);
    const lesson = page.locator('#lesson-1');
    await lesson
      .getByLabel('Add an experience')
      .selectOption({ label: 'What lives in pond water?' });
    await lesson.getByRole('button', { name: 'Add experience' }).click();
    await lesson.getByRole('link', { name: 'Open the experience' }).waitFor();
    await page.getByRole('button', { name: 'Save plan' }).click();
    await page.getByText(/^Saved at /).waitFor();

    await page.goto(`${SHELL}/experiences/${experienceId}`);
    await page
      .getByRole('link', { name: 'Life in a pond: lesson 1, A drop of pond water' })
      .waitFor();

    // The lesson addresses no standard; the linked experience addresses both of the unit's.
    await page.goto(`${SHELL}/curriculum/unit/${unitId}-coverage`);
    await page.getByText('2 of 2 standards addressed', { exact: false }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'PL7.1' });
    await row.getByRole('link', { name: 'Experience: What lives in pond water?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('another member adds a reflection while the owner edits the summary: both changes stand', async () => {
    const owner = await openPage();
    const member = await openPage();
    await signInThroughUi(owner.page, ownerEmail, PASSWORD);
    await signInThroughUi(member.page, memberEmail, PASSWORD);

    await member.page.goto(`${SHELL}/experiences?view=shared`);
    await member.page.getByRole('link', { name: 'What lives in pond water?' }).click();
    await member.page
      .getByRole('heading', { level: 1, name: 'What lives in pond water?' })
      .waitFor();
    await owner.page.goto(`${SHELL}/experiences/edit/${experienceId}`);
    await owner.page.getByLabel('Summary').waitFor();

    await owner.page.getByLabel('Summary').fill('Students find, draw and name pond life.');
    await member.page.getByLabel('What worked').fill('The mystery jar hooked everyone.');
    await member.page.getByLabel('What to change').fill('More magnifiers.');
    await Promise.all([
      owner.page.getByRole('button', { name: 'Save', exact: true }).click(),
      member.page.getByRole('button', { name: 'Add reflection' }).click(),
    ]);
    await owner.page.getByText('Saved.').waitFor();
    await member.page.getByText('Reflection added.').waitFor();
    await member.page.getByText('The mystery jar hooked everyone.', { exact: false }).waitFor();
    // Signed from the team's member record (here its email), not with a name the writer sent.
    await member.page.getByText(`${memberEmail}, taught`, { exact: false }).waitFor();

    expect(await readExperience(experienceId)).toMatchObject({
      summary: 'Students find, draw and name pond life.',
      version: 2,
    });
    expect(await readReflections(experienceId)).toEqual([
      {
        authorId: expect.any(String),
        taughtOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        worked: 'The mystery jar hooked everyone.',
        change: 'More magnifiers.',
        createdAt: expect.anything(),
      },
    ]);
    expect(await axeViolations(member.page)).toEqual([]);
  });

  it('a non-member is refused', async () => {
    const { page } = await openPage();
    await signInThroughUi(page, outsiderEmail, PASSWORD);
    await page.goto(`${SHELL}/experiences/${experienceId}`);
    await page.getByText('This experience does not exist or you cannot see it.').waitFor();
  });

  it('generation at an exhausted allowance is refused and nothing is charged', async () => {
    const used = await teamTokens(teamId);
    await setTeamTokenLimit(teamId, used);
    const logs = (await readTokenUsageLogs(teamId)).length;
    const { page } = await openPage();
    await signInThroughUi(page, ownerEmail, PASSWORD);
    await page.goto(`${SHELL}/experiences/edit/${experienceId}`);
    await page.getByRole('button', { name: 'AI for this experience' }).click();
    const ai = page.getByRole('dialog', { name: 'AI · This experience' });
    // The choice is a React Aria radio: its label takes the click.
    await ai.getByText('Make it more hands-on', { exact: true }).click();
    expect(await ai.getByRole('radio', { name: 'Make it more hands-on' }).isChecked()).toBe(true);
    await ai.getByRole('button', { name: 'Draft with AI' }).click();
    await ai
      .getByText("Your team's AI allowance for this month is used up.", { exact: false })
      .waitFor();
    expect(await teamTokens(teamId)).toBe(used);
    expect(await readTokenUsageLogs(teamId)).toHaveLength(logs);
    expect((await readExperience(experienceId))?.version).toBe(2);
  });
});
