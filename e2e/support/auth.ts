import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, SHELL } from './browser';

/** Signs in through the real sign-in page and waits for the page it leads to. */
export async function signInThroughUi(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  landing = /\/dashboard$/,
  shell = SHELL,
) {
  await page.goto(`${shell}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(landing);
}
