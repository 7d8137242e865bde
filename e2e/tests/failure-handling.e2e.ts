import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { DEMO, REMOTE_ORIGINS, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { axeViolations } from '../support/axe';

const SPARE_PORT = 3012;
const root = path.resolve(__dirname, '../..');

const running = new Set<ChildProcess>();

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
  running.add(child);
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    running.delete(child);
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });

// A failed test must not leave its server holding the port for the next one.
afterEach(() => Promise.all([...running].map(stop)));

/**
 * Points this page's shell at the spare remote-teams server through its environment file, and
 * optionally shortens how long the shell waits for an area before offering "Try again".
 */
async function useSpareTeamsServer(page: Page, { remoteLoadTimeoutMs = 0 } = {}) {
  await page.route(`${SHELL}/environment.json`, async (route) => {
    const response = await fetched(route);
    if (!response) return;
    const environment = await response.json();
    environment.remotes.remote_teams = `http://localhost:${SPARE_PORT}/mf-manifest.json`;
    if (remoteLoadTimeoutMs) environment.remoteLoadTimeoutMs = remoteLoadTimeoutMs;
    await route.fulfill({ json: environment });
  });
}

/**
 * The server's response to an intercepted request, or null (the request aborted) when it cannot
 * be fetched. A request still in flight as a test closes its page (This week prefetches the
 * editor's code when the browser is idle) must not throw in the handler: jest reports such an
 * error against every test of the file.
 */
async function fetched(route: Route) {
  try {
    return await route.fetch();
  } catch {
    await route.abort().catch(() => undefined);
    return null;
  }
}

const setMarker = (page: Page) =>
  page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
const markerKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

const goTo = (page: Page, to: string) =>
  page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);

