import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  displayedLevels,
  LEVEL_ORDERS,
  MAX_CRITERION_STANDARDS,
  MAX_RUBRIC_CRITERIA,
  MAX_RUBRIC_LEVELS,
  MAX_RUBRIC_STANDARDS,
  MIN_RUBRIC_LEVELS,
  type RubricContent,
  type RubricCriterion,
  type RubricLevel,
} from '@lesson-planner/shared-contracts/planning';
import { SchoolChoiceField } from '@lesson-planner/shared-contracts/localized-fields';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { TextArea, Select, TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { AssessedStandards } from './AssessedStandards';
import { problemAt, type RubricProblem } from './rubric-problems';

/** A criterion's tools, at its top right: where every object keeps its AI button. */
const CriterionTools = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
`;

type Change = (change: (draft: RubricContent) => RubricContent) => void;

const newId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const replaceAt = <T,>(list: readonly T[], index: number, item: T): T[] =>
  list.map((current, i) => (i === index ? item : current));

const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * The form of a rubric, laid out for its type; every change goes through `onChange`. Standards
 * are picked from the frameworks of the rubric's team (`teamId`).
 */
export function RubricFields({
  teamId,
  draft,
  problems,
  onChange,
  criterionTools,
}: {
  teamId: string;
  draft: RubricContent;
  problems: readonly RubricProblem[] | null;
  onChange: Change;
  /** Shown at the top right of each criterion (its AI panel). */
  criterionTools?: (index: number) => ReactNode;
}) {
  const { t, i18n } = useTranslation('rubrics');
  const invalid = (...path: (string | number)[]) => {
    const code = problemAt(problems, path);
    return code && t(code === 'invalid' ? 'problems.here' : `problems.${code}`);
  };
  const setLevel = (index: number, level: RubricLevel) =>
    onChange((d) => ({ ...d, levels: replaceAt(d.levels, index, level) }));
  const setCriterion = (index: number, criterion: RubricCriterion) =>
    onChange((d) => ({ ...d, criteria: replaceAt(d.criteria, index, criterion) }));
  const addLevel = () =>
    onChange((d) => {
      const top = d.levels.at(-1)?.maxPoints ?? 0;
      const level = {
        id: newId('level'),
        name: t('editor.newLevel'),
        description: '',
        minPoints: top + 1,
        maxPoints: top + 1,
      };
      return {
        ...d,
        levels: [...d.levels, level],
        criteria: d.criteria.map((c) => ({ ...c, descriptors: [...c.descriptors, ''] })),
      };
    });
  const removeLevel = (index: number) =>
    onChange((d) => ({
      ...d,
      levels: d.levels.filter((_, i) => i !== index),
      criteria: d.criteria.map((c) => ({
        ...c,
        descriptors: c.descriptors.filter((_, i) => i !== index),
      })),
    }));
  const addCriterion = () =>
    onChange((d) => ({
      ...d,
      criteria: [
        ...d.criteria,
        {
          id: newId('criterion'),
          title: '',
          description: '',
          descriptors: d.levels.map(() => ''),
          weight: 1,
          points: 1,
          standards: [],
        },
      ],
    }));

  return (
    <Stack $gap={4}>
      <Grid>
        <TextField
          label={t('fields.title')}
          value={draft.title}
          maxLength={150}
          error={invalid('title')}
          onChange={(e) => onChange((d) => ({ ...d, title: e.target.value }))}
        />
        <SchoolChoiceField
          kind="subject"
          label={t('fields.subject')}
          value={draft.subject}
          maxLength={100}
          onChange={(subject) => onChange((d) => ({ ...d, subject }))}
          locale={i18n.language}
        />
        <SchoolChoiceField
          kind="grade"
          label={t('fields.grade')}
          value={draft.grade}
          maxLength={50}
          onChange={(grade) => onChange((d) => ({ ...d, grade }))}
          locale={i18n.language}
        />
        <Select
          label={t('fields.levelOrder')}
          value={draft.levelOrder}
          onChange={(e) =>
            onChange((d) => ({ ...d, levelOrder: e.target.value as RubricContent['levelOrder'] }))
          }
        >
          {LEVEL_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`levelOrders.${order}`)}
            </option>
          ))}
        </Select>
      </Grid>
      <TextArea
        label={t('fields.description')}
        value={draft.description}
        maxLength={2000}
        onChange={({ target: { value: description } }) => onChange((d) => ({ ...d, description }))}
      />

      <Stack as="section" aria-label={t('editor.levelsHeading')}>
        <h2>{t('editor.levelsHeading')}</h2>
        {displayedLevels(draft).map(({ level, index }) => (
          <Card as="fieldset" key={level.id}>
            <legend>{t('editor.levelLegend', { number: index + 1 })}</legend>
            <Grid>
              <TextField
                label={t('fields.levelName')}
                value={level.name}
                maxLength={60}
                error={invalid('levels', index, 'name')}
                onChange={(e) => setLevel(index, { ...level, name: e.target.value })}
              />
              <TextField
                label={t('fields.minPoints')}
                type="number"
                min={0}
                step="any"
                value={Number.isNaN(level.minPoints) ? '' : level.minPoints}
                error={invalid('levels', index, 'minPoints')}
                onChange={(e) => setLevel(index, { ...level, minPoints: numberOf(e.target.value) })}
              />
              <TextField
                label={t('fields.maxPoints')}
                type="number"
                min={0}
                step="any"
                value={Number.isNaN(level.maxPoints) ? '' : level.maxPoints}
                error={invalid('levels', index, 'maxPoints')}
                onChange={(e) => setLevel(index, { ...level, maxPoints: numberOf(e.target.value) })}
              />
              <Button
                type="button"
                $variant="secondary"
                disabled={draft.levels.length <= MIN_RUBRIC_LEVELS}
                onClick={() => removeLevel(index)}
              >
                {t('editor.removeLevel', { name: level.name })}
              </Button>
            </Grid>
            {draft.type === 'holistic' && (
              <TextArea
                label={t('fields.levelDescription')}
                value={level.description}
                maxLength={1000}
                onChange={({ target: { value: description } }) =>
                  setLevel(index, { ...level, description })
                }
              />
            )}
          </Card>
        ))}
        <div>
          <Button
            type="button"
            $variant="secondary"
            disabled={draft.levels.length >= MAX_RUBRIC_LEVELS}
            onClick={addLevel}
          >
            {t('editor.addLevel')}
          </Button>
        </div>
      </Stack>

      {(draft.type === 'holistic' || draft.standards.length > 0) && (
        <Card>
          <AssessedStandards
            teamId={teamId}
            name={t('editor.standards.wholeRubric')}
            hint={t('editor.standards.rubricHint', { max: MAX_RUBRIC_STANDARDS })}
            selected={draft.standards}
            error={invalid('standards')}
            onChange={(standards) => onChange((d) => ({ ...d, standards }))}
          />
        </Card>
      )}

      {draft.type !== 'holistic' && (
        <Stack as="section" aria-label={t(`editor.criteriaHeading.${draft.type}`)}>
          <h2>{t(`editor.criteriaHeading.${draft.type}`)}</h2>
          {draft.criteria.map((criterion, index) => (
            <Card
              as="fieldset"
              key={criterion.id}
              data-criterion={index + 1}
              data-presence-item={criterion.id}
            >
              <legend>{t(`editor.criterionLegend.${draft.type}`, { number: index + 1 })}</legend>
              <Stack>
                {criterionTools && <CriterionTools>{criterionTools(index)}</CriterionTools>}
                <Grid>
                  <TextField
                    label={t('fields.criterionTitle')}
                    value={criterion.title}
                    maxLength={200}
                    error={invalid('criteria', index, 'title')}
                    onChange={(e) => setCriterion(index, { ...criterion, title: e.target.value })}
                  />
                  {draft.type === 'analytic' && (
                    <TextField
                      label={t('fields.weight')}
                      type="number"
                      min={0}
                      step="any"
                      value={Number.isNaN(criterion.weight) ? '' : criterion.weight}
                      error={invalid('criteria', index, 'weight')}
                      onChange={(e) =>
                        setCriterion(index, { ...criterion, weight: numberOf(e.target.value) })
                      }
                    />
                  )}
                  {draft.type === 'checklist' && (
                    <TextField
                      label={t('fields.points')}
                      type="number"
                      min={0}
                      step="any"
                      value={Number.isNaN(criterion.points) ? '' : criterion.points}
                      error={invalid('criteria', index, 'points')}
                      onChange={(e) =>
                        setCriterion(index, { ...criterion, points: numberOf(e.target.value) })
                      }
                    />
                  )}
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={
                      criterion.title.trim()
                        ? t(`editor.removeCriterionNamed.${draft.type}`, {
                            number: index + 1,
                            title: criterion.title.trim(),
                          })
                        : t(`editor.removeCriterionUntitled.${draft.type}`, { number: index + 1 })
                    }
                    onClick={() =>
                      onChange((d) => ({
                        ...d,
                        criteria: d.criteria.filter((_, i) => i !== index),
                      }))
                    }
                  >
                    {t('editor.removeShort')}
                  </Button>
                </Grid>
                {draft.type === 'analytic' ? (
                  <Grid>
                    {displayedLevels(draft).map(({ level, index: levelIndex }) => (
                      <TextArea
                        key={level.id}
                        label={t('editor.descriptorFor', { level: level.name })}
                        value={criterion.descriptors[levelIndex] ?? ''}
                        maxLength={1000}
                        onChange={({ target: { value: descriptor } }) => {
                          const descriptors = draft.levels.map(
                            (_, i) => criterion.descriptors[i] ?? '',
                          );
                          descriptors[levelIndex] = descriptor;
                          setCriterion(index, { ...criterion, descriptors });
                        }}
                      />
                    ))}
                  </Grid>
                ) : (
                  <TextArea
                    label={t(`fields.criterionDescription.${draft.type}`)}
                    value={criterion.description}
                    maxLength={1000}
                    onChange={({ target: { value: description } }) =>
                      setCriterion(index, { ...criterion, description })
                    }
                  />
                )}
                <AssessedStandards
                  teamId={teamId}
                  name={t(`editor.criterionLegend.${draft.type}`, { number: index + 1 })}
                  hint={t('editor.standards.criterionHint', { max: MAX_CRITERION_STANDARDS })}
                  selected={criterion.standards}
                  error={invalid('criteria', index, 'standards')}
                  onChange={(standards) => setCriterion(index, { ...criterion, standards })}
                />
              </Stack>
            </Card>
          ))}
          <div>
            <Button
              type="button"
              $variant="secondary"
              disabled={draft.criteria.length >= MAX_RUBRIC_CRITERIA}
              onClick={addCriterion}
            >
              {t(`editor.addCriterion.${draft.type}`)}
            </Button>
          </div>
        </Stack>
      )}
    </Stack>
  );
}
