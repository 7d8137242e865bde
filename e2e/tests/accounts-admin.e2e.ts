// The administrators' accounts screen in the composed app: the demo administrator disables a
// teacher's account (who then cannot sign in) and enables it again; a teacher is not offered
// the screen.
import { createTeacher, uniqueEmail } from '../support/admin';
import { axeViolations } from '../support/axe';
import { DEMO, DEMO_PASSWORD, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';

const cleaned = (text: string | null) => text?.replace(/[\u2066-\u2069]/g, '');

describe('accounts screen', () => {
  it('lets an administrator disable and enable an account, and nobody else', async () => {
    const teacher = await openPage();
    await signInThroughUi(teacher.page, DEMO.teacher1);
    await teacher.page.goto(`${SHELL}/admin/accounts`);
    await teacher.page.getByText('This page is only for administrators.').waitFor();
    expect(await teacher.page.getByLabel('Email address').count()).toBe(0);

    const email = uniqueEmail('to-disable');
    await createTeacher(email, DEMO_PASSWORD, 'Kanya Teacher');
    const { page, context } = await openPage();
    await signInThroughUi(page, DEMO.admin);
    await page.goto(`${SHELL}/admin/accounts`);
    await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Find account' }).click();
    const found = page.getByRole('heading', { name: /Account of/ });
    await found.waitFor();
    expect(cleaned(await found.textContent())).toBe('Account of Kanya Teacher');
    await page.getByText('Status: active').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Disable account' }).click();
    await page.getByRole('button', { name: 'Yes, disable the account' }).click();
    await page.getByText('Status: disabled').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The disabled teacher cannot sign in.
    const disabled = await openPage();
    await disabled.page.goto(`${SHELL}/auth/login`);
    await disabled.page.getByLabel('Email').fill(email);
    await disabled.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await disabled.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await disabled.page
      .getByText('This account has been disabled. Please contact your school.')
      .waitFor();

    await page.getByRole('button', { name: 'Enable account' }).click();
    await page.getByRole('button', { name: 'Yes, enable the account' }).click();
    await page.getByText('Status: active').waitFor();
    await signInThroughUi(disabled.page, email, DEMO_PASSWORD, /\/dashboard|\/profile/);

    await Promise.all([teacher.context.close(), context.close(), disabled.context.close()]);
  });
});
