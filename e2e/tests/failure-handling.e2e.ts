import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';

const SPARE_PORT = 3012;
const root = path.resolve(__dirname, '../..');

/** A second server for remote-teams that the test can stop and start like a real outage. */
async function startTeamsServer(): Promise<ChildProcess> {
  const child = spawn('node', ['scripts/serve-app.mjs', 'remote-teams'], {
    cwd: root,
    env: { ...process.env, PORT: String(SPARE_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) =>
      reject(new Error(`The spare remote-teams server exited (${code})`)),
    );
  });
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });

/** Points this page's shell at the spare remote-teams server through its environment file. */
async function useSpareTeamsServer(page: Page) {
  await page.route(`${SHELL}/environment.json`, async (route) => {
    const environment = await (await route.fetch()).json();
    environment.remotes.remote_teams = `http://localhost:${SPARE_PORT}/mf-manifest.json`;
    await route.fulfill({ json: environment });
  });
}

const goTo = (page: Page, to: string) =>
  page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);

describe('failure handling', () => {
  it('keeps the app working when one remote is down and recovers it on retry without a reload', async () => {
    let server = await startTeamsServer();
    const { page, context } = await openPage();
    await useSpareTeamsServer(page);
    await signInThroughUi(page, DEMO.teacher1);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await stop(server);

    await goTo(page, '/team');
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'This area is unavailable' }).waitFor();

    // Another area still works.
    await goTo(page, '/units');
    await page.getByRole('heading', { level: 1, name: 'Units', exact: true }).waitFor();

    await goTo(page, '/team');
    await alert.getByRole('button', { name: 'Try again' }).waitFor();
    server = await startTeamsServer();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Teams', exact: true }).waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).resolves.toBe(1);
    await stop(server);
    await context.close();
  });

  it('reloads once when a page module fails to load, then shows an error with retry instead of looping', async () => {
    const { page, context, consoleErrors } = await openPage();
    await signInThroughUi(page, DEMO.teacher1);
    // Break only the chunk of the settings page, as a stale deployment would.
    await page.route('http://localhost:3001/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('change-password-title')) return route.abort();
      return route.fulfill({ response });
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await goTo(page, '/settings');
    const alert = page.getByRole('alert');
    await alert
      .getByRole('heading', { name: 'The page could not be loaded' })
      .waitFor({ timeout: 30000 });
    expect(loads).toBe(1);
    await expect(
      page.evaluate(() => sessionStorage.getItem('page-load-reloaded')),
    ).resolves.not.toBeNull();
    expect(consoleErrors.some((line) => line.includes('failed to load again after a reload'))).toBe(
      true,
    );

    await page.unroute('http://localhost:3001/*.js');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings', exact: true }).waitFor();
    await expect(
      page.evaluate(() => sessionStorage.getItem('page-load-reloaded')),
    ).resolves.toBeNull();
    expect(loads).toBe(1);
    await context.close();
  });
});
