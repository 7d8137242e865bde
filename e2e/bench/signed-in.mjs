/* global window, PopStateEvent */
// A signed-in teacher's first load of the dashboard (cold cache) and the client navigation that
// follows it: into an area whose page is not loaded yet, and back into it a second time; then the
// dashboard again on a device that kept none of their data.
import { DEMO_UNIT_IDS } from '../../scripts/demo-planning.mjs';
import { PROFILES, applyProfile, openProfiledPage, settle } from './page-metrics.mjs';

// Li Wei teaches 5B, where the science unit is scheduled: "This week" lists her next lessons.
const TEACHER = { email: 'teacher2@demo.school', password: 'Demo1234!' };
const PLAN_PATH = `/units/plan/edit/${DEMO_UNIT_IDS.ecosystems}`;

async function signIn(page, shell) {
  await page.goto(`${shell}/auth/login`);
  await page.getByLabel('Email').fill(TEACHER.email);
  await page.getByLabel('Password', { exact: true }).fill(TEACHER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** Milliseconds from a client-side navigation to the moment `ready` is visible. */
async function navigate(page, path, ready) {
  const started = await page.evaluate((to) => {
    const now = performance.now();
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return now;
  }, path);
  await ready.waitFor({ timeout: 60_000 });
  return (await page.evaluate(() => performance.now())) - started;
}

/** The first lesson This week, the dashboard's top card, lists. */
const firstLessonOf = (page) =>
  page.locator('section[aria-labelledby="this-week-title"] li a').first();

/**
 * A cold load of the dashboard: milliseconds until its top card, This week, lists a lesson (in
 * the page kept from the last visit, where there is one), and until the live card has taken
 * the kept page's place.
 */
async function openDashboard(page, shell) {
  await page.goto(`${shell}/dashboard`, { waitUntil: 'commit' });
  await firstLessonOf(page).waitFor({ timeout: 60_000 });
  const first = await page.evaluate(() => performance.now());
  await page.locator('#kept-paint').waitFor({ state: 'detached', timeout: 60_000 });
  await firstLessonOf(page).waitFor({ timeout: 60_000 });
  return { first, live: await page.evaluate(() => performance.now()) };
}

export async function measureSignedIn(browser, shell, profile) {
  // Signing in is set-up, not the measurement: it runs unthrottled.
  const { context, page, cdp } = await openProfiledPage(browser, PROFILES.unthrottled);
  try {
    await signIn(page, shell);
    // A returning teacher saw their week last time, so it is kept in this browser: wait for it
    // rather than for a fixed time, which a busy machine outlasts (the week was then not kept,
    // and the figure measured a first visit's Firestore reads instead).
    await firstLessonOf(page).waitFor({ timeout: 60_000 });
    await settle(page, 3000);
    await cdp.send('Network.clearBrowserCache');
    await applyProfile(cdp, profile);

    const dashboard = await openDashboard(page, shell);
    await settle(page);
    const cls = await page.evaluate(() => window.__benchVitals.cls);

    const planHeading = page.getByRole('heading', { level: 1, name: 'Edit unit plan' });
    const dashboardHeading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    const navigationMs = await navigate(page, PLAN_PATH, planHeading);
    await settle(page, 3000);
    await navigate(page, '/dashboard', dashboardHeading);
    await settle(page, 3000);
    const navigationAgainMs = await navigate(page, PLAN_PATH, planHeading);

    // The same teacher on a device that kept none of their data (a first visit there): the
    // top card then waits for Firestore's answer.
    await applyProfile(cdp, PROFILES.unthrottled);
    await page.evaluate(() => {
      for (const storage of [window.localStorage, window.sessionStorage])
        for (const key of Object.keys(storage))
          if (key.startsWith('lp-user-data:')) storage.removeItem(key);
    });
    await cdp.send('Network.clearBrowserCache');
    await applyProfile(cdp, profile);
    const nothingKept = await openDashboard(page, shell);
    return {
      dashboardFirstWidgetMs: dashboard.first,
      dashboardLiveWidgetMs: dashboard.live,
      dashboardNothingKeptMs: nothingKept.live,
      dashboardCls: cls,
      navigationMs,
      navigationAgainMs,
    };
  } finally {
    await context.close();
  }
}
