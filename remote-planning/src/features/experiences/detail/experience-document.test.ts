// The experience's Word document says its subject and grade as its page does: in the reader's
// language, never by their stored codes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { ExperienceSchema } from '@lesson-planner/shared-contracts/planning';
import { initTestI18n } from '../../../test-utils/render-with-i18n';
import { experienceDocument } from './experience-document';

it('names the subject and grade in Lao', async () => {
  await initTestI18n();
  i18n.addResourceBundle(
    'lo',
    'experiences',
    JSON.parse(
      readFileSync(
        path.resolve(__dirname, '../../../../public/locales/lo/experiences.json'),
        'utf8',
      ),
    ),
  );
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
  const t = i18n.getFixedT('lo', 'experiences');
  const text = JSON.stringify(experienceDocument(experience, t, 'lo').blocks);
  expect(text).toContain(`${t('fields.subject')}: ວິທະຍາສາດ`);
  expect(text).toContain(`${t('fields.grade')}: ປ.5`);
  expect(text).not.toMatch(/science|grade-5/);
});
