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
  type ScoreSheet,
} from '@lesson-planner/shared-contracts/planning';
import { Checkbox, FormMessage } from '@lesson-planner/shared-contracts/forms';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    align-items: flex-start;
    max-width: 16rem;
  }
`;

const Total = styled.p`
  margin: 0;
  font-size: 1.25rem;
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

  const levelChoices = (key: string, legend: string) => (
    <Card as="fieldset" key={key}>
      <legend>{legend}</legend>
      <Choices>
        {levels.map(({ level }) => (
          <label key={level.id}>
            <input
              type="radio"
              name={`score-${key}`}
              checked={sheet.levels[key]?.levelId === level.id}
              onChange={() =>
                setSheet((s) => ({ ...s, levels: { ...s.levels, [key]: { levelId: level.id } } }))
              }
            />
            <span>
              {t('view.levelWithPoints', { name: level.name, points: levelPointsLabel(level) })}
            </span>
          </label>
        ))}
      </Choices>
    </Card>
  );

  return (
    <Stack $gap={4}>
      <FormMessage $kind="info">{t('scoring.privacy')}</FormMessage>
      {rubric.type === 'analytic' &&
        rubric.criteria.map((criterion) =>
          levelChoices(
            criterion.id,
            criterion.weight === 1
              ? criterion.title
              : t('scoring.weighted', { title: criterion.title, weight: criterion.weight }),
          ),
        )}
      {rubric.type === 'holistic' && levelChoices(HOLISTIC_KEY, t('scoring.overall'))}
      {rubric.type === 'singlePoint' &&
        rubric.criteria.map((criterion) => (
          <Card as="fieldset" key={criterion.id}>
            <legend>{criterion.title}</legend>
            <p>{criterion.description}</p>
            <Choices>
              {SINGLE_POINT_MARKS.map((mark) => (
                <label key={mark}>
                  <input
                    type="radio"
                    name={`score-${criterion.id}`}
                    checked={sheet.singlePoint[criterion.id] === mark}
                    onChange={() =>
                      setSheet((s) => ({
                        ...s,
                        singlePoint: { ...s.singlePoint, [criterion.id]: mark },
                      }))
                    }
                  />
                  <span>{t(`singlePoint.${mark}`)}</span>
                </label>
              ))}
            </Choices>
          </Card>
        ))}
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
      <Card role="status" aria-live="polite" data-testid="rubric-score">
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
      </Card>
      <div>
        <Button type="button" $variant="secondary" onClick={() => setSheet(emptyScoreSheet())}>
          {t('scoring.clear')}
        </Button>
      </div>
    </Stack>
  );
}
