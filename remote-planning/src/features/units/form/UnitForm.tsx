import { useId, useState } from 'react';
import { TextField, TextArea } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { UNIT_STATUSES } from '@lesson-planner/shared-contracts/planning';
import {
  FieldGrid,
  Fieldset,
  Hint,
  RecordForm,
  type RecordFormFrame,
  TeamField,
  useCheckedSubmit,
} from '@lesson-planner/shared-contracts/forms';
import { DateField, SchoolChoiceField } from '@lesson-planner/shared-contracts/localized-fields';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import type { PlanningFailureCode } from '../../../api/planning-failure';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import type { UnitInput } from '../../../api/unit-document';
import { ClassroomField } from './ClassroomField';
import { CollaboratorPicker } from '../../../components/CollaboratorPicker';
import {
  UNIT_LIMITS,
  hasProblems,
  inputOfDraft,
  validateUnitDraft,
  withClassroom,
  withTeam,
  type UnitDraft,
  type UnitProblem,
} from './form-state';
import { StandardsPicker } from '../../../components/standards';
import { TextListField } from './TextListField';
import { withDraftedUnit } from './unit-draft-ai';
import { UnitDraftAi } from './UnitDraftAi';
import { AiRow } from '../../../components/ai/AiRow';

const Choice = styled.label`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-inline-end: ${({ theme }) => theme.space(4)};
  min-height: 44px;
`;

export interface UnitFormProps extends RecordFormFrame {
  initial: UnitDraft;
  /** The teams the user may choose from (create), or the unit's own team (edit). */
  teams: readonly TeamRef[];
  /** Editing: the team is shown, not chosen (a unit never changes team). */
  teamLocked?: boolean;
  /** The unit's owner (the user, when creating): never offered as a collaborator. */
  ownerId: string;
  /** Why the last save failed, from the store. */
  failure: PlanningFailureCode | undefined;
  /** Resolves whether it saved; the form stays as typed when it did not. */
  onSubmit: (input: UnitInput) => Promise<boolean>;
  /** Offer "Draft this unit with AI" (creating: the generation callable drafts new units). */
  draftWithAi?: boolean;
}

/**
 * The unit form, for creating and editing. Checked on submit; the first field at fault takes
 * the focus, and from then on the messages follow what the user types. Nothing typed is lost
 * to a message or to a failed save.
 */
