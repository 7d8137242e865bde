import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lessonMinutes, type Lesson } from '@lesson-planner/shared-contracts/planning';
import { LessonSection, MinutesCell } from './print-styles';
import { findStandard, type StandardsByKey } from './standard-labels';
import type { PrintFormats } from './use-print-formats';

function TextList({ heading, items }: { heading: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h4>{heading}</h4>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </>
  );
}

function Paragraph({ heading, text }: { heading: string; text: string }) {
  if (!text) return null;
  return (
    <>
      <h4>{heading}</h4>
      <p>{text}</p>
    </>
  );
}

/**
 * One lesson of the printed plan, every field the teacher filled in. Memoised: the editor keeps
 * the printed plan in step with every keystroke, and only the lesson typed in changes.
 */
export const PrintableLesson = memo(function PrintableLesson({
  lesson,
  number,
  standards,
  formats,
}: {
  lesson: Lesson;
  /** 1-based position in the plan. */
  number: number;
  standards: StandardsByKey;
  formats: PrintFormats;
}) {
  const { t } = useTranslation('planner');
  const titleId = useId();

  return (
    <LessonSection aria-labelledby={titleId}>
      <h3 id={titleId}>{t('print.lessonTitle', { number, title: lesson.title })}</h3>
      <p>{t('print.totalTime', { minutes: formats.minutes(lessonMinutes(lesson)) })}</p>
      <TextList heading={t('print.objectives')} items={lesson.objectives} />
      <TextList
        heading={t('print.lessonStandards')}
        items={lesson.standards.map(
          (ref) => findStandard(standards, ref)?.code ?? t('print.unknownStandard'),
        )}
      />
      {lesson.activities.length > 0 && (
        <>
          <h4>{t('print.activities')}</h4>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('print.activity')}</th>
                <th scope="col">{t('print.time')}</th>
              </tr>
            </thead>
            <tbody>
              {lesson.activities.map((activity, index) => (
                <tr key={index}>
                  <td>
                    <strong>{activity.title}</strong>
                    {activity.description && <p>{activity.description}</p>}
                  </td>
                  <MinutesCell>{formats.minutes(activity.minutes)}</MinutesCell>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <TextList heading={t('print.materials')} items={lesson.materials} />
      <Paragraph heading={t('print.differentiation')} text={lesson.differentiation} />
      <TextList heading={t('print.checksForUnderstanding')} items={lesson.checksForUnderstanding} />
      <Paragraph heading={t('print.homework')} text={lesson.homework} />
    </LessonSection>
  );
});
