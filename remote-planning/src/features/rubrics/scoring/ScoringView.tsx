import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  displayedLevels,
  emptyScoreSheet,
  HOLISTIC_KEY,
  levelPointsLabel,
  scoreRubric,
  SINGLE_POINT_MARKS,
  type RubricContent,
  type RubricLevel,
  type ScoreSheet,
  type SinglePointMark,
} from '@lesson-planner/shared-contracts/planning';
import { Checkbox, FormMessage } from '@lesson-planner/shared-contracts/forms';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { ScoringRow } from './ScoringRow';

// The rubric's own grid: a criterion column, then one column per level. Below `sm` every row
// stacks (see ScoringRow) and the header, which only repeats the cells' level names, is hidden.
const Grid = styled.div<{ $levels: number }>`
  display: grid;
  ${mediaUp('sm')} {
    grid-template-columns: minmax(8rem, 1.2fr) repeat(
        ${({ $levels }) => $levels},
        minmax(6rem, 1fr)
      );
    column-gap: ${({ theme }) => theme.space(2)};
  }
`;

const GridHeader = styled.div`
  display: none;
  ${mediaUp('sm')} {
    display: contents;
    font-weight: 600;
  }
`;

// The score stays in view while the teacher works down a long rubric.
const ScoreCard = styled(Card)`
  position: sticky;
  bottom: 0;
  z-index: 1;
`;

const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.type.subheading};
  font-weight: 700;
`;

/**
 * Scores one piece of work: a level per criterion (or ticks), with the total and percentage.
 * The marks live in this component only: nothing about students is stored or sent anywhere.
 */
export function ScoringView({ rubric }: { rubric: RubricContent }) {
  const { t, i18n } = useTranslation('rubrics');
  const [sheet, setSheet] = useState<ScoreSheet>(emptyScoreSheet);
  const score = scoreRubric(rubric, sheet);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const levels = displayedLevels(rubric);

  const chooseLevel = (key: string) => (levelId: string) =>
    setSheet((s) => ({ ...s, levels: { ...s.levels, [key]: { levelId } } }));
  const levelName = (level: RubricLevel) =>
    t('view.levelWithPoints', { name: level.name, points: levelPointsLabel(level) });
  const levelGrid = (
    rows: {
      key: string;
      label: string;
      descriptorAt: (index: number, level: RubricLevel) => string;
    }[],
  ) => (
    <Card>
      <Grid $levels={levels.length}>
        <GridHeader aria-hidden="true">
          <span>{t('fields.criterion')}</span>
          {levels.map(({ level }) => (
            <span key={level.id}>{levelName(level)}</span>
          ))}
        </GridHeader>
        {rows.map((row) => (
          <ScoringRow
            key={row.key}
            label={row.label}
            cells={levels.map(({ level, index }) => ({
              id: level.id,
              // A cell with no descriptor written still needs a name: its level's.
              descriptor: row.descriptorAt(index, level) || level.name,
              level: levelName(level),
            }))}
            selected={sheet.levels[row.key]?.levelId}
            onSelect={chooseLevel(row.key)}
          />
        ))}
      </Grid>
    </Card>
  );

  return (
    <Stack $gap={4}>
      <FormMessage $kind="info">{t('scoring.privacy')}</FormMessage>
      {rubric.type === 'analytic' &&
        levelGrid(
          rubric.criteria.map((criterion) => ({
            key: criterion.id,
            label:
              criterion.weight === 1
                ? criterion.title
                : t('scoring.weighted', { title: criterion.title, weight: criterion.weight }),
            descriptorAt: (index) => criterion.descriptors[index] ?? '',
          })),
        )}
      {rubric.type === 'holistic' &&
        levelGrid([
          {
            key: HOLISTIC_KEY,
            label: t('scoring.overall'),
            descriptorAt: (_index, level) => level.description,
          },
        ])}
      {rubric.type === 'singlePoint' && (
        <Card>
          <Grid $levels={SINGLE_POINT_MARKS.length}>
            {rubric.criteria.map((criterion) => (
              <ScoringRow
                key={criterion.id}
                label={criterion.title}
                // The proficient cell holds the criterion's one descriptor, as on paper.
                cells={SINGLE_POINT_MARKS.map((mark) => ({
                  id: mark,
                  descriptor:
                    (mark === 'proficient' && criterion.description) || t(`singlePoint.${mark}`),
                  level:
                    mark === 'proficient' && criterion.description ? t(`singlePoint.${mark}`) : '',
                }))}
                selected={sheet.singlePoint[criterion.id]}
                onSelect={(mark) =>
                  setSheet((s) => ({
                    ...s,
                    singlePoint: { ...s.singlePoint, [criterion.id]: mark as SinglePointMark },
                  }))
                }
              />
            ))}
          </Grid>
        </Card>
      )}
      {rubric.type === 'checklist' && (
        <Card as="fieldset">
          <legend>{t('scoring.checklist')}</legend>
          <Stack>
            {rubric.criteria.map((item) => (
              <Checkbox
                key={item.id}
                checked={sheet.checked[item.id] ?? false}
                onChange={(e) => {
                  const checked = e.target.checked;
                  setSheet((s) => ({ ...s, checked: { ...s.checked, [item.id]: checked } }));
                }}
              >
                {t('scoring.item', { title: item.title, count: item.points })}
              </Checkbox>
            ))}
          </Stack>
        </Card>
      )}
      <ScoreCard role="status" aria-live="polite" data-testid="rubric-score">
        <Total>
          {t('scoring.total', {
            earned: number.format(score.earned),
            possible: number.format(score.possible),
          })}
        </Total>
        <Total>
          {score.percentage === null
            ? t('scoring.noPercentage')
            : t('scoring.percentage', { value: number.format(score.percentage) })}
        </Total>
        <p>{t('scoring.marked', { marked: score.marked, count: score.markable })}</p>
      </ScoreCard>
      <div>
        <Button type="button" $variant="secondary" onClick={() => setSheet(emptyScoreSheet())}>
          {t('scoring.clear')}
        </Button>
      </div>
    </Stack>
  );
}
