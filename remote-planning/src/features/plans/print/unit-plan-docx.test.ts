/**
 * @jest-environment node
 */
// The .docx really is a Word file: its document.xml holds the plan's text, and its styles name a
// font that has the language's script for every slot Word picks fonts for.
import { strFromU8, unzipSync } from 'fflate';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import type { Lesson, Unit } from '@lesson-planner/shared-contracts/planning';
import { initTestI18n, loadTestLanguage } from '../../../test-utils/render-with-i18n';
import { renderDocx } from '../../../components/word-export/render-docx';
import { unitPlanDocument } from './unit-plan-document';

const unit = {
  id: 'u1',
  title: 'ระบบนิเวศ: ชีวิตในนาข้าว',
  subject: 'วิทยาศาสตร์',
  grade: 'ป.5',
  weeks: 2,
  startDate: '2026-11-23',
  bigIdeas: ['Energy flows through food webs'],
  essentialQuestions: [],
  standards: [],
  summativeAssessment: '',
} as unknown as Unit;

const lesson = (title: string, minutes: number[]): Lesson => ({
  title,
  objectives: ['Name producers & consumers'],
  standards: [],
  activities: minutes.map((m, index) => ({
    title: `Step ${index + 1}`,
    minutes: m,
    description: '',
  })),
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});

const formats = { minutes: (value: number) => `${value} min`, date: (iso: string) => iso };

async function partsOf(blob: Blob) {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return {
    document: strFromU8(files['word/document.xml']!),
    styles: strFromU8(files['word/styles.xml']!),
  };
}

it('writes each lesson title into word/document.xml, set in Noto Sans Thai for Thai', async () => {
  await initTestI18n();
  const t = i18n.getFixedT('en', 'planner');
  const lessons = [lesson('พืชสร้างอาหาร', [20, 30]), lesson('Who eats whom <& why>', [50])];
  const blob = await renderDocx(
    unitPlanDocument({ unit, lessons, standards: new Map() }, t, formats, 'th'),
  );
  const { document, styles } = await partsOf(blob);
  expect(document).toContain('Lesson 1: พืชสร้างอาหาร');
  // Escaped as XML, not broken by it.
  expect(document).toContain('Lesson 2: Who eats whom &lt;&amp; why&gt;');
  expect(document).toContain('Total time: 50 min');
  expect(document).toContain('Energy flows through food webs');
  expect(styles).toMatch(/w:rFonts[^>]*w:cs="Noto Sans Thai"/);
  expect(styles).toMatch(/w:rFonts[^>]*w:ascii="Noto Sans Thai"/);
});

/** Characters XML 1.0 cannot hold: one in document.xml and Word refuses the whole file. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

it('stays well-formed XML when a lesson holds control characters', async () => {
  await initTestI18n();
  const t = i18n.getFixedT('en', 'planner');
  // As a teammate's text could hold them before the schemas refused them.
  const broken = {
    ...lesson('Seeds\u0000 and \u0007soil', [30]),
    homework: 'Read p. 4\u001B\r\nthen draw',
    differentiation: 'Pairs\u000B\u000C',
    objectives: ['Name\u0008 the parts'],
  };
  const blob = await renderDocx(
    unitPlanDocument(
      { unit: { ...unit, title: 'Plants\u0001' }, lessons: [broken], standards: new Map() },
      t,
      formats,
      'en',
    ),
  );
  const { document } = await partsOf(blob);
  expect(document).not.toMatch(NOT_XML);
  expect(document).toContain('Lesson 1: Seeds and soil');
  expect(document).toContain('Name the parts');
  expect(document).toContain('then draw');
});

it('picks a font with the script of Lao and Chinese too', async () => {
  const doc = (language: string) => ({ title: 'x', language, blocks: [] });
  expect((await partsOf(await renderDocx(doc('lo')))).styles).toContain(
    'w:eastAsia="Noto Sans Lao"',
  );
  expect((await partsOf(await renderDocx(doc('zh-CN')))).styles).toContain(
    'w:eastAsia="Noto Sans SC"',
  );
});

it('names the subject and grade in the reader’s language, never by their codes', async () => {
  const t = await loadTestLanguage('lo', 'planner');
  const coded = { ...unit, subject: 'science', grade: 'grade-5' } as Unit;
  const { document } = await partsOf(
    await renderDocx(
      unitPlanDocument({ unit: coded, lessons: [], standards: new Map() }, t, formats, 'lo'),
    ),
  );
  expect(document).toContain('ວິຊາ: ວິທະຍາສາດ');
  expect(document).toContain('ຊັ້ນຮຽນ: ປ.5');
  expect(document).not.toMatch(/science|grade-5/);
});
