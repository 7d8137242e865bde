import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  codeOfStandardId,
  standardRefKey,
  type Standard,
} from '@lesson-planner/shared-contracts/curriculum';
import { lessonMinutes, type Lesson } from '@lesson-planner/shared-contracts/planning';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { Meta, NeedsAttention, StandardChip } from './lesson-layout';

const Chips = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Line = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The standards' codes, or their keys when the standard could not be read. */
export function standardCodes(
  lesson: Pick<Lesson, 'standards'>,
  standards: ReadonlyMap<string, Standard> | null,
): string[] {
  // Chips appear once the standards are read, never an id first and a code a moment later.
  if (!standards) return [];
  return lesson.standards.map(
    (ref) => standards.get(standardRefKey(ref))?.code ?? codeOfStandardId(ref.standardId),
  );
}

/**
 * A closed lesson as a card: minutes, when it is taught, its standards, objectives and
 * activities on a line each. Opened with Edit on the card or from the outline.
 */
export function LessonSummary({
  lesson,
  standards,
  meeting,
  needsAttention,
}: {
  lesson: Lesson;
  standards: ReadonlyMap<string, Standard> | null;
  meeting: string | null;
  needsAttention: boolean;
}) {
  const { t } = useTranslation('planner');
  const codes = standardCodes(lesson, standards);
  const separator = t('planEditor.summary.separator');
  return (
    <Stack $gap={2}>
      <Meta>
        <span>{t('planEditor.lesson.minutes', { count: lessonMinutes(lesson) })}</span>
        {meeting && <span>{t('planEditor.lesson.scheduled', { meeting })}</span>}
        {needsAttention && <NeedsAttention>{t('planEditor.lesson.needsAttention')}</NeedsAttention>}
      </Meta>
      {codes.length > 0 && (
        <Chips aria-label={t('planEditor.fields.standards')}>
          {codes.map((code) => (
            <StandardChip key={code}>{code}</StandardChip>
          ))}
        </Chips>
      )}
      {lesson.objectives.length > 0 && (
        <Line>
          <strong>{t('planEditor.fields.objectives')}</strong>
          {separator}
          {lesson.objectives.join(t('planEditor.summary.listSeparator'))}
        </Line>
      )}
      {lesson.activities.length > 0 && (
        <Line>
          <strong>{t('planEditor.fields.activities')}</strong>
          {separator}
          {lesson.activities
            .map((activity) =>
              t('planEditor.summary.activity', { title: activity.title, count: activity.minutes }),
            )
            .join(t('planEditor.summary.listSeparator'))}
        </Line>
      )}
    </Stack>
  );
}