export function UnitForm({
  initial,
  teams,
  teamLocked = false,
  ownerId,
  failure,
  onSubmit,
  draftWithAi = false,
  ...frame
}: UnitFormProps) {
  const { t, i18n } = useTranslation('unit');
  const id = useId();
  const [draft, setDraft] = useState<UnitDraft>(initial);
  const form = useCheckedSubmit({
    draft,
    isValid: (unit) => !hasProblems(validateUnitDraft(unit)),
    busy: frame.busy,
    onSubmit: (unit) => onSubmit(inputOfDraft(unit)),
  });

  const problems = form.checked ? validateUnitDraft(draft) : {};
  const problemText = (problem: UnitProblem | undefined) =>
    problem ? t(`form.errors.${problem.code}`, { max: problem.max, line: problem.line }) : null;
  const errorOf = (field: keyof UnitDraft) => problemText(problems[field]);

  const update = <K extends keyof UnitDraft>(field: K, value: UnitDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  return (
    <RecordForm
      form={form}
      failure={failure && `${t(`failures.${failure}`)} ${t('form.keptAsTyped')}`}
      cancelLabel={t('form.cancel')}
      {...frame}
    >
      {draftWithAi && draft.teamId && (
        <AiRow>
          <UnitDraftAi
            draft={draft}
            onAccept={(drafted) => setDraft((current) => withDraftedUnit(current, drafted))}
          />
        </AiRow>
      )}
      <Fieldset>
        <legend>{t('form.about')}</legend>
        <Stack $gap={4}>
          <TextField
            label={t('form.title')}
            hint={t('form.titleHint', { max: UNIT_LIMITS.title })}
            value={draft.title}
            onChange={(event) => update('title', event.target.value)}
            error={errorOf('title')}
            required
            autoComplete="off"
          />
          <TeamField
            label={t('form.team')}
            chooseLabel={t('form.chooseTeam')}
            teams={teams}
            value={draft.teamId}
            onChange={(teamId) => setDraft((current) => withTeam(current, teamId))}
            error={errorOf('teamId')}
            locked={
              teamLocked
                ? (teams.find((candidate) => candidate.id === draft.teamId)?.name ??
                  t('unknownTeam'))
                : undefined
            }
          />
          <ClassroomField
            key={draft.teamId}
            teamId={draft.teamId}
            value={draft.classroomId}
            onChange={(classroom) => setDraft((current) => withClassroom(current, classroom))}
          />
          <FieldGrid>
            <SchoolChoiceField
              kind="subject"
              label={t('form.subject')}
              value={draft.subject}
              onChange={(value) => update('subject', value)}
              error={errorOf('subject')}
              locale={i18n.language}
            />
            <SchoolChoiceField
              kind="grade"
              label={t('form.grade')}
              value={draft.grade}
              onChange={(value) => update('grade', value)}
              error={errorOf('grade')}
              locale={i18n.language}
            />
          </FieldGrid>
          <FieldGrid>
            <DateField
              label={t('form.startDate')}
              hint={t('form.startDateHint')}
              value={draft.startDate}
              onChange={(value) => update('startDate', value)}
              error={errorOf('startDate')}
            />
            <TextField
              label={t('form.weeks')}
              hint={t('form.weeksHint', { max: UNIT_LIMITS.weeks })}
              type="number"
              inputMode="numeric"
              min={1}
              max={UNIT_LIMITS.weeks}
              step={1}
              value={draft.weeks}
              onChange={(event) => update('weeks', event.target.value)}
              error={errorOf('weeks')}
              required
            />
          </FieldGrid>
        </Stack>
      </Fieldset>
      <TextListField
        field="bigIdeas"
        lines={draft.bigIdeas}
        error={errorOf('bigIdeas')}
        errorLine={problems.bigIdeas?.line}
        onChange={(lines) => update('bigIdeas', lines)}
      />
      <TextListField
        field="essentialQuestions"
        lines={draft.essentialQuestions}
        error={errorOf('essentialQuestions')}
        errorLine={problems.essentialQuestions?.line}
        onChange={(lines) => update('essentialQuestions', lines)}
      />
      <StandardsPicker
        key={`standards-${draft.teamId}`}
        teamId={draft.teamId}
        selected={draft.standards}
        error={errorOf('standards')}
        hint={t('form.standards.hint', { max: UNIT_LIMITS.standards })}
        onChange={(standards) => update('standards', standards)}
      />
      <SummativeField
        value={draft.summativeAssessment}
        error={errorOf('summativeAssessment')}
        onChange={(value) => update('summativeAssessment', value)}
      />
      <CollaboratorPicker
        teamId={draft.teamId}
        ownerId={ownerId}
        selected={draft.collaboratorIds}
        error={errorOf('collaboratorIds')}
        hint={t('form.collaborators.hint', { max: UNIT_LIMITS.collaborators })}
        onChange={(collaboratorIds) => update('collaboratorIds', collaboratorIds)}
      />
      <Fieldset aria-describedby={`${id}-status-hint`}>
        <legend>{t('form.status')}</legend>
        <Hint id={`${id}-status-hint`}>{t('form.statusHint')}</Hint>
        {UNIT_STATUSES.map((status) => (
          <Choice key={status}>
            <input
              type="radio"
              name={`${id}-status`}
              value={status}
              checked={draft.status === status}
              onChange={() => update('status', status)}
            />
            {t(`status.${status}`)}
          </Choice>
        ))}
      </Fieldset>
    </RecordForm>
  );
}

function SummativeField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('unit');
  return (
    <TextArea
      label={t('form.summativeAssessment')}
      hint={t('form.summativeHint')}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
