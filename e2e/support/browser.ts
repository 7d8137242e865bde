import { execSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const SHELL = 'http://localhost:3000';
export const REMOTE_ORIGINS = {
  remote_auth: 'http://localhost:3001',
  remote_teams: 'http://localhost:3002',
  remote_planning: 'http://localhost:3003',
  remote_curriculum: 'http://localhost:3004',
} as const;

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO = {
  leader: 'leader@demo.school',
  teacher1: 'teacher1@demo.school',
  teacher2: 'teacher2@demo.school',
  admin: 'admin@demo.school',
} as const;

// Debian's Chromium, never a downloaded browser; the flags keep it off the closed network.
const executablePath = process.env.CHROMIUM_PATH ?? execSync('which chromium').toString().trim();
import chromiumConfig from './chromium.json';

// One browser per test file, started and closed by support/jest-setup.ts.
let browser: Browser | null = null;

export async function startBrowser(): Promise<void> {
  browser = await chromium.launch({ executablePath, args: chromiumConfig.args });
}

export async function stopBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors in the page: a test fails on any it did not expect. */
  pageErrors: Error[];
  consoleErrors: string[];
}

/** A page in a fresh context (its own storage), recording the errors it raises. */
export async function openPage({
  locale = 'en-US',
  viewport = { width: 1280, height: 800 },
} = {}): Promise<TrackedPage> {
  if (!browser) throw new Error('No browser: support/jest-setup.ts starts one per test file');
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { page, context, pageErrors, consoleErrors };
}
