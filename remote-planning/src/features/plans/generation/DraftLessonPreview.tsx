import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { lessonMinutes, type Lesson } from '@lesson-planner/shared-contracts/planning';
import { usePrintFormats } from '../print';

type HeadingLevel = 3 | 4 | 5;

const Article = styled.article`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.palette.background};
  h3,
  h4,
  h5,
  h6 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.type.body};
  }
  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** What a teacher needs to judge a drafted lesson at a glance; the editor shows the rest. */
export function DraftLessonPreview({
  lesson,
  number,
  level,
}: {
  lesson: Lesson;
  /** 1-based position in the plan. */
  number: number;
  /** The lesson title's heading level, so the preview fits the page's outline. */
  level: HeadingLevel;
}) {
  const { t } = useTranslation('planner');
  const titleId = useId();
  const { minutes } = usePrintFormats();
  const Title = `h${level}` as const;
  const Label = `h${(level + 1) as 4 | 5 | 6}` as const;

  return (
    <Article aria-labelledby={titleId}>
      <Title id={titleId}>{t('generation.lessonTitle', { number, title: lesson.title })}</Title>
      <Muted>{t('generation.totalTime', { minutes: minutes(lessonMinutes(lesson)) })}</Muted>
      {lesson.objectives.length > 0 && (
        <>
          <Label>{t('generation.objectives')}</Label>
          <ul>
            {lesson.objectives.map((objective, index) => (
              <li key={index}>{objective}</li>
            ))}
          </ul>
        </>
      )}
      {lesson.activities.length > 0 && (
        <>
          <Label>{t('generation.activities')}</Label>
          <ol>
            {lesson.activities.map((activity, index) => (
              <li key={index}>
                {t('generation.activity', {
                  title: activity.title,
                  minutes: minutes(activity.minutes),
                })}
              </li>
            ))}
          </ol>
        </>
      )}
    </Article>
  );
}
