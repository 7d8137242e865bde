// The experience's Word document says its subject and grade as its page does: in the reader's
// language, never by their stored codes.
import { ExperienceSchema } from '@lesson-planner/shared-contracts/planning';
import { loadTestLanguage } from '../../../test-utils/render-with-i18n';
import { experienceDocument } from './experience-document';

it('names the subject and grade in Lao', async () => {
  const experience = ExperienceSchema.parse({
    id: 'e1',
    teamId: 't1',
    title: 'ໃຍແມງມຸມ',
    subject: 'science',
    grade: 'grade-5',
    ownerId: 'u1',
    version: 1,
    baseVersion: 0,
    updatedBy: 'u1',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const t = await loadTestLanguage('lo', 'experiences');
  const text = JSON.stringify(experienceDocument(experience, t, 'lo').blocks);
  expect(text).toContain(`${t('fields.subject')}: ວິທະຍາສາດ`);
  expect(text).toContain(`${t('fields.grade')}: ປ.5`);
  expect(text).not.toMatch(/science|grade-5/);
});
