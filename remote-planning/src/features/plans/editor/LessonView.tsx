import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { standardRefKey, type Standard } from '@lesson-planner/shared-contracts/curriculum';
import { lessonMinutes, type PlanLesson } from '@lesson-planner/shared-contracts/planning';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { Chip } from '@lesson-planner/shared-contracts/ui/kit';
import { lessonElementId } from './use-lesson-target';
import { LessonHeading, LessonItem, Meta } from './lesson-layout';
import { LessonReviewComments } from '../review';
import { AiDraftChip } from './AiDraftChip';

const Part = styled.div`
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.type.body};
  }
  ul,
  ol,
  p {
    margin: 0;
  }
`;

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Part>
      <h4>{heading}</h4>
      {children}
    </Part>
  );
}

function ListSection({ heading, items }: { heading: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Section heading={heading}>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

/** A lesson for someone who may read the plan but not edit it. */
export function LessonView({
  lesson,
  index,
  standards,
  meeting = null,
  note = null,
}: {
  lesson: PlanLesson;
  index: number;
  standards: ReadonlyMap<string, Standard> | null;
  /** When the lesson is scheduled ("Wed 25 Nov, 08:30"), or null. */
  meeting?: string | null;
  /** What the page showing it says about the lesson (what changed, in a review), or null. */
  note?: string | null;
}) {
  const { t } = useTranslation('planner');
  const headingId = useId();
  const number = index + 1;
  return (
    <LessonItem id={lessonElementId(index)} tabIndex={-1} aria-labelledby={headingId}>
      <Stack $gap={3}>
        <LessonHeading id={headingId}>
          {t('planEditor.lesson.heading', {
            number,
            title: lesson.title || t('planEditor.lesson.untitled'),
          })}
        </LessonHeading>
        <Meta>
          {note && <Chip>{note}</Chip>}
          {lesson.aiDraft && <AiDraftChip />}
          <span>{t('planEditor.lesson.minutes', { count: lessonMinutes(lesson) })}</span>
          {meeting && <span>{t('planEditor.lesson.scheduled', { meeting })}</span>}
        </Meta>
        <ListSection heading={t('planEditor.fields.objectives')} items={lesson.objectives} />
        <ListSection
          heading={t('planEditor.fields.standards')}
          items={lesson.standards.map((ref) => {
            const standard = standards?.get(standardRefKey(ref));
            return standard
              ? `${standard.code} ${standard.description}`
              : t('planEditor.standards.unknown', { ref: standardRefKey(ref) });
          })}
        />
        {lesson.activities.length > 0 && (
          <Section heading={t('planEditor.fields.activities')}>
            <ol>
              {lesson.activities.map((activity, position) => (
                <li key={position}>
                  {t('planEditor.activities.summary', {
                    title: activity.title,
                    count: activity.minutes,
                  })}
                  {activity.description && <p>{activity.description}</p>}
                </li>
              ))}
            </ol>
          </Section>
        )}
        <ListSection heading={t('planEditor.fields.materials')} items={lesson.materials} />
        {lesson.differentiation && (
          <Section heading={t('planEditor.fields.differentiation')}>
            <p>{lesson.differentiation}</p>
          </Section>
        )}
        <ListSection
          heading={t('planEditor.fields.checksForUnderstanding')}
          items={lesson.checksForUnderstanding}
        />
        {lesson.homework && (
          <Section heading={t('planEditor.fields.homework')}>
            <p>{lesson.homework}</p>
          </Section>
        )}
        <LessonReviewComments index={index} />
      </Stack>
    </LessonItem>
  );
}
