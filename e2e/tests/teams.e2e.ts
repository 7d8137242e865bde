import { SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import {
  addUsageLogsOf,
  createTeacher,
  createTeamOf,
  flagAsTeamLeader,
  setTeamTokenLimit,
  grantAdmin,
  readProfile,
  readTeam,
  uidOf,
  uniqueEmail,
} from '../support/admin';
import { axeViolations } from '../support/axe';
import { latestOobCode } from '../support/emulator-mail';
import {
  SIGNED_IN_ITEMS,
  TEAM_LEADER_ITEMS,
  TEAM_MEMBER_ITEMS,
  expectMainNavItems,
} from '../support/navigation';

const PASSWORD = 'Teach1ng!';

/** "teach-123@test.school" → "Teach-123@Test.School": how a leader might type it. */
const mixedCase = (email: string) =>
  email.replace(/(^|[@.])([a-z])/g, (_, s, c) => s + c.toUpperCase());

describe('teams', () => {
  // The longest flow of the suite (two people, five pages, a callable per step): on two busy
  // cores it can pass the default 90 s.
  it('a leader creates a team, invites a teacher who accepts, sets the limit, records usage and removes the teacher', async () => {
    const leaderEmail = uniqueEmail('leader');
    const teacherEmail = uniqueEmail('teach');
    await createTeacher(leaderEmail, PASSWORD, 'Ploy Leader');
    await createTeacher(teacherEmail, PASSWORD, 'Nok Teacher');
    const teamName = `Science ${Date.now()}`;

    const leader = await openPage();
    await signInThroughUi(leader.page, leaderEmail, PASSWORD);
    await expectMainNavItems(leader.page, SIGNED_IN_ITEMS);

    // Create: an empty name is refused with a message; the team page opens after creation.
    await leader.page.goto(`${SHELL}/team/create`);
    await leader.page.getByRole('heading', { level: 1, name: 'Create a team' }).waitFor();
    await leader.page.getByRole('button', { name: 'Create team' }).click();
    await leader.page.getByText('Team name is required').waitFor();
    await leader.page.getByLabel('Team name').fill(teamName);
    await leader.page.getByRole('button', { name: 'Create team' }).click();
    await leader.page.getByRole('heading', { level: 1, name: teamName }).waitFor();
    const teamId = new URL(leader.page.url()).pathname.split('/').pop()!;
    await expectMainNavItems(leader.page, TEAM_LEADER_ITEMS);
    await leader.page.getByText('0 of 1,000,000 tokens used').waitFor();
    expect(await readProfile(leaderEmail)).toMatchObject({
      role: 'leader',
      isTeamLeader: true,
      teamId,
      defaultTeamId: teamId,
      teams: [teamId],
    });

    // Invite with a mixed-case address: stored lowercased; a second invite is refused.
    await leader.page.getByLabel('Email address to invite').fill(mixedCase(teacherEmail));
    await leader.page.getByRole('button', { name: 'Send invitation' }).click();
    await leader.page.getByText(/is invited/).waitFor();
    const pending = leader.page.getByRole('list', { name: 'Pending invitations' });
    await pending.getByText(teacherEmail).waitFor();
    await leader.page.getByLabel('Email address to invite').fill(teacherEmail.toUpperCase());
    await leader.page.getByRole('button', { name: 'Send invitation' }).click();
    await leader.page.getByText('User has already been invited to this team').waitFor();
    expect(await axeViolations(leader.page)).toEqual([]);

    // The teacher sees the badge, accepts on the profile, and gains the team's navigation.
    const teacher = await openPage();
    await signInThroughUi(teacher.page, teacherEmail, PASSWORD);
    await teacher.page
      .getByRole('button', { name: 'Account menu for Nok Teacher, 1 pending invitation' })
      .waitFor();
    await expectMainNavItems(teacher.page, SIGNED_IN_ITEMS);
    await teacher.page.goto(`${SHELL}/profile`);
    await teacher.page.getByText(`Join ${teamName}, invited by Ploy Leader`).waitFor();
    expect(await axeViolations(teacher.page)).toEqual([]);
    await teacher.page
      .getByRole('button', { name: `Accept the invitation to ${teamName}` })
      .click();
    await teacher.page.getByText('You have no pending team invitations.').waitFor();
    await expectMainNavItems(teacher.page, TEAM_MEMBER_ITEMS);
    await teacher.page.getByRole('button', { name: 'Account menu for Nok Teacher' }).waitFor();
    expect(await readProfile(teacherEmail)).toMatchObject({
      teams: [teamId],
      defaultTeamId: teamId,
    });

    // The leader sees the new member and sets the monthly limit.
    await leader.page.getByRole('button', { name: 'Refresh' }).click();
    await leader.page.getByRole('heading', { name: '2 members' }).waitFor();
    await leader.page.getByLabel('New monthly limit (tokens)').fill('0');
    await leader.page.getByRole('button', { name: 'Set limit' }).click();
    await leader.page.getByText('Token limit must be a positive whole number').waitFor();
    await leader.page.getByLabel('New monthly limit (tokens)').fill('250,000');
    await leader.page.getByRole('button', { name: 'Set limit' }).click();
    await leader.page.getByText('0 of 250,000 tokens used').waitFor();
    const limitLog = leader.page.getByRole('table', { name: 'Limit and cap changes' });
    await limitLog.getByRole('cell', { name: '250,000' }).waitFor();

    // The leader caps the teacher's monthly share of it; the members table shows the cap.
    const shares = leader.page.getByRole('form', { name: "Members' monthly shares" });
    await shares.getByLabel('Member', { exact: true }).selectOption({ label: 'Nok Teacher' });
    await shares.getByLabel('Monthly cap (tokens)').fill('5,000');
    await shares.getByRole('button', { name: 'Set cap' }).click();
    await leader.page.getByRole('status').getByText('The cap is saved.').waitFor();
    // The change is logged with the team's limit changes, naming the member.
    const capLogged = limitLog.getByRole('row', { name: /Nok Teacher\W{1,2}s monthly cap/ });
    await capLogged.getByRole('cell', { name: 'No cap' }).waitFor();
    await capLogged.getByRole('cell', { name: '5,000' }).waitFor();
    await leader.page
      .getByRole('row', { name: /Nok Teacher/ })
      .getByRole('cell', { name: '5,000 tokens' })
      .waitFor();
    expect((await readTeam(teamId))?.tokenUsage?.memberLimits).toEqual({
      [await uidOf(teacherEmail)]: 5000,
    });

    // An administrator in local mode records usage through the test page.
    await grantAdmin(leaderEmail);
    await leader.page.goto(`${SHELL}/dev/token-usage-test`);
    await leader.page.getByRole('heading', { level: 1, name: 'Token usage test' }).waitFor();
    await leader.page.getByLabel('Tokens to record').fill('1234');
    await leader.page.getByLabel('Used for (context)').fill('e2e-check');
    await leader.page.getByRole('button', { name: 'Record usage' }).click();
    await leader.page.getByText('1,234 of 250,000 tokens used').waitFor();
    await leader.page
      .getByRole('list', { name: 'Token usage' })
      .getByRole('listitem')
      .filter({ hasText: 'Ploy Leader used AI tokens · “e2e-check”' })
      .waitFor();
    await leader.page.getByRole('button', { name: 'Check monthly reset' }).click();
    await leader.page.getByText('No reset is due yet.').waitFor();
    expect((await readTeam(teamId))?.tokenUsage).toMatchObject({
      totalTokens: 1234,
      tokenLimit: 250_000,
    });

    // The dashboard's teams widget shows the team and its allowance.
    await leader.page.goto(`${SHELL}/dashboard`);
    const widget = leader.page.getByRole('region', { name: 'My teams' });
    await widget.getByRole('link', { name: teamName }).waitFor();
    await widget.getByText('1,234 of 250,000 tokens used').waitFor();

    // The leader removes the teacher, whose navigation loses the team items without a reload.
    await leader.page.goto(`${SHELL}/team/${teamId}`);
    await leader.page.getByRole('button', { name: 'Remove Nok Teacher' }).click();
    await leader.page.getByRole('button', { name: 'Yes, remove Nok Teacher' }).click();
    await leader.page.getByRole('heading', { name: '1 member' }).waitFor();
    await expectMainNavItems(teacher.page, SIGNED_IN_ITEMS);
    expect(await readProfile(teacherEmail)).toMatchObject({ teams: [], defaultTeamId: null });

    for (const { context, pageErrors } of [leader, teacher]) {
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  }, 180_000);

  it("a leader opens the usage report from the navigation, reads it as sentences with links and downloads the filtered entries; a member sees the team's total and only their own usage, there and on their profile", async () => {
    const leaderEmail = uniqueEmail('leader');
    const teacherEmail = uniqueEmail('teach');
    await createTeacher(leaderEmail, PASSWORD, 'Ploy Leader');
    await createTeacher(teacherEmail, PASSWORD, 'Malee Teacher');
    const teamName = `Report ${Date.now()}`;
    const teamId = await createTeamOf(teamName, leaderEmail, [teacherEmail]);
    await flagAsTeamLeader(leaderEmail);
    // The allowance createTeam gives a team (createTeamOf writes none).
    await setTeamTokenLimit(teamId, 1_000_000);
    // Member records made behind the app's back carry no name: the report names them by email.
    const [malee, ploy] = [teacherEmail, leaderEmail];
    // What generateDraft writes today, and the internal keys and free text of older entries.
    await addUsageLogsOf(teamId, [
      {
        email: teacherEmail,
        tokenCount: 2100,
        context: {
          task: 'unitPlan',
          unitId: 'unit-e2e',
          unitTitle: 'Market fractions',
          lessonCount: 4,
          provider: 'offline',
          model: 'offline-draft-1',
        },
        minutesAgo: 1,
      },
      {
        email: leaderEmail,
        tokenCount: 900,
        context: { task: 'rubric', rubricId: 'rubric-e2e', rubricTitle: null, mode: 'draft' },
        minutesAgo: 2,
      },
      { email: teacherEmail, tokenCount: 800, context: 'rubric-generation', minutesAgo: 3 },
      { email: leaderEmail, tokenCount: 500, context: 'weekly-planner', minutesAgo: 4 },
    ]);

    const leader = await openPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(leader.page, leaderEmail, PASSWORD);
    // From the navigation (the drawer on a phone): Team › Usage report, of the team they lead.
    await leader.page.getByRole('button', { name: 'Open the menu' }).click();
    await leader.page
      .getByRole('dialog', { name: 'Main navigation' })
      .getByRole('link', { name: 'Usage report' })
      .click();
    await leader.page.waitForURL(`${SHELL}/team/usage`);
    await leader.page
      .getByRole('heading', { level: 1, name: `Usage report · ${teamName}` })
      .waitFor();
    const report = leader.page.getByRole('region', { name: 'Usage by member' });
    const log = report.getByRole('list', { name: 'Token usage' });
    await log.getByRole('listitem').first().waitFor();
    const sentences = await log.getByRole('listitem').allTextContents();
    expect(sentences).toEqual([
      expect.stringContaining(`${malee} drafted 4 lessons · Market fractions`),
      expect.stringContaining(`${ploy} drafted a rubric · the rubric`),
      expect.stringContaining(`${malee} drafted a rubric`),
      expect.stringContaining(`${ploy} used AI in the weekly planner`),
    ]);
    const reportText = await report.innerText();
    expect(reportText).not.toMatch(/[{}]|rubric-generation|weekly-planner|unitPlan|offline-draft/);
    expect(await log.getByRole('link', { name: 'Market fractions' }).getAttribute('href')).toBe(
      '/units/plan/edit/unit-e2e',
    );
    // At phone width nothing in the report reaches past the screen's edge (stacked rows).
    expect(
      await report.evaluate((region) =>
        [region, ...region.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
          .map((element) => element.outerHTML.slice(0, 80)),
      ),
    ).toEqual([]);
    // This month's usage as a chart with the allowance line: an image whose text alternative
    // gives the figures.
    const chart = report.getByRole('img', { name: /^Daily usage, / });
    await chart.waitFor();
    const summary = await chart.evaluate(
      (image) => document.getElementById(image.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(summary).toContain('the team used 4,300 tokens');
    expect(summary).toContain('The allowance is 1,000,000 tokens.');
    expect(summary).toContain(`By member: ${malee} 2,900, ${ploy} 1,400.`);
    // An allowance far above the month's use is said as a share at the chart's lines, never
    // drawn "above the chart's scale".
    await report
      .getByText(
        /^Allowance: 1,000,000 tokens, far above this month's use: the top of the chart is .+ of it$/,
      )
      .waitFor();
    expect(await report.getByText(/above the chart's scale/).count()).toBe(0);
    expect(await axeViolations(leader.page)).toEqual([]);

    // The CSV holds one row per entry the filter keeps.
    await report.getByLabel('Member').selectOption({ label: malee });
    await report.getByText('2 entries · 2,900 tokens').waitFor();
    const [download] = await Promise.all([
      leader.page.waitForEvent('download'),
      report.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    expect(download.suggestedFilename()).toBe(
      `${teamName.toLowerCase().replace(' ', '-')}-${month}.csv`,
    );
    const rows = (await (await download.createReadStream()).toArray())
      .join('')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(`,${malee},Unit plan lessons,Market fractions,2100,`);
    expect(rows[2]).toContain(`,${malee},Rubrics,,800,`);

    // The member reaches the report from the team's page: the team's total, and their own
    // usage only. (The rules give them no other member's entries: teams.rules.test.ts.)
    const teacher = await openPage();
    await signInThroughUi(teacher.page, teacherEmail, PASSWORD);
    await teacher.page.goto(`${SHELL}/team/${teamId}`);
    await teacher.page
      .getByRole('link', { name: "See the team's total and your own usage" })
      .click();
    const total = teacher.page.getByRole('region', { name: "The team's allowance this month" });
    await total.getByText(/ of 1,000,000 tokens used$/).waitFor();
    const own = teacher.page.getByRole('region', { name: 'Your AI usage' });
    await own.getByText('2 entries · 2,900 tokens').waitFor();
    expect(await own.getByRole('list', { name: 'Token usage' }).getByRole('listitem').count()).toBe(
      2,
    );
    expect(await teacher.page.getByRole('main').innerText()).not.toContain(ploy);
    expect(await teacher.page.getByRole('table', { name: 'Tokens per member' }).count()).toBe(0);
    expect(await teacher.page.getByRole('combobox', { name: 'Member' }).count()).toBe(0);

    // Their own usage on their profile, read the same way.
    await teacher.page.goto(`${SHELL}/profile`);
    const mine = teacher.page
      .getByRole('region', { name: 'Your AI usage' })
      .getByRole('list', { name: 'Token usage' });
    await mine.getByRole('listitem').first().waitFor();
    expect(await mine.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(`${malee} drafted 4 lessons · Market fractions`),
      expect.stringContaining(`${malee} drafted a rubric`),
    ]);

    for (const { context, pageErrors } of [leader, teacher]) {
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('a leader who leaves hands the team to the member they choose; others cannot open it', async () => {
    const leaderEmail = uniqueEmail('leaving');
    const memberEmail = uniqueEmail('heir');
    const outsiderEmail = uniqueEmail('outsider');
    await createTeacher(leaderEmail, PASSWORD, 'Kham Leader');
    await createTeacher(memberEmail, PASSWORD, 'Dao Heir');
    await createTeacher(outsiderEmail, PASSWORD, 'Outside Teacher');

    const leader = await openPage();
    await signInThroughUi(leader.page, leaderEmail, PASSWORD);
    await leader.page.goto(`${SHELL}/team/create`);
    await leader.page.getByLabel('Team name').fill('Handover Team');
    await leader.page.getByRole('button', { name: 'Create team' }).click();
    await leader.page.getByRole('heading', { level: 1, name: 'Handover Team' }).waitFor();
    const teamId = new URL(leader.page.url()).pathname.split('/').pop()!;
    await leader.page.getByLabel('Email address to invite').fill(memberEmail);
    await leader.page.getByRole('button', { name: 'Send invitation' }).click();
    await leader.page.getByText(/is invited/).waitFor();

    const member = await openPage();
    await signInThroughUi(member.page, memberEmail, PASSWORD);
    await member.page.goto(`${SHELL}/profile`);
    await member.page
      .getByRole('button', { name: 'Accept the invitation to Handover Team' })
      .click();
    await expectMainNavItems(member.page, TEAM_MEMBER_ITEMS);

    await leader.page.reload();
    await leader.page.getByRole('heading', { name: '2 members' }).waitFor();
    await leader.page.getByRole('button', { name: 'Leave this team…' }).click();
    await expect(
      leader.page.getByLabel('Who leads the team after you?').inputValue(),
    ).resolves.toBeTruthy();
    await leader.page.getByRole('button', { name: 'Leave Handover Team' }).click();
    await leader.page.waitForURL(`${SHELL}/team`);
    await expectMainNavItems(leader.page, SIGNED_IN_ITEMS);
    const team = await readTeam(teamId);
    expect(Object.values(team?.roles ?? {})).toEqual(['leader']);
    expect(await readProfile(memberEmail)).toMatchObject({ isTeamLeader: true });

    // The token usage test page is for administrators only.
    await member.page.goto(`${SHELL}/dev/token-usage-test`);
    await member.page
      .getByText('This page is only available to administrators in local (emulator) mode.')
      .waitFor();

    // The former leader and an outsider are told why they cannot open it; a missing team says so.
    await leader.page.goto(`${SHELL}/team/${teamId}`);
    await leader.page.getByText('You are not a member of this team').waitFor();
    const outsider = await openPage();
    await signInThroughUi(outsider.page, outsiderEmail, PASSWORD);
    await outsider.page.goto(`${SHELL}/team/no-such-team`);
    await outsider.page.getByText('Team not found').waitFor();

    for (const { context, pageErrors } of [leader, member, outsider]) {
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('an invitation waits until the invited teacher verifies the address', async () => {
    const leaderEmail = uniqueEmail('verify-leader');
    const teacherEmail = uniqueEmail('unverified');
    await createTeacher(leaderEmail, PASSWORD, 'Ploy Leader');
    await createTeacher(teacherEmail, PASSWORD, 'Vee Teacher', { emailVerified: false });
    const teamName = `Verified ${Date.now()}`;
    const teamId = await createTeamOf(teamName, leaderEmail);

    const leader = await openPage();
    await signInThroughUi(leader.page, leaderEmail, PASSWORD);
    await leader.page.goto(`${SHELL}/team/${teamId}`);
    await leader.page.getByLabel('Email address to invite').fill(teacherEmail);
    await leader.page.getByRole('button', { name: 'Send invitation' }).click();
    await leader.page.getByText(/is invited/).waitFor();

    // Owning the address is not proven yet: no badge, no invitation, and the way to prove it.
    const teacher = await openPage();
    await signInThroughUi(teacher.page, teacherEmail, PASSWORD);
    await teacher.page.goto(`${SHELL}/profile`);
    await teacher.page.getByText(/^Verify your email address to see your invitations/).waitFor();
    await expect(
      teacher.page.getByText(`Join ${teamName}, invited by Ploy Leader`).count(),
    ).resolves.toBe(0);
    await teacher.page
      .getByRole('button', { name: 'Account menu for Vee Teacher', exact: true })
      .waitFor();
    expect(await axeViolations(teacher.page)).toEqual([]);

    // Verified through the emailed link, the invitation shows and can be accepted.
    const banner = teacher.page.getByRole('region', { name: 'Email verification' });
    await banner.getByRole('button', { name: 'Send the email again' }).click();
    await fetch((await latestOobCode(teacherEmail, 'VERIFY_EMAIL')).oobLink);
    await banner.getByRole('button', { name: 'I have confirmed it' }).click();
    await teacher.page.getByText(`Join ${teamName}, invited by Ploy Leader`).waitFor();
    await teacher.page
      .getByRole('button', { name: `Accept the invitation to ${teamName}` })
      .click();
    await teacher.page.getByText('You have no pending team invitations.').waitFor();
    await expectMainNavItems(teacher.page, TEAM_MEMBER_ITEMS);

    for (const { context, pageErrors } of [leader, teacher]) {
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('shows a returning teacher their teams before Firestore answers, and forgets them at sign-out', async () => {
    const email = uniqueEmail('returning');
    await createTeacher(email, PASSWORD, 'Mali Returning');
    const teamName = `Kept ${Date.now()}`;
    await createTeamOf(teamName, email);
    const { page, context, pageErrors } = await openPage();
    await signInThroughUi(page, email, PASSWORD);
    const myTeams = page.getByRole('region', { name: 'My teams' });
    await myTeams.getByRole('heading', { name: teamName }).waitFor();

    // The next visit shows the list this one kept while Firestore is held back.
    await page.route(/^http:\/\/(localhost|127\.0\.0\.1):8080\//, () => undefined);
    await page.reload();
    await myTeams.getByRole('heading', { name: teamName }).waitFor();
    await page.unroute(/^http:\/\/(localhost|127\.0\.0\.1):8080\//);

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${SHELL}/`);
    const kept = () =>
      page.evaluate(() =>
        [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
          key.startsWith('lp-user-data:'),
        ),
      );
    await expect(kept()).resolves.toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
