import { memo, useDeferredValue, useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Standard, StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { TextArea, TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { ActivitiesFields } from './ActivitiesFields';
import { useProblemText } from './form-fields';
import {
  draftMinutes,
  type ActivityDraft,
  type LessonDraft,
  type LessonProblems,
} from './lesson-draft';
import { StandardsChecklist } from './StandardsChecklist';
import type { ExperienceChoice } from './use-unit-experiences';

export interface LessonFieldsProps {
  lesson: LessonDraft;
  problems: LessonProblems | undefined;
  unitStandards: readonly StandardRef[];
  standards: ReadonlyMap<string, Standard> | null;
  /** Keep it the same between renders: each field then redraws only when its own value changes. */
  onChange: (change: Partial<Omit<LessonDraft, 'key'>>) => void;
  unitId: string;
  /** The unit's linked experiences, to add as activities. */
  experiences: readonly ExperienceChoice[];
}

// Memoised, with a handler per field that stays the same: a keystroke in one field of the lesson
// redraws that field, not the ten others (each a React Aria field).
const LessonTextArea = memo(TextArea);
const NO_ACTIVITY_PROBLEMS: LessonProblems['activities'] = {};

/** A handler per field, each passing its change on. */
const fieldHandlers = (onChange: LessonFieldsProps['onChange']) => ({
  title: (event: ChangeEvent<HTMLInputElement>) => onChange({ title: event.target.value }),
  objectives: (event: ChangeEvent<HTMLTextAreaElement>) =>
    onChange({ objectives: event.target.value }),
  standards: (selected: StandardRef[]) => onChange({ standards: selected }),
  activities: (activities: ActivityDraft[]) => onChange({ activities }),
  materials: (event: ChangeEvent<HTMLTextAreaElement>) =>
    onChange({ materials: event.target.value }),
  differentiation: (event: ChangeEvent<HTMLTextAreaElement>) =>
    onChange({ differentiation: event.target.value }),
  checksForUnderstanding: (event: ChangeEvent<HTMLTextAreaElement>) =>
    onChange({ checksForUnderstanding: event.target.value }),
  homework: (event: ChangeEvent<HTMLTextAreaElement>) => onChange({ homework: event.target.value }),
});
type FieldHandlers = ReturnType<typeof fieldHandlers>;

/** Every field of one lesson. Lists are typed one item per line. */
export function LessonFields({
  lesson,
  problems,
  unitStandards,
  standards,
  onChange,
  unitId,
  experiences,
}: LessonFieldsProps) {
  const { t } = useTranslation('planner');
  // Opening a lesson paints it with its title field at once; the other fields (some 150 React
  // Aria components with the activities) mount in the render right after, which does not hold
  // up that paint (a deferred initial value). A lesson with problems shows every field at once:
  // a save that found them moves the focus to the first.
  const complete = useDeferredValue(true, problems !== undefined);
  const problemText = useProblemText();
  const change = useMemo(() => fieldHandlers(onChange), [onChange]);

  return (
    <Stack $gap={4}>
      <TextField
        label={t('planEditor.fields.title')}
        value={lesson.title}
        onChange={change.title}
        error={problemText(problems?.fields.title)}
        required
        autoComplete="off"
        data-focus="title"
      />
      {complete && (
        <LessonRestFields
          lesson={lesson}
          problems={problems}
          unitStandards={unitStandards}
          standards={standards}
          change={change}
          unitId={unitId}
          experiences={experiences}
        />
      )}
    </Stack>
  );
}

/** Every field of the lesson but its title. */
function LessonRestFields({
  lesson,
  problems,
  unitStandards,
  standards,
  change,
  unitId,
  experiences,
}: Omit<LessonFieldsProps, 'onChange'> & { change: FieldHandlers }) {
  const { t } = useTranslation('planner');
  const problemText = useProblemText();
  const fieldError = (field: keyof LessonProblems['fields']) =>
    problemText(problems?.fields[field]);
  const listHint = t('planEditor.fields.onePerLine');
  return (
    <>
      <LessonTextArea
        label={t('planEditor.fields.objectives')}
        hint={listHint}
        value={lesson.objectives}
        onChange={change.objectives}
        error={fieldError('objectives')}
      />
      <StandardsChecklist
        unitStandards={unitStandards}
        standards={standards}
        selected={lesson.standards}
        error={fieldError('standards')}
        onChange={change.standards}
      />
      <ActivitiesFields
        activities={lesson.activities}
        problems={problems?.activities ?? NO_ACTIVITY_PROBLEMS}
        listError={fieldError('activities')}
        totalMinutes={draftMinutes(lesson)}
        onChange={change.activities}
        unitId={unitId}
        experiences={experiences}
      />
      <LessonTextArea
        label={t('planEditor.fields.materials')}
        hint={listHint}
        value={lesson.materials}
        onChange={change.materials}
        error={fieldError('materials')}
      />
      <LessonTextArea
        label={t('planEditor.fields.differentiation')}
        value={lesson.differentiation}
        onChange={change.differentiation}
        error={fieldError('differentiation')}
      />
      <LessonTextArea
        label={t('planEditor.fields.checksForUnderstanding')}
        hint={listHint}
        value={lesson.checksForUnderstanding}
        onChange={change.checksForUnderstanding}
        error={fieldError('checksForUnderstanding')}
      />
      <LessonTextArea
        label={t('planEditor.fields.homework')}
        value={lesson.homework}
        onChange={change.homework}
        error={fieldError('homework')}
        rows={2}
      />
    </>
  );
}
