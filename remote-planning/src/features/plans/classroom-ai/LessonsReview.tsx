import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DraftLessonSlot, Lesson } from '@lesson-planner/shared-contracts/planning';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { DraftLessonPreview } from '../generation';
import { ReviewHeading } from './review-heading';
import { slotLabel } from './slot-label';

const LessonList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const When = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

/**
 * The drafted lessons, each under the meetings it will be taught in. While the draft streams,
 * lessons still to come are not shown; the slots are known from the first step. Shown when the
 * second step starts, it comes into view and takes the focus, so the lessons arrive in sight.
 */
export function LessonsReview({
  slots,
  lessons,
  progress,
}: {
  slots: readonly DraftLessonSlot[];
  lessons: readonly (Lesson | undefined)[];
  /** The draft's progress, under the heading. */
  progress: ReactNode;
}) {
  const { t, i18n } = useTranslation('planner');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Stack as="section" aria-labelledby={headingId}>
      <ReviewHeading id={headingId} ref={heading} tabIndex={-1}>
        {t('aiUnit.lessonsHeading', { count: slots.length })}
      </ReviewHeading>
      {progress}
      <LessonList aria-labelledby={headingId}>
        {slots.map((slot, index) => {
          const lesson = lessons[index];
          const first = slot.meetings[0];
          return (
            <li
              key={`${first?.date}-${first?.periodId}`}
              data-date={first?.date}
              data-period={first?.periodId}
            >
              <When>{slotLabel(slot, t, i18n.language)}</When>
              {lesson ? (
                <DraftLessonPreview lesson={lesson} number={index + 1} level={3} />
              ) : (
                <p>{t('aiUnit.lessonPending', { number: index + 1 })}</p>
              )}
            </li>
          );
        })}
      </LessonList>
    </Stack>
  );
}
