import { useTranslation } from 'react-i18next';
import type { Standard, StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { TextField } from '@lesson-planner/shared-contracts/forms';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { TextArea } from '@lesson-planner/shared-contracts/ui/kit';
import { ActivitiesFields } from './ActivitiesFields';
import { useProblemText } from './form-fields';
import { draftMinutes, type LessonDraft, type LessonProblems } from './lesson-draft';
import { StandardsChecklist } from './StandardsChecklist';
import type { ExperienceChoice } from './use-unit-experiences';

export interface LessonFieldsProps {
  lesson: LessonDraft;
  problems: LessonProblems | undefined;
  unitStandards: readonly StandardRef[];
  standards: ReadonlyMap<string, Standard> | null;
  onChange: (change: Partial<Omit<LessonDraft, 'key'>>) => void;
  unitId: string;
  /** The unit's linked experiences, to add as activities. */
  experiences: readonly ExperienceChoice[];
}

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
  const problemText = useProblemText();
  const fieldError = (field: keyof LessonProblems['fields']) =>
    problemText(problems?.fields[field]);
  const listHint = t('planEditor.fields.onePerLine');

  return (
    <Stack $gap={4}>
      <TextField
        label={t('planEditor.fields.title')}
        value={lesson.title}
        onChange={(event) => onChange({ title: event.target.value })}
        error={fieldError('title')}
        required
        autoComplete="off"
        data-focus="title"
      />
      <TextArea
        label={t('planEditor.fields.objectives')}
        hint={listHint}
        value={lesson.objectives}
        onChange={(text) => onChange({ objectives: text })}
        error={fieldError('objectives')}
      />
      <StandardsChecklist
        unitStandards={unitStandards}
        standards={standards}
        selected={lesson.standards}
        error={fieldError('standards')}
        onChange={(selected) => onChange({ standards: selected })}
      />
      <ActivitiesFields
        activities={lesson.activities}
        problems={problems?.activities ?? {}}
        listError={fieldError('activities')}
        totalMinutes={draftMinutes(lesson)}
        onChange={(activities) => onChange({ activities })}
        unitId={unitId}
        experiences={experiences}
      />
      <TextArea
        label={t('planEditor.fields.materials')}
        hint={listHint}
        value={lesson.materials}
        onChange={(text) => onChange({ materials: text })}
        error={fieldError('materials')}
      />
      <TextArea
        label={t('planEditor.fields.differentiation')}
        value={lesson.differentiation}
        onChange={(text) => onChange({ differentiation: text })}
        error={fieldError('differentiation')}
      />
      <TextArea
        label={t('planEditor.fields.checksForUnderstanding')}
        hint={listHint}
        value={lesson.checksForUnderstanding}
        onChange={(text) => onChange({ checksForUnderstanding: text })}
        error={fieldError('checksForUnderstanding')}
      />
      <TextArea
        label={t('planEditor.fields.homework')}
        value={lesson.homework}
        onChange={(text) => onChange({ homework: text })}
        error={fieldError('homework')}
        rows={2}
      />
    </Stack>
  );
}
