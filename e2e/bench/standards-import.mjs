// Importing 5,000 standards from a CSV through the real page: the time from choosing the file to
// the preview, and from pressing Import to "Imported 5,000 standards", as the demo leader
// against the emulators of the running composition. The bench framework is removed afterwards.
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';

const PROJECT_ID = 'demo-lesson-planner';
const SHELL = 'http://localhost:3000';
const LEADER = { email: 'leader@demo.school', password: 'Demo1234!' };
const TEAM_ID = 'demo-grade-5-team';
const FRAMEWORK_ID = 'bench-import-framework';
const ROWS = 5000;
/** Deletes per batch when the framework is removed. */
const DELETE_PAGE = 500;

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

/** Rows in the four languages' scripts, so decoding and writing see real text. */
function benchCsv(rows) {
  const descriptions = [
    'Describe how energy moves through an ecosystem',
    'อธิบายการเปลี่ยนแปลงของสารเมื่อได้รับความร้อน',
    'ອະທິບາຍວົງຈອນຊີວິດຂອງພືດ',
    '能用自己的话说明实验的结果',
  ];
  const lines = ['code,description,subject,grade band,strand'];
  for (let index = 0; index < rows; index += 1)
    lines.push(
      `B${index + 1},"${descriptions[index % 4]} (${index + 1})",Science,Grade ${5 + (index % 3)},Strand ${index % 12}`,
    );
  return lines.join('\r\n');
}

/**
 * Removes the framework with its standards, a page of them per batch, one batch after another.
 * recursiveDelete hands all 5,000 deletes to a BulkWriter at once, and against the emulator the
 * last of them outlived their 60 s deadline (DEADLINE_EXCEEDED), which failed the bench.
 */
async function deleteFramework(db, framework) {
  for (const collection of await framework.listCollections()) {
    for (;;) {
      const page = await collection.select().limit(DELETE_PAGE).get();
      if (page.empty) break;
      const batch = db.batch();
      for (const standard of page.docs) batch.delete(standard.ref);
      await batch.commit();
    }
  }
  await framework.delete();
}

export async function measureStandardsImport(browser, rows = ROWS) {
  const admin = initializeAdminApp({ projectId: PROJECT_ID }, `bench-import-${Date.now()}`);
  const db = getAdminFirestore(admin);
  const framework = db.doc(`teams/${TEAM_ID}/frameworks/${FRAMEWORK_ID}`);
  const context = await browser.newContext();
  try {
    await deleteFramework(db, framework);
    await framework.set({
      teamId: TEAM_ID,
      name: 'Bench import',
      description: '',
      subjects: [],
      gradeBands: [],
      createdBy: 'demo-leader',
      createdAt: new Date(),
      updatedAt: null,
    });
    const page = await context.newPage();
    await page.goto(`${SHELL}/auth/login`);
    await page.getByLabel('Email').fill(LEADER.email);
    await page.getByLabel('Password', { exact: true }).fill(LEADER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${SHELL}/curriculum/team/${TEAM_ID}?framework=${FRAMEWORK_ID}`);
    await page.getByRole('button', { name: 'Import CSV' }).click();

    const formatted = rows.toLocaleString('en-US');
    const parseStart = performance.now();
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'bench.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(benchCsv(rows), 'utf8'),
    });
    const submit = page.getByRole('button', { name: `Import ${formatted} standards` });
    await submit.waitFor({ timeout: 60_000 });
    const previewMs = performance.now() - parseStart;

    const importStart = performance.now();
    await submit.click();
    await page
      .getByText(new RegExp(`Imported ${formatted} standards in`))
      .waitFor({ timeout: 120_000 });
    const importMs = performance.now() - importStart;
    const saved = (await framework.collection('standards').count().get()).data().count;
    return { rows, saved, previewMs: Math.round(previewMs), importMs: Math.round(importMs) };
  } finally {
    await context.close();
    await deleteFramework(db, framework);
    await deleteAdminApp(admin);
  }
}
