import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DraftLessonSlot, Lesson } from '@lesson-planner/shared-contracts/planning';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { DraftLessonPreview } from '../generation';
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
 * lessons still to come are not shown; the slots are known from the first step.
 */
export function LessonsReview({
  slots,
  lessons,
}: {
  slots: readonly DraftLessonSlot[];
  lessons: readonly (Lesson | undefined)[];
}) {
  const { t, i18n } = useTranslation('planner');
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('aiUnit.lessonsHeading', { count: slots.length })}</h2>
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
