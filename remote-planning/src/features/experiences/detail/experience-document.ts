import type { TFunction } from 'i18next';
import { gradeLabel, subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { stepMinutes, type Experience } from '@lesson-planner/shared-contracts/planning';
import { heading, listSection, section, type WordDocument } from '../../../components/word-export';

/** The experience as a Word document: what its page shows, in the same order (`experiences` texts). */
export function experienceDocument(
  experience: Experience,
  t: TFunction,
  language: string,
): WordDocument {
  const notSet = t('detail.notSet');
  return {
    title: experience.title,
    language,
    blocks: [
      heading(experience.title, 1),
      heading(t('detail.details'), 2),
      {
        kind: 'bullets',
        items: [
          `${t('fields.type')}: ${t(`types.${experience.type}`)}`,
          `${t('fields.duration')}: ${t(`durations.${experience.duration.unit}`, { count: experience.duration.amount })}`,
          `${t('fields.grouping')}: ${t(`groupings.${experience.grouping}`)}`,
          `${t('fields.subject')}: ${subjectLabel(experience.subject, language) || notSet}`,
          `${t('fields.grade')}: ${gradeLabel(experience.grade, language) || notSet}`,
        ],
      },
      ...section(t('fields.summary'), experience.summary),
      heading(t('detail.steps', { count: stepMinutes(experience.steps) }), 2),
      ...experience.steps.flatMap((step) => [
        heading(t('detail.stepHeading', { title: step.title, count: step.minutes }), 3),
        {
          kind: 'bullets' as const,
          items: [
            `${t('fields.teacherActions')}: ${step.teacherActions || notSet}`,
            `${t('fields.studentActions')}: ${step.studentActions || notSet}`,
          ],
        },
      ]),
      heading(t('detail.preparation'), 2),
      ...listSection(t('fields.materials'), experience.materials),
      ...listSection(
        t('fields.resources'),
        experience.resources.map((resource) =>
          resource.url ? `${resource.label} (${resource.url})` : resource.label,
        ),
      ),
      ...section(t('fields.safetyNotes'), experience.safetyNotes),
      ...section(t('differentiation.support'), experience.differentiation.support),
      ...section(t('differentiation.extension'), experience.differentiation.extension),
      ...section(t('differentiation.language'), experience.differentiation.language),
      ...section(t('fields.evidence'), experience.evidence),
      ...section(t('fields.assessment'), experience.assessment),
    ],
  };
}