describe('failure handling', () => {
  // The teams area's server is down before any of its code is loaded (the dashboard asks for
  // it at sign-in): its pages say so, and no reload is tried. A chunk that fails once the area's
  // code is loaded reloads the page once instead (spec section 2; 'after a chunk failure…').
  it('keeps the app working when one remote is down and recovers it on retry without a reload', async () => {
    const { page, context } = await openPage();
    await useSpareTeamsServer(page);
    await signInThroughUi(page, DEMO.teacher1);
    await setMarker(page);

    await goTo(page, '/team');
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'This area is unavailable' }).waitFor();

    // Another area still works.
    await goTo(page, '/units');
    await page.getByRole('heading', { level: 1, name: 'Units', exact: true }).waitFor();

    await goTo(page, '/team');
    await alert.getByRole('button', { name: 'Try again' }).waitFor();
    const server = await startTeamsServer();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Teams', exact: true }).waitFor();
    await expect(markerKept(page)).resolves.toBe(true);
    await stop(server);
    await context.close();
  });

  it('shows the dashboard’s other cards while one area is down, and Try again brings its card back in place', async () => {
    // The teams area's server is down from the start: its card (the third) cannot load.
    const { page, context } = await openPage();
    await useSpareTeamsServer(page);
    await signInThroughUi(page, DEMO.teacher1);
    await setMarker(page);

    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'This area is unavailable' }).waitFor();
    await page
      .getByRole('region', { name: 'My classrooms' })
      .getByRole('link', { name: '5A Mathematics' })
      .waitFor();
    await page.getByRole('region', { name: 'Drafts to finish' }).waitFor();
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(cards.allTextContents()).resolves.toEqual([
      'This week',
      'Drafts to finish',
      'This area is unavailable',
      'My classrooms',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    const server = await startTeamsServer();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('region', { name: 'My teams' })
      .getByRole('link', { name: 'Grade 5 Team' })
      .waitFor();
    await expect(cards.allTextContents()).resolves.toEqual([
      'This week',
      'Drafts to finish',
      'My teams',
      'My classrooms',
    ]);
    await expect(markerKept(page)).resolves.toBe(true);
    await stop(server);
    await context.close();
  });

  it('gives up on a manifest that never answers, offers Try again, and recovers without a reload', async () => {
    const server = await startTeamsServer();
    const { page, context } = await openPage();
    await useSpareTeamsServer(page, { remoteLoadTimeoutMs: 3000 });
    // The area's server accepts the request for its manifest and never answers, from the
    // first time it is asked (the dashboard asks at sign-in).
    const manifest = `http://localhost:${SPARE_PORT}/mf-manifest.json`;
    await page.route(manifest, () => undefined);
    await signInThroughUi(page, DEMO.teacher1);
    await setMarker(page);

    await goTo(page, '/team');
    const alert = page.getByRole('alert');
    await alert
      .getByRole('heading', { name: 'This area is not answering' })
      .waitFor({ timeout: 10000 });

    await page.unroute(manifest);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Teams', exact: true }).waitFor();
    await goTo(page, '/team/create');
    await page.getByRole('heading', { level: 1, name: 'Create a team' }).waitFor();
    await expect(markerKept(page)).resolves.toBe(true);
    await stop(server);
    await context.close();
  });

  it('gives up on a page chunk that never answers, and Try again fetches it afresh and keeps the area working', async () => {
    const { page, context } = await openPage();
    await page.route(`${SHELL}/environment.json`, async (route) => {
      const response = await fetched(route);
      if (!response) return;
      await route.fulfill({ json: { ...(await response.json()), remoteLoadTimeoutMs: 3000 } });
    });
    // The planning server hangs on the unit list's chunk (its route module loads): the request
    // is accepted and never answered, even after the server is healthy again.
    const hung: Route[] = [];
    let hanging = true;
    const planningScripts = `${REMOTE_ORIGINS.remote_planning}/*.js`;
    await page.route(planningScripts, async (route) => {
      const response = await fetched(route);
      if (!response) return;
      const body = await response.text();
      if (hanging && body.includes('units/list/UnitListPage.tsx"(')) {
        hung.push(route);
        return;
      }
      await route.fulfill({ response, body });
    });
    await signInThroughUi(page, DEMO.teacher1);
    await setMarker(page);
    let loads = 0;
    page.on('load', () => (loads += 1));

    await goTo(page, '/units');
    const alert = page.getByRole('alert');
    await alert
      .getByRole('heading', { name: 'This area is not answering' })
      .waitFor({ timeout: 10000 });
    expect(hung).toHaveLength(1);

    hanging = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Units', exact: true }).waitFor();
    // Other pages of the area, whose chunks were never asked for, still load.
    await goTo(page, '/units/create');
    await page.getByRole('heading', { level: 1, name: 'Create a unit' }).waitFor();
    await goTo(page, '/rubrics');
    await page.getByRole('heading', { level: 1, name: 'Rubrics', exact: true }).waitFor();
    await goTo(page, '/units');
    await page.getByRole('heading', { level: 1, name: 'Units', exact: true }).waitFor();
    await expect(markerKept(page)).resolves.toBe(true);
    expect(loads).toBe(0);
    await context.close();
  });

  it.each([
    { failure: 'answer 500', fail: (route: Route) => route.fulfill({ status: 500 }) },
    { failure: 'are refused', fail: (route: Route) => route.abort('connectionrefused') },
  ])(
    'when a page’s chunks $failure past the one reload, Try again asks for them again and the area keeps working',
    async ({ fail }) => {
      const { page, context } = await openPage();
      // Once the teacher is in, the planning server fails every chunk a page needs (the page's
      // own and the shared code it uses; its entry and route module load) until the network is
      // healthy again.
      let failing = false;
      await page.route(`${REMOTE_ORIGINS.remote_planning}/*.js`, async (route) => {
        const response = await fetched(route);
        if (!response) return;
        const body = await response.text();
        const pageChunk =
          !route.request().url().includes('/remoteEntry.js') &&
          !body.includes('"./src/app/routes.ts"(');
        if (failing && pageChunk) return fail(route);
        await route.fulfill({ response, body });
      });
      await signInThroughUi(page, DEMO.teacher1);
      failing = true;
      let loads = 0;
      page.on('load', () => (loads += 1));

      await goTo(page, '/units');
      const alert = page.getByRole('alert');
      await alert.getByRole('heading', { name: 'The page could not be loaded' }).waitFor();
      // The reloaded page can draw its fallback before its load event fires.
      await page.waitForLoadState();
      expect(loads).toBe(1);
      await setMarker(page);

      failing = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { level: 1, name: 'Units', exact: true }).waitFor();
      await expect(
        page.evaluate(() => sessionStorage.getItem('page-load-reloaded')),
      ).resolves.toBeNull();
      // Inside the area, client-side: pages whose chunks were never asked for.
      await goTo(page, '/units/create');
      await page.getByRole('heading', { level: 1, name: 'Create a unit' }).waitFor();
      await goTo(page, '/rubrics');
      await page.getByRole('heading', { level: 1, name: 'Rubrics', exact: true }).waitFor();
      await expect(markerKept(page)).resolves.toBe(true);
      expect(loads).toBe(1);
      await context.close();
    },
  );

  it('after a chunk failure and the one reload, Try again brings the area back and its pages keep working', async () => {
    let server = await startTeamsServer();
    const { page, context } = await openPage();
    await useSpareTeamsServer(page);
    await signInThroughUi(page, DEMO.teacher1);
    await goTo(page, '/team');
    await page.getByRole('heading', { level: 1, name: 'Teams', exact: true }).waitFor();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await stop(server);

    // The area's code is loaded but its server is gone: the next page's chunk fails, the app
    // reloads once, and the area is then unreachable.
    await goTo(page, '/team/create');
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'This area is unavailable' }).waitFor();
    // The reloaded page can draw its fallback before its load event fires.
    await page.waitForLoadState();
    expect(loads).toBe(1);

    server = await startTeamsServer();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create a team' }).waitFor();
    await setMarker(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await goTo(page, '/team');
    await page.getByRole('heading', { level: 1, name: 'Teams', exact: true }).waitFor();
    await goTo(page, '/team/create');
    await page.getByRole('heading', { level: 1, name: 'Create a team' }).waitFor();
    await expect(markerKept(page)).resolves.toBe(true);
    expect(loads).toBe(1);
    await stop(server);
    await context.close();
  });

  it('fetches an area’s texts again on Try again when they failed before, instead of showing keys', async () => {
    const server = await startTeamsServer();
    const { page, context } = await openPage();
    await useSpareTeamsServer(page);
    // The area's code answers but its translations do not, from the first time they are asked
    // for (the dashboard asks at sign-in).
    const texts = `http://localhost:${SPARE_PORT}/locales/**`;
    await page.route(texts, (route) => route.abort());
    await signInThroughUi(page, DEMO.teacher1);
    await setMarker(page);

    await goTo(page, '/team');
    // i18next retries a failed namespace for about 11 s, so the shell may give up with either
    // of its two area messages; both offer "Try again".
    const alert = page.getByRole('alert');
    await alert.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 40000 });

    await page.unroute(texts);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Teams', exact: true }).waitFor();
    await goTo(page, '/team/create');
    await page.getByRole('heading', { level: 1, name: 'Create a team' }).waitFor();
    await expect(markerKept(page)).resolves.toBe(true);
    await stop(server);
    await context.close();
  });

  it('reloads once when a page module fails to load, then shows an error with retry instead of looping', async () => {
    const { page, context, consoleErrors } = await openPage();
    await signInThroughUi(page, DEMO.teacher1);
    // Break only the chunk of the settings page, as a stale deployment would.
    await page.route('http://localhost:3001/*.js', async (route) => {
      const response = await fetched(route);
      if (!response) return;
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
    // The reloaded page can draw its fallback before its load event fires.
    await page.waitForLoadState();
    expect(loads).toBe(1);
    await expect(
      page.evaluate(() => sessionStorage.getItem('page-load-reloaded')),
    ).resolves.not.toBeNull();
    expect(consoleErrors.some((line) => line.includes('failed to load again after a reload'))).toBe(
      true,
    );

    // Lets a handler still fetching a chunk finish first: unrouted mid-way, it could no longer
    // answer its request.
    await page.unrouteAll({ behavior: 'wait' });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings', exact: true }).waitFor();
    await expect(
      page.evaluate(() => sessionStorage.getItem('page-load-reloaded')),
    ).resolves.toBeNull();
    expect(loads).toBe(1);
    await context.close();
  });
});
