/* global window */
// Interaction to Next Paint in the unit plan editor (issue 24): a teacher's 30-lesson plan on the
// given profile; the worst interaction while typing ten characters in a lesson field, and while
// opening a lesson from its card and from the outline. Event Timing measures each interaction
// from the input to the next paint, as INP does. The bench unit and plan are removed afterwards.
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { applyProfile, openProfiledPage, PROFILES, settle } from './page-metrics.mjs';

const PROJECT_ID = 'demo-lesson-planner';
const TEACHER = { email: 'teacher1@demo.school', password: 'Demo1234!', uid: 'demo-teacher-1' };
const TEAM_ID = 'demo-grade-5-team';
const UNIT_ID = 'bench-inp-unit';
const LESSONS = 30;

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const lesson = (number) => ({
  title: `Lesson about living things ${number}`,
  objectives: ['Describe what living things need.', 'Record observations in a table.'],
  standards: [],
  activities: [
    { title: 'Warm-up', minutes: 5, description: 'Partners recall the last lesson.' },
    { title: 'Investigation', minutes: 25, description: 'Groups observe and record.' },
    { title: 'Share', minutes: 10, description: 'Groups report what they found.' },
    { title: 'Exit ticket', minutes: 10, description: 'One sentence on what was learned.' },
  ],
  materials: ['Hand lenses', 'Record sheets'],
  differentiation: 'Sentence starters for those who need them.',
  checksForUnderstanding: ['Can students name two needs of a plant?'],
  homework: '',
});

/** Starts recording the interactions' durations (Event Timing, as INP reads them). */
function recordInteractions() {
  const durations = [];
  Object.defineProperty(window, '__benchInteractions', { value: durations, configurable: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) durations.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
}

/** The worst interaction since the last call (16 ms when none reached the threshold). */
const worstInteraction = (page) =>
  page.evaluate(() => {
    const worst = Math.max(16, ...window.__benchInteractions);
    window.__benchInteractions.length = 0;
    return worst;
  });

async function seedPlan(db) {
  const createdAt = new Date();
  await db.doc(`units/${UNIT_ID}`).set({
    title: 'Bench: living things (30 lessons)',
    subject: 'Science',
    grade: 'Grade 5',
    classroomId: null,
    teamId: TEAM_ID,
    startDate: null,
    weeks: 10,
    bigIdeas: [],
    essentialQuestions: [],
    standards: [],
    summativeAssessment: '',
    status: 'draft',
    ownerId: TEACHER.uid,
    collaboratorIds: [],
    createdAt,
    updatedAt: null,
  });
  await db.doc(`unitPlans/${UNIT_ID}`).set({
    unitId: UNIT_ID,
    teamId: TEAM_ID,
    ownerId: TEACHER.uid,
    lessons: Array.from({ length: LESSONS }, (_, index) => lesson(index + 1)),
    version: 1,
    updatedBy: TEACHER.uid,
    createdAt,
    updatedAt: createdAt,
  });
}

export async function measureEditorInp(browser, shell, profile) {
  const admin = initializeAdminApp({ projectId: PROJECT_ID }, `bench-inp-${Date.now()}`);
  const db = getAdminFirestore(admin);
  // Signing in and loading are set-up, not the measurement: they run unthrottled.
  const { context, page, cdp } = await openProfiledPage(browser, PROFILES.unthrottled);
  try {
    await seedPlan(db);
    await page.goto(`${shell}/auth/login`);
    await page.getByLabel('Email').fill(TEACHER.email);
    await page.getByLabel('Password', { exact: true }).fill(TEACHER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${shell}/units/plan/edit/${UNIT_ID}`);
    await page.getByRole('heading', { level: 3, name: `Lesson ${LESSONS}: ` }).waitFor();
    await settle(page, 3000);
    await page.evaluate(recordInteractions);
    await applyProfile(cdp, profile);

    const title = page.locator('#lesson-1').getByLabel('Lesson title');
    await title.click();
    await worstInteraction(page);
    await page.keyboard.type(' and plants', { delay: 50 });
    await page.waitForTimeout(500);
    const typingMs = await worstInteraction(page);

    await page.getByRole('button', { name: /^Edit lesson 20: / }).click();
    await page.locator('#lesson-20').getByLabel('Lesson title').waitFor();
    await page
      .getByRole('navigation', { name: 'Outline' })
      .getByRole('link', { name: /Lesson about living things 25\b/ })
      .click();
    await page.locator('#lesson-25').getByLabel('Lesson title').waitFor();
    await page.waitForTimeout(500);
    const openLessonMs = await worstInteraction(page);
    return { editorTypingInpMs: typingMs, editorOpenLessonInpMs: openLessonMs };
  } finally {
    await context.close();
    await db.doc(`unitPlans/${UNIT_ID}`).delete();
    await db.doc(`units/${UNIT_ID}`).delete();
    await deleteAdminApp(admin);
  }
}
