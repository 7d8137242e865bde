// The weekly planner under load: the demo leader teaching six more classrooms, each meeting in
// all eight periods of every day of a bench template, each with a unit scheduled from this
// Monday. Measured on the throttled profile (4× slower CPU): the time from the week's data
// arriving (the later of the team's school time and the week's notes) to the frame that shows
// the drawn grid (the page's performance marks). The bench documents are removed afterwards.
// Part of `npm run bench`; alone, `node e2e/bench/planner-render.mjs` builds and starts the
// composition (in a network namespace of its own, as the other benches), measures, and exits
// non-zero over budget:
//   LP_BENCH_EXTERNAL=1        measure a composition you started yourself (npm start)
//   LP_BENCH_BUILD=0           reuse the apps' dist folders instead of building them
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import { startComposition } from '../support/composition.mjs';
import { PROFILES, applyProfile, openProfiledPage } from './page-metrics.mjs';

const PROJECT_ID = 'demo-lesson-planner';
const SHELL = 'http://localhost:3000';
const LEADER = { email: 'leader@demo.school', password: 'Demo1234!' };
const TEAM_ID = 'demo-grade-5-team';
const TEMPLATE_ID = 'bench-template-8-periods';
const CLASSROOMS = 6;
const PERIODS = 8;
const DAYS = 5;
const RUNS = 3;

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const pad = (n) => String(n).padStart(2, '0');
const isoDate = (date) => date.toISOString().slice(0, 10);

/** This week's Monday, as the app's ISO dates count it. */
function thisMonday() {
  const now = new Date();
  const day = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return new Date(day - ((new Date(day).getUTCDay() + 6) % 7) * 86_400_000);
}

function benchDocuments(uid) {
  const monday = thisMonday();
  const stamp = { version: 1, baseVersion: 0, updatedBy: uid, updatedAt: new Date() };
  const periods = Array.from({ length: PERIODS }, (_, index) => ({
    id: `p${index + 1}`,
    label: String(index + 1),
    start: `${pad(7 + index)}:30`,
    end: `${pad(8 + index)}:20`,
    teaching: true,
  }));
  const docs = [
    [
      `scheduleTemplates/${TEMPLATE_ID}`,
      {
        teamId: TEAM_ID,
        name: 'Bench: eight periods',
        startDate: isoDate(new Date(monday.getTime() - 28 * 86_400_000)),
        endDate: isoDate(new Date(monday.getTime() + 300 * 86_400_000)),
        cycleKind: 'weekly',
        cycleDays: Array.from({ length: DAYS }, () => ({ label: '', periods })),
        closures: [],
        createdBy: uid,
        createdAt: new Date(),
        ...stamp,
      },
    ],
  ];
  const lesson = (n) => ({
    title: `Bench lesson ${n}`,
    objectives: [`Objective one of lesson ${n}`, `Objective two of lesson ${n}`],
    standards: [],
    activities: [{ title: 'Work', minutes: 50, description: '' }],
    materials: [],
    differentiation: '',
    checksForUnderstanding: [],
    homework: '',
  });
  for (let c = 1; c <= CLASSROOMS; c += 1) {
    const classroomId = `bench-classroom-${c}`;
    const unitId = `bench-unit-${c}`;
    docs.push(
      [
        `classrooms/${classroomId}`,
        {
          name: `Bench ${c}`,
          subject: 'Science',
          gradeLevel: 'Grade 5',
          academicYear: '2026',
          teamId: TEAM_ID,
          ownerId: uid,
          teacherIds: [uid],
          standards: [],
          archived: false,
          createdAt: new Date(),
          updatedAt: null,
        },
      ],
      [
        `classroomSlots/${classroomId}`,
        {
          classroomId,
          teamId: TEAM_ID,
          templateId: TEMPLATE_ID,
          slots: Array.from({ length: DAYS * PERIODS }, (_, i) => ({
            cycleDay: Math.floor(i / PERIODS),
            periodId: `p${(i % PERIODS) + 1}`,
          })),
          ...stamp,
        },
      ],
      [
        `units/${unitId}`,
        {
          title: `Bench unit ${c}`,
          subject: 'Science',
          grade: 'Grade 5',
          classroomId,
          teamId: TEAM_ID,
          startDate: isoDate(monday),
          weeks: 2,
          bigIdeas: [],
          essentialQuestions: [],
          standards: [],
          summativeAssessment: '',
          status: 'draft',
          ownerId: uid,
          collaboratorIds: [],
          createdAt: new Date(),
          updatedAt: null,
        },
      ],
      [
        `unitPlans/${unitId}`,
        {
          unitId,
          teamId: TEAM_ID,
          ownerId: uid,
          lessons: Array.from({ length: DAYS * PERIODS * 2 }, (_, i) => lesson(i + 1)),
          createdAt: new Date(),
          ...stamp,
        },
      ],
      [
        `schedules/${classroomId}__${unitId}`,
        {
          teamId: TEAM_ID,
          classroomId,
          unitId,
          startDate: isoDate(monday),
          pins: [],
          moves: [],
          createdBy: uid,
          createdAt: new Date(),
          ...stamp,
        },
      ],
    );
  }
  return docs;
}

