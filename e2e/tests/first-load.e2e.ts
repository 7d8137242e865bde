import { REMOTE_ORIGINS, SHELL, openPage } from '../support/browser';

const HOME_HEADING = 'Plan units and lessons together, with AI help';

describe('first load', () => {
  it('paints the home page from its HTML alone, in the visitor’s language, before any script arrives', async () => {
    const { page, context } = await openPage({ locale: 'th-TH' });
    // No script file is delivered: only what the HTML carries can run.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${SHELL}/`);
    await page
      .getByRole('heading', {
        level: 1,
        name: 'วางแผนหน่วยการเรียนรู้และบทเรียนร่วมกัน โดยมี AI ช่วย',
      })
      .waitFor();
    await page.getByRole('navigation', { name: 'เมนูนำทางหลัก' }).first().waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('th');
    // Its CSS came with it: the page is already dark (the default theme).
    await expect(
      page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    ).resolves.toBe('rgb(15, 17, 21)');
    await context.close();
  });

  it('lets React take over the prerendered page without replacing it', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage();
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerendered: Element | null }).prerendered =
          document.querySelector('#root h1');
      });
    });
    await page.goto(`${SHELL}/`);
    await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
    // Hydrated: a client-side link now works without a new document.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'Read the guide' }).click();
    await page.getByRole('heading', { level: 1, name: 'How to use Lesson Planner' }).waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).resolves.toBe(1);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
    await page.getByRole('link', { name: 'Read the guide' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The heading the HTML painted is the one on screen: hydration adopted it.
    await expect(
      page.evaluate(
        () =>
          (window as unknown as { prerendered: Element | null }).prerendered ===
          document.querySelector('#root h1'),
      ),
    ).resolves.toBe(true);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('starts any other route on the loading screen, then goes where the sign-in state says', async () => {
    const { page, context } = await openPage();
    const html = await (await page.request.get(`${SHELL}/dashboard`)).text();
    expect(html).toContain('<h1>Lesson Planner</h1>');
    expect(html).toContain('Loading');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${SHELL}/dashboard`);
    await page.waitForURL(/\/auth\/login\?redirect=%2Fdashboard$/);
    await page.getByRole('heading', { level: 1, name: 'Sign in', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    // With no session noted in this browser, nothing of the dashboard's cards is fetched: only
    // the sign-in page's area (remote-auth) is asked for.
    const cardAreas: string[] = [
      REMOTE_ORIGINS.remote_teams,
      REMOTE_ORIGINS.remote_planning,
      REMOTE_ORIGINS.remote_curriculum,
    ];
    expect(requested.filter((url) => cardAreas.includes(new URL(url).origin))).toEqual([]);
    await context.close();
  });

  it.each(['/', '/auth/login'])(
    'fetches the environment and the area’s manifest once on a cold visit of %s, through the page’s preloads',
    async (path) => {
      const { page, context } = await openPage();
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(`${SHELL}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const times = (url: string) => requested.filter((request) => request === url).length;
      expect(times(`${SHELL}/environment.json`)).toBe(1);
      const manifest = `${REMOTE_ORIGINS.remote_auth}/mf-manifest.json`;
      expect(times(manifest)).toBe(path === '/auth/login' ? 1 : 0);
      // Chromium says when a preload goes unused (credentials mode, or not used in time).
      expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
      await context.close();
    },
  );

  it('serves compressed files, hashed ones cached for good and pages revalidated', async () => {
    const { page, context } = await openPage();
    const responses: { url: string; headers: Record<string, string> }[] = [];
    page.on('response', async (response) =>
      responses.push({ url: response.url(), headers: await response.allHeaders() }),
    );
    await page.goto(`${SHELL}/`);
    await page.waitForLoadState('networkidle');
    const document = responses.find((response) => response.url === `${SHELL}/`);
    expect(document?.headers['content-encoding']).toBe('br');
    expect(document?.headers['cache-control']).toBe('no-cache');
    const scripts = responses.filter((response) => /\.[0-9a-f]{8}\.js$/.test(response.url));
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts) {
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Chunks too small to gain from compression are sent as they are.
      if (Number(script.headers['content-length'] ?? Infinity) > 1024)
        expect(script.headers['content-encoding']).toBe('br');
    }
    const entry = await page.request.get('http://localhost:3001/remoteEntry.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(entry.headers()['content-encoding']).toBe('gzip');
    expect(entry.headers()['cache-control']).toBe('no-cache');
    await context.close();
  });
});
