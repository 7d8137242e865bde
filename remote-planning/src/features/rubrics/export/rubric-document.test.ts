// The rubric's Word document says its subject and grade as the rubric page does: in the reader's
// language, never by their stored codes.
import { defaultLevels, type RubricContent } from '@lesson-planner/shared-contracts/planning';
import { loadTestLanguage } from '../../../test-utils/render-with-i18n';
import { rubricDocument } from './rubric-document';

const rubric: RubricContent = {
  title: 'ການຊື້ຂາຍຢູ່ຕະຫຼາດ',
  description: '',
  type: 'analytic',
  subject: 'mathematics',
  grade: 'grade-5',
  levelOrder: 'lowToHigh',
  levels: defaultLevels(['ອ່ອນ', 'ດີ']),
  criteria: [],
  standards: [],
  unitIds: [],
  experienceIds: [],
};

it('names the subject and grade in Lao, free text as typed, and "not set" for none', async () => {
  const t = await loadTestLanguage('lo', 'rubrics');
  const summary = (content: RubricContent) => rubricDocument(content, t, 'lo').blocks[1];
  expect(summary(rubric)).toEqual({
    kind: 'paragraph',
    text: expect.stringMatching(/ຄະນິດສາດ.*ປ\.5/),
  });
  expect(JSON.stringify(summary(rubric))).not.toMatch(/mathematics|grade-5/);
  // Free text is shown as typed.
  const free = summary({ ...rubric, subject: '', grade: 'Year 5 (Lao)' });
  expect(free).toMatchObject({ text: expect.stringContaining(t('notSet')) });
  expect(free).toMatchObject({ text: expect.stringContaining('Year 5 (Lao)') });
});
