import type { Page } from 'playwright-core';
import { SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { createTeacher, disableUser, readProfile, uniqueEmail } from '../support/admin';
import { latestOobCode } from '../support/emulator-mail';
import { SIGNED_IN_ITEMS, expectMainNavItems } from '../support/navigation';

const PASSWORD = 'Teach1ng!';

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(`${SHELL}/`);
}

describe('identity', () => {
  it('registers, shows the live password rules, creates the profile, verifies the email and signs in again', async () => {
    const email = uniqueEmail('register');
    const { page, context, pageErrors } = await openPage();
    await page.goto(`${SHELL}/auth/register`);
    await page.getByLabel('Your name').fill('Noi Teacher');
    await page.getByLabel('Email').fill(email);
    const rules = page.getByRole('list', { name: 'Password requirements' });
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect(rules.textContent()).resolves.toContain('At least 6 characters(not met yet)');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(rules.textContent()).resolves.toContain('At least 6 characters(met)');

    // Terms not accepted: a clear message, and nothing typed is lost.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByText('Please accept the terms of use and the privacy notice to continue.')
      .waitFor();
    await expect(page.getByLabel('Your name').inputValue()).resolves.toBe('Noi Teacher');
    await page.getByRole('checkbox', { name: /terms of use/ }).check();
    await page.getByRole('checkbox', { name: /privacy notice/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${SHELL}/dashboard`);

    // A new teacher belongs to no team: no weekly planner or rubrics in the navigation.
    await expectMainNavItems(page, SIGNED_IN_ITEMS);

    const profile = await readProfile(email);
    expect(profile).toMatchObject({
      email,
      displayName: 'Noi Teacher',
      role: 'teacher',
      isAdmin: false,
      teams: [],
      termsVersion: '2026-01',
      privacyVersion: '2026-01',
      preferences: { themeMode: 'dark', colorTheme: 'default' },
    });
    for (const field of ['createdAt', 'lastLogin', 'termsAcceptedAt', 'privacyAcceptedAt']) {
      expect(profile?.[field]).toBeTruthy();
    }

    const banner = page.getByRole('region', { name: 'Email verification' });
    await banner.waitFor();
    const verification = await latestOobCode(email, 'VERIFY_EMAIL');
    await fetch(verification.oobLink);
    await banner.getByRole('button', { name: 'I have confirmed it' }).click();
    await banner.waitFor({ state: 'detached' });

    await signOutThroughMenu(page);
    await page.goto(`${SHELL}/auth/login`);
    await fillSignIn(page, email, PASSWORD);
    await page.waitForURL(`${SHELL}/dashboard`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows a signed-out visitor the sign-in form before Firebase Auth, then signs in, and sends a signed-in visitor on', async () => {
    const email = uniqueEmail('form-first');
    await createTeacher(email, PASSWORD);
    const { page, context, pageErrors } = await openPage();
    // Auth's files, as the page names them for a browser that had a session.
    const html = await (await page.request.get(`${SHELL}/auth/login`)).text();
    const authFiles = JSON.parse(
      /"session":\{[^}]*"scripts":(\[[^\]]*\])/.exec(html)?.[1] ?? '[]',
    ) as string[];
    expect(authFiles.length).toBeGreaterThan(0);
    // Auth's files are held back on the first visit; each request notes whether the form was
    // already there.
    const formShownWhenAsked: number[] = [];
    let holding = true;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => authFiles.includes(url.pathname),
      async (route) => {
        if (holding) {
          formShownWhenAsked.push(await page.getByLabel('Email').count());
          await released;
        }
        await route.continue();
      },
    );
    const authAsked = page.waitForRequest((request) =>
      authFiles.includes(new URL(request.url()).pathname),
    );
    await page.goto(`${SHELL}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    // Asked for once the form was on screen, without waiting for a submit.
    await authAsked;
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Signing in…' }).waitFor();
    holding = false;
    release();
    await page.waitForURL(`${SHELL}/dashboard`);

    await page.goto(`${SHELL}/auth/login?redirect=%2Fprofile`);
    await page.waitForURL(`${SHELL}/profile`);
    expect(formShownWhenAsked.length).toBeGreaterThan(0);
    expect(formShownWhenAsked.every((count) => count === 1)).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('locks an email after five wrong passwords, counts the minutes down, and a password reset clears it', async () => {
    const email = uniqueEmail('lockout');
    await createTeacher(email, PASSWORD);
    const { page, context } = await openPage();
    await page.clock.install();
    await page.goto(`${SHELL}/auth/login`);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await fillSignIn(page, email, 'wrong-password');
      await page.getByRole('alert').waitFor();
      if (attempt < 5) await page.getByText(`${5 - attempt} attempt`).waitFor();
    }
    await page
      .getByText('Account is temporarily locked. Please try again in 15 minutes.')
      .waitFor();
    await expect(
      page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled(),
    ).resolves.toBe(true);
    await page.clock.fastForward('01:01');
    await page.getByText('Please try again in 14 minutes.').waitFor();

    // Even the right password is refused while locked, without asking the server.
    await page.reload();
    await page.getByLabel('Email').fill(email);
    await page.getByText('Please try again in 14 minutes.').waitFor();

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`a reset link is on its way`, { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await fillSignIn(page, email, PASSWORD);
    await page.waitForURL(`${SHELL}/dashboard`);
    await context.close();
  });

  it('answers the same for an email with an account and one without', async () => {
    const known = uniqueEmail('known');
    const unknown = uniqueEmail('unknown');
    await createTeacher(known, PASSWORD);
    const { page, context } = await openPage();
    await page.goto(`${SHELL}/auth/login`);
    const signInMessage = async (email: string) => {
      await fillSignIn(page, email, 'wrong-password');
      const alert = page.getByRole('alert');
      await alert.getByText('Email or password is incorrect.', { exact: false }).waitFor();
      return (await alert.textContent())?.replace(email, '');
    };
    expect(await signInMessage(unknown)).toBe(await signInMessage(known));

    const resetMessage = async (email: string) => {
      await page.goto(`${SHELL}/auth/forgot-password`);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      const status = page.getByRole('status').filter({ hasText: 'If an account exists' });
      await status.waitFor();
      return (await status.textContent())?.replace(email, '');
    };
    expect(await resetMessage(unknown)).toBe(await resetMessage(known));
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await context.close();
  });

  it('resets a forgotten password with the emailed code and signs in with the new one', async () => {
    const email = uniqueEmail('forgot');
    await createTeacher(email, PASSWORD);
    const { page, context } = await openPage();
    await page.goto(`${SHELL}/auth/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('a reset link is on its way', { exact: false }).waitFor();
    const { oobCode } = await latestOobCode(email, 'PASSWORD_RESET');
    await page.goto(`${SHELL}/auth/forgot-password?mode=resetPassword&oobCode=${oobCode}`);
    await page.getByLabel('New password').fill('N3w-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await fillSignIn(page, email, PASSWORD);
    await page.getByText(/^Email or password is incorrect\./).waitFor();
    await fillSignIn(page, email, 'N3w-password');
    await page.waitForURL(`${SHELL}/dashboard`);
    await context.close();
  });

  it('changes the password after checking the current one, and records when', async () => {
    const email = uniqueEmail('change');
    await createTeacher(email, PASSWORD);
    const { page, context } = await openPage();
    await signInThroughUi(page, email, PASSWORD);
    await page.goto(`${SHELL}/settings`);
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password').fill('Chang3d-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/^The password is not correct\./).waitFor();
    await expect(page.getByLabel('New password').inputValue()).resolves.toBe('Chang3d-pass');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    expect((await readProfile(email))?.lastPasswordChange).toBeTruthy();
    await signOutThroughMenu(page);
    await page.goto(`${SHELL}/auth/login`);
    await fillSignIn(page, email, 'Chang3d-pass');
    await page.waitForURL(`${SHELL}/dashboard`);
    await context.close();
  });

  it('keeps the session in a new tab only when "remember me" is on', async () => {
    const email = uniqueEmail('remember');
    await createTeacher(email, PASSWORD);
    for (const remember of [false, true]) {
      const { page, context } = await openPage();
      await page.goto(`${SHELL}/auth/login`);
      if (!remember)
        await page.getByRole('checkbox', { name: 'Keep me signed in on this device' }).uncheck();
      await fillSignIn(page, email, PASSWORD);
      await page.waitForURL(`${SHELL}/dashboard`);
      const tab = await context.newPage();
      await tab.goto(`${SHELL}/dashboard`);
      await tab.waitForURL(
        remember ? `${SHELL}/dashboard` : /\/auth\/login\?redirect=%2Fdashboard$/,
      );
      await context.close();
    }
  });

  it('records lastLogin on every sign-in and shows the profile', async () => {
    const email = uniqueEmail('profile');
    await createTeacher(email, PASSWORD, 'Kham Teacher');
    const { page, context } = await openPage();
    await signInThroughUi(page, email, PASSWORD);
    expect((await readProfile(email))?.lastLogin).toBeTruthy();
    await page.goto(`${SHELL}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profile', exact: true }).waitFor();
    await page.getByText(`${email} · verified`).waitFor();
    await page.getByLabel('Your name').fill('Kham Teacher Senior');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name has been saved.').waitFor();
    expect((await readProfile(email))?.displayName).toBe('Kham Teacher Senior');
    await context.close();
  });

  it('follows the language saved in the profile on another sign-in', async () => {
    const email = uniqueEmail('language');
    await createTeacher(email, PASSWORD);
    const first = await openPage();
    await signInThroughUi(first.page, email, PASSWORD);
    await first.page.getByRole('button', { name: /Language: English/ }).click();
    await first.page.getByRole('menuitemradio', { name: '中文' }).click();
    let locale: string | undefined;
    for (let tries = 0; tries < 20 && locale !== 'zh'; tries += 1) {
      await first.page.waitForTimeout(250);
      locale = (await readProfile(email))?.preferences?.locale;
    }
    expect(locale).toBe('zh');
    await first.context.close();

    const second = await openPage();
    await signInThroughUi(second.page, email, PASSWORD);
    await second.page.waitForFunction(() => document.documentElement.lang === 'zh');
    await second.context.close();
  });

  it('signs in with a Google credential: a first-time user gets a teacher profile, a returning one a new lastLogin', async () => {
    // The Auth emulator's popup loads its provider page from the project's authDomain, which
    // is unreachable offline; the same completion runs here from a Google ID token.
    const email = uniqueEmail('google');
    const idToken = JSON.stringify({
      sub: `google-${Date.now()}`,
      email,
      email_verified: true,
      name: 'Google Teacher',
    });
    const signInWithGoogle = (page: Page) =>
      page.evaluate(async (token) => {
        type Instance = {
          loadRemote: (
            id: string,
          ) => Promise<{ signInWithGoogleIdToken: (t: string) => Promise<void> }>;
        };
        const [shell] = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
          .__FEDERATION__.__INSTANCES__;
        const module = await shell!.loadRemote('remote_auth/provider-sign-in');
        await module.signInWithGoogleIdToken(token);
      }, idToken);

    const { page, context } = await openPage();
    await page.goto(`${SHELL}/auth/login`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await signInWithGoogle(page);
    await page.waitForURL(`${SHELL}/dashboard`);
    const created = await readProfile(email);
    expect(created).toMatchObject({
      email,
      role: 'teacher',
      teams: [],
      termsVersion: null,
      isAdmin: false,
    });
    const firstLogin = created?.lastLogin.toMillis();

    await signOutThroughMenu(page);
    await page.goto(`${SHELL}/auth/login`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await signInWithGoogle(page);
    await page.waitForURL(`${SHELL}/dashboard`);
    const again = await readProfile(email);
    expect(again?.createdAt.toMillis()).toBe(created?.createdAt.toMillis());
    expect(again?.lastLogin.toMillis()).toBeGreaterThan(firstLogin);
    await context.close();
  });

  it('signs a disabled user out with a message when the identity service refuses them', async () => {
    const email = uniqueEmail('disabled');
    await createTeacher(email, PASSWORD);
    const { page, context } = await openPage();
    await signInThroughUi(page, email, PASSWORD);
    await page.goto(`${SHELL}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await disableUser(email);
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('An0ther-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(`${SHELL}/`);
    await page.getByText('This account has been disabled. Please contact your school.').waitFor();
    await page.getByRole('link', { name: 'Sign up' }).waitFor();
    await context.close();
  });
});
