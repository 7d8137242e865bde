import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { shortDate, timeRange } from '../../../components/date-format';
import { copyPlacement, type CopySetup } from './copy-setup';

const Lessons = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(6)};
  span {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

/** One meeting's day and times, never broken across lines. */
const Meeting = styled.span`
  white-space: nowrap;
`;

/** Where the copy's lessons fall on the classroom's meetings, before anything is written. */
export function CopyPreview({
  setup,
  unit,
  classroomId,
  startDate,
}: {
  setup: CopySetup;
  unit: Unit;
  classroomId: string;
  startDate: string;
}) {
  const { t, i18n } = useTranslation('unit');
  const placement = copyPlacement(setup, unit, classroomId, startDate);
  const lessons = setup.plan?.lessons ?? [];
  if (!placement || lessons.length === 0) return <p>{t('copy.preview.noLessons')}</p>;
  const placed = placement.lessons.filter((lesson) => lesson.meetings.length > 0);
  return (
    <section aria-label={t('copy.preview.label')}>
      <p role="status">
        {placement.endDate && placed.length === lessons.length
          ? t('copy.preview.summary', {
              count: lessons.length,
              from: shortDate(placed[0]!.meetings[0]!.date, i18n.language),
              to: shortDate(placement.endDate, i18n.language),
            })
          : t('copy.preview.unplaced', { count: lessons.length - placed.length })}
      </p>
      <Lessons>
        {placement.lessons.map(({ lessonIndex, meetings }) => (
          <li key={lessonIndex} data-date={meetings[0]?.date}>
            {lessons[lessonIndex]?.title}{' '}
            <span>
              ·{' '}
              {meetings.length === 0
                ? t('copy.preview.noMeeting')
                : meetings.map((meeting, index) => (
                    <Fragment key={`${meeting.date}-${meeting.periodId}`}>
                      {index > 0 && ', '}
                      <Meeting>
                        {shortDate(meeting.date, i18n.language)}{' '}
                        {timeRange(meeting.start, meeting.end, i18n.language)}
                      </Meeting>
                    </Fragment>
                  ))}
            </span>
          </li>
        ))}
      </Lessons>
    </section>
  );
}