/** Milliseconds from the later data mark to the drawn mark of the page's last planner visit. */
const renderMs = (page) =>
  page.evaluate(() => {
    const last = (name) => performance.getEntriesByName(name).at(-1)?.startTime ?? Number.NaN;
    const data = Math.max(last('lp:team-time-read'), last('lp:week-notes-read'));
    return last('lp:planner-drawn') - data;
  });

export async function measurePlannerRender(browser) {
  const admin = initializeAdminApp({ projectId: PROJECT_ID }, `bench-planner-${Date.now()}`);
  const db = getAdminFirestore(admin);
  const uid = (await getAdminAuth(admin).getUserByEmail(LEADER.email)).uid;
  const docs = benchDocuments(uid);
  const { context, page, cdp } = await openProfiledPage(browser, PROFILES.unthrottled);
  try {
    await Promise.all(docs.map(([path, data]) => db.doc(path).set(data)));
    await page.goto(`${SHELL}/auth/login`);
    await page.getByLabel('Email').fill(LEADER.email);
    await page.getByLabel('Password', { exact: true }).fill(LEADER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await applyProfile(cdp, PROFILES.throttled);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${SHELL}/planner/weekly`);
      await page.waitForFunction(
        () => performance.getEntriesByName('lp:planner-drawn').length > 0,
        null,
        { timeout: 120_000 },
      );
      const meetings = await page.locator('[data-meeting^="bench-classroom-"]').count();
      if (meetings !== CLASSROOMS * PERIODS * DAYS)
        throw new Error(`The planner drew ${meetings} bench meetings`);
      runs.push(await renderMs(page));
    }
    runs.sort((a, b) => a - b);
    return {
      meetings: CLASSROOMS * PERIODS * DAYS,
      renderMs: Math.round(runs[1]),
      runsMs: runs.map(Math.round),
    };
  } finally {
    await context.close();
    await Promise.all(docs.map(([path]) => db.doc(path).delete()));
    await deleteAdminApp(admin);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readJson = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
  const budget = readJson('./budgets.json').plannerRender6x8Ms;
  const composition =
    process.env.LP_BENCH_EXTERNAL === '1'
      ? { stop: async () => {} }
      : await startComposition({ build: process.env.LP_BENCH_BUILD !== '0', log: () => {} });
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? execSync('which chromium').toString().trim(),
      args: readJson('../support/chromium.json').args,
    });
    try {
      const { meetings, renderMs, runsMs } = await measurePlannerRender(browser);
      const over = !(renderMs <= budget);
      process.exitCode = over ? 1 : 0;
      console.log(
        `Weekly planner, ${meetings} meetings, throttled, median of ${RUNS}: ${renderMs} ms  budget ${budget} ms${over ? '  OVER BUDGET' : '  ok'} (runs ${runsMs.join(', ')})`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await composition.stop();
  }
}
