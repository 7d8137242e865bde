import { useTranslation } from 'react-i18next';
import type { ExperienceContent, ExperienceStep } from '@lesson-planner/shared-contracts/planning';
import { Stack } from '@lesson-planner/shared-contracts/ui';

const DIFFERENTIATION_PARTS = ['support', 'extension', 'language'] as const;

/** One step of a draft as the teacher reviews it. */
export function DraftedStep({ step, number }: { step: ExperienceStep; number: number }) {
  const { t } = useTranslation('experiences');
  return (
    <Stack $gap={1}>
      <strong>{t('ai.stepHeading', { number, title: step.title, minutes: step.minutes })}</strong>
      <div>
        <em>{t('fields.teacherActions')}:</em> {step.teacherActions}
      </div>
      <div>
        <em>{t('fields.studentActions')}:</em> {step.studentActions}
      </div>
    </Stack>
  );
}

/** A drafted experience for review: its title, summary, steps and differentiation. */
export function ExperienceDraftPreview({ experience }: { experience: ExperienceContent }) {
  const { t } = useTranslation('experiences');
  return (
    <Stack $gap={3}>
      <div>
        <strong>{experience.title}</strong>
        <p>{experience.summary}</p>
      </div>
      <h4>{t('fields.steps')}</h4>
      <Stack as="ol" $gap={2}>
        {experience.steps.map((step, index) => (
          <li key={index}>
            <DraftedStep step={step} number={index + 1} />
          </li>
        ))}
      </Stack>
      <h4>{t('fields.differentiation')}</h4>
      <dl>
        {DIFFERENTIATION_PARTS.map((part) => (
          <div key={part}>
            <dt>{t(`differentiation.${part}`)}</dt>
            <dd>{experience.differentiation[part]}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}
