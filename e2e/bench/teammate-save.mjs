/* global document */
// A teammate's saved lesson in another open editor (issue 35): Malee saves lesson 2 of a plan
// twenty times while Li Wei has it open on the given profile. Each time, from the moment the
// save was written (the plan's updatedAt, the emulator's clock, which is this machine's) to the
// first frame of Li Wei's page that shows the new title; and, beside it, from Malee's click on
// Save, the callable's own time included. The bench unit and plan are removed afterwards.
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { applyProfile, openProfiledPage, PROFILES, settle } from './page-metrics.mjs';

const PROJECT_ID = 'demo-lesson-planner';
const PASSWORD = 'Demo1234!';
const SAVER = { email: 'teacher1@demo.school', uid: 'demo-teacher-1' };
const WATCHER = { email: 'teacher2@demo.school', uid: 'demo-teacher-2' };
const TEAM_ID = 'demo-grade-5-team';
const UNIT_ID = 'bench-live-unit';
const SAVES = 20;

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const lesson = (number) => ({
  id: `bench-live-lesson-${number}`,
  title: `Living things ${number}`,
  objectives: ['Describe what living things need.'],
  standards: [],
  activities: [{ title: 'Investigation', minutes: 40, description: 'Groups observe and record.' }],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});

async function seedPlan(db) {
  const createdAt = new Date();
  await db.doc(`units/${UNIT_ID}`).set({
    title: 'Bench: a plan two teachers share',
    subject: 'Science',
    grade: 'Grade 5',
    classroomId: null,
    teamId: TEAM_ID,
    startDate: null,
    weeks: 4,
    bigIdeas: [],
    essentialQuestions: [],
    standards: [],
    summativeAssessment: '',
    status: 'draft',
    ownerId: SAVER.uid,
    collaboratorIds: [WATCHER.uid],
    createdAt,
    updatedAt: null,
  });
  await db.doc(`unitPlans/${UNIT_ID}`).set({
    unitId: UNIT_ID,
    teamId: TEAM_ID,
    ownerId: SAVER.uid,
    lessons: Array.from({ length: 10 }, (_, index) => lesson(index + 1)),
    version: 1,
    updatedBy: SAVER.uid,
    createdAt,
    updatedAt: createdAt,
  });
}

async function openPlan(page, shell, email) {
  await page.goto(`${shell}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${shell}/units/plan/edit/${UNIT_ID}`);
  await page.getByRole('heading', { level: 3, name: /^Lesson 10: / }).waitFor();
}

/** The page's clock when a frame first shows a lesson heading with `title`. */
const shownAt = (page, title) =>
  page
    .waitForFunction(
      (text) =>
        [...document.querySelectorAll('h3')].some((heading) =>
          heading.textContent.endsWith(text),
        ) && Date.now(),
      title,
      { polling: 'raf', timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue());

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

export async function measureTeammateSave(browser, shell, profile = PROFILES.throttled) {
  const admin = initializeAdminApp({ projectId: PROJECT_ID }, `bench-live-${Date.now()}`);
  const db = getAdminFirestore(admin);
  // Signing in and opening are set-up: unthrottled. The watcher's page then takes the profile.
  const saver = await openProfiledPage(browser, PROFILES.unthrottled);
  const watcher = await openProfiledPage(browser, PROFILES.unthrottled);
  try {
    await seedPlan(db);
    await openPlan(saver.page, shell, SAVER.email);
    await openPlan(watcher.page, shell, WATCHER.email);
    await settle(watcher.page, 3000);
    await applyProfile(watcher.cdp, profile);
    await saver.page.getByRole('button', { name: /^Edit lesson 2: / }).click();
    const title = saver.page.locator('#lesson-2').getByLabel('Lesson title');
    const save = saver.page.getByRole('button', { name: 'Save plan' });

    const fromSaved = [];
    const fromClick = [];
    for (let run = 1; run <= SAVES; run += 1) {
      const text = `Living things, saved ${run} times`;
      await title.fill(text);
      const shown = shownAt(watcher.page, text);
      const clickedAt = Date.now();
      await save.click();
      const at = await shown;
      const plan = (await db.doc(`unitPlans/${UNIT_ID}`).get()).data();
      if (plan.lessons[1].title !== text) throw new Error(`Save ${run} did not store lesson 2`);
      fromSaved.push(at - plan.updatedAt.toMillis());
      fromClick.push(at - clickedAt);
      // The next save starts from this one, settled.
      await save.waitFor();
      await saver.page.waitForFunction(() =>
        [...document.querySelectorAll('button')].some(
          (button) => button.textContent === 'Save plan' && !button.disabled,
        ),
      );
    }
    return {
      saves: SAVES,
      medianMs: median(fromSaved),
      p95Ms: p95(fromSaved),
      clickMedianMs: median(fromClick),
      clickP95Ms: p95(fromClick),
    };
  } finally {
    await saver.context.close();
    await watcher.context.close();
    await db.doc(`unitPlans/${UNIT_ID}`).delete();
    await db.doc(`units/${UNIT_ID}`).delete();
    await deleteAdminApp(admin);
  }
}
