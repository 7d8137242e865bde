import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_ACTIVITY_MINUTES } from '@lesson-planner/shared-contracts/planning';
import { FieldError } from '@lesson-planner/shared-contracts/forms';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { mdiClose } from '@mdi/js';
import { Button, VisuallyHidden } from '@lesson-planner/shared-contracts/ui';
import { IconButton } from '@lesson-planner/shared-contracts/ui/kit';
import { Select, TextArea, TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useProblemText } from './form-fields';
import {
  activityOfExperience,
  emptyActivity,
  type ActivityDraft,
  type ActivityField,
  type FieldProblem,
} from './lesson-draft';
import { removeAt } from './lesson-order';
import type { ExperienceChoice } from './use-unit-experiences';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

/** One compact row: title, minutes and remove side by side, the description under them. */
const ActivityBox = styled.fieldset`
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  padding: ${({ theme }) => theme.space(3)} 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: minmax(0, 1fr) 5.5rem auto;
  align-items: end;
  > :nth-child(n + 5) {
    grid-column: 1 / -1;
  }
`;

/** As tall as the fields it ends the line of. */
const RemoveButton = styled(IconButton)`
  width: 44px;
  height: 44px;
`;

const Total = styled.p`
  margin: 0;
  font-weight: 600;
`;

export interface ActivitiesFieldsProps {
  activities: readonly ActivityDraft[];
  /** Problems by activity key. */
  problems: Record<string, Partial<Record<ActivityField, FieldProblem>>>;
  /** A problem of the list itself (too many activities). */
  listError: string | null;
  totalMinutes: number;
  onChange: (activities: ActivityDraft[]) => void;
  /** The unit's id and its linked experiences, which can be added as activities. */
  unitId: string;
  experiences: readonly ExperienceChoice[];
}

/** The lesson's timed activities, in order, with their total time. Memoised: see LessonFields. */
export const ActivitiesFields = memo(function ActivitiesFields({
  activities,
  problems,
  listError,
  totalMinutes,
  onChange,
  unitId,
  experiences,
}: ActivitiesFieldsProps) {
  const { t } = useTranslation('planner');
  const problemText = useProblemText();
  const list = useRef<HTMLFieldSetElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Focus follows the activity added or removed, so keyboard users stay where they work.
  // A new object per request (the add button when the key is empty).
  const [focus, setFocus] = useState<{ key: string } | null>(null);

  useEffect(() => {
    if (!focus) return;
    const target = focus.key
      ? list.current?.querySelector<HTMLElement>(`[data-activity="${focus.key}"] input`)
      : addButton.current;
    target?.focus();
  }, [focus]);

  const update = (key: string, change: Partial<ActivityDraft>) =>
    onChange(
      activities.map((activity) => (activity.key === key ? { ...activity, ...change } : activity)),
    );

  const add = () => {
    const activity = emptyActivity();
    onChange([...activities, activity]);
    setFocus({ key: activity.key });
  };

  const [chosenExperience, setChosenExperience] = useState('');
  const addExperience = () => {
    const experience = experiences.find((candidate) => candidate.id === chosenExperience);
    if (!experience) return;
    const activity = activityOfExperience(experience);
    onChange([...activities, activity]);
    setFocus({ key: activity.key });
  };

  const remove = (index: number) => {
    onChange(removeAt(activities, index));
    setFocus({ key: activities[index + 1]?.key ?? activities[index - 1]?.key ?? '' });
  };

  return (
    <Fieldset ref={list}>
      <legend>{t('planEditor.fields.activities')}</legend>
      {activities.map((activity, index) => {
        const activityProblems = problems[activity.key] ?? {};
        return (
          <ActivityBox key={activity.key} data-activity={activity.key}>
            <VisuallyHidden as="legend">
              {t('planEditor.activities.legend', { number: index + 1 })}
            </VisuallyHidden>
            <TextField
              label={t('planEditor.activities.title')}
              value={activity.title}
              onChange={(event) => update(activity.key, { title: event.target.value })}
              error={problemText(activityProblems.title)}
              required
              autoComplete="off"
            />
            <TextField
              label={t('planEditor.activities.minutes')}
              value={activity.minutes}
              onChange={(event) => update(activity.key, { minutes: event.target.value })}
              error={problemText(activityProblems.minutes)}
              inputMode="numeric"
              required
              autoComplete="off"
              // The range is said to assistive technology only; a wrong value shows its message.
              hint={
                <VisuallyHidden>
                  {t('planEditor.activities.minutesHint', { max: MAX_ACTIVITY_MINUTES })}
                </VisuallyHidden>
              }
            />
            <RemoveButton
              icon={mdiClose}
              label={t('planEditor.activities.remove', { number: index + 1 })}
              outlined
              onPress={() => remove(index)}
            />
            <TextArea
              label={t('planEditor.activities.description')}
              value={activity.description}
              onChange={({ target: { value: text } }) =>
                update(activity.key, { description: text })
              }
              error={problemText(activityProblems.description)}
              rows={2}
            />
            {activity.experienceId && (
              <Link to={`/experiences/${activity.experienceId}`}>
                {t('planEditor.activities.openExperience')}
              </Link>
            )}
          </ActivityBox>
        );
      })}
      {listError && <FieldError>{listError}</FieldError>}
      <Total>{t('planEditor.activities.total', { count: totalMinutes })}</Total>
      <div>
        <Button ref={addButton} type="button" $variant="secondary" onClick={add}>
          {t('planEditor.activities.add')}
        </Button>
      </div>
      {experiences.length === 0 ? (
        <p>
          {t('planEditor.activities.noExperiences')}{' '}
          <Link to={`/experiences/create?unitId=${unitId}`}>
            {t('planEditor.activities.createExperience')}
          </Link>
        </p>
      ) : (
        <div>
          <Select
            label={t('planEditor.activities.experience')}
            value={chosenExperience}
            onChange={(event) => setChosenExperience(event.target.value)}
          >
            <option value="">{t('planEditor.activities.chooseExperience')}</option>
            {experiences.map((experience) => (
              <option key={experience.id} value={experience.id}>
                {experience.title}
              </option>
            ))}
          </Select>
          <Button
            type="button"
            $variant="secondary"
            disabled={!chosenExperience}
            onClick={addExperience}
          >
            {t('planEditor.activities.addExperience')}
          </Button>
        </div>
      )}
    </Fieldset>
  );
});
