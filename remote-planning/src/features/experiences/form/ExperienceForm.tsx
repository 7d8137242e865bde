import { useId, type ReactNode } from 'react';
import { Select, TextField, TextArea } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import {
  DURATION_UNITS,
  EXPERIENCE_STATUSES,
  EXPERIENCE_TYPES,
  GROUPINGS,
  type IdentifiedStep,
} from '@lesson-planner/shared-contracts/planning';
import { Checkbox, FieldGrid, Fieldset } from '@lesson-planner/shared-contracts/forms';
import { SchoolChoiceField } from '@lesson-planner/shared-contracts/localized-fields';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import type { ExperienceInput } from '../../../api/experience-document';
import { CollaboratorPicker } from '../../../components/CollaboratorPicker';
import { MAX_COLLABORATORS, moveStep, newStep, type ExperienceProblem } from './form-state';

const StepList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The long text fields, written as areas. */
const AREAS = {
  summary: 'summary',
  safetyNotes: 'safetyNotes',
  evidence: 'evidence',
  assessment: 'assessment',
} as const;
const DIFFERENTIATION_PARTS = ['support', 'extension', 'language'] as const;
const STEP_ACTIONS = ['teacherActions', 'studentActions'] as const;

export interface ExperienceFormProps {
  value: ExperienceInput;
  onChange: (next: ExperienceInput) => void;
  /** Problems to show, by field, once the teacher tried to save. */
  problems: Record<string, ExperienceProblem>;
  /** The teams to choose from when creating; omitted when editing (the team stays). */
  teams?: { id: string; name: string }[];
  /** The units of the experience's team, to link it to. */
  units: { id: string; title: string }[];
  /** Labels of the standards that can be chosen (the linked units'), by standardRefKey. */
  standardChoices: { ref: StandardRef; label: string }[];
  /**
   * The owner, when the user may choose collaborators (the owner or a team leader, as the rules
   * require); omitted, the collaborators are not offered.
   */
  collaboratorsOwnerId?: string;
  /** Per step, its tools, shown at its top right (the step's AI panel). */
  stepAction?: (index: number) => ReactNode;
}

/** A step's tools, at its top right: where every object keeps its AI button. */
const StepTools = styled.div`
  display: flex;
  justify-content: flex-end;
  &:empty {
    display: none;
  }
`;

/** Every field of an experience, as one controlled form. */
export function ExperienceForm({
  value,
  onChange,
  problems,
  teams,
  units,
  standardChoices,
  collaboratorsOwnerId,
  stepAction,
}: ExperienceFormProps) {
  const { t, i18n } = useTranslation('experiences');
  const set = <K extends keyof ExperienceInput>(key: K, next: ExperienceInput[K]) =>
    onChange({ ...value, [key]: next });
  const error = (field: string) => {
    const problem = problems[field];
    return problem ? t(`problems.${problem}`, { max: MAX_COLLABORATORS }) : null;
  };
  const area = (field: (typeof AREAS)[keyof typeof AREAS], rows = 3) => (
    <TextArea
      label={t(`fields.${field}`)}
      rows={rows}
      value={value[field]}
      error={error(field)}
      onChange={(event) => set(field, event.target.value)}
    />
  );
  const chosen = new Set(value.standards.map(standardRefKey));

  return (
    <Stack $gap={4}>
      <TextField
        label={t('fields.title')}
        value={value.title}
        maxLength={150}
        error={error('title')}
        onChange={(event) => set('title', event.target.value)}
      />
      <FieldGrid>
        {teams && (
          <Select
            label={t('fields.team')}
            value={value.teamId}
            error={error('teamId')}
            onChange={(event) =>
              onChange({
                ...value,
                teamId: event.target.value,
                unitIds: [],
                standards: [],
                collaboratorIds: [],
              })
            }
          >
            <option value="">{t('form.chooseTeam')}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </Select>
        )}
        <Select
          label={t('fields.type')}
          value={value.type}
          onChange={(event) => set('type', event.target.value as ExperienceInput['type'])}
        >
          {EXPERIENCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('fields.grouping')}
          value={value.grouping}
          onChange={(event) => set('grouping', event.target.value as ExperienceInput['grouping'])}
        >
          {GROUPINGS.map((grouping) => (
            <option key={grouping} value={grouping}>
              {t(`groupings.${grouping}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('fields.status')}
          value={value.status}
          onChange={(event) => set('status', event.target.value as ExperienceInput['status'])}
        >
          {EXPERIENCE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </Select>
        <SchoolChoiceField
          kind="subject"
          label={t('fields.subject')}
          value={value.subject}
          maxLength={100}
          onChange={(text) => set('subject', text)}
          locale={i18n.language}
        />
        <SchoolChoiceField
          kind="grade"
          label={t('fields.grade')}
          value={value.grade}
          maxLength={50}
          onChange={(text) => set('grade', text)}
          locale={i18n.language}
        />
        <TextField
          label={t('fields.durationAmount')}
          type="number"
          min={1}
          value={String(value.duration.amount)}
          error={error('duration')}
          onChange={(event) =>
            set('duration', { ...value.duration, amount: Number(event.target.value) })
          }
        />
        <Select
          label={t('fields.durationUnit')}
          value={value.duration.unit}
          onChange={(event) =>
            set('duration', {
              ...value.duration,
              unit: event.target.value as ExperienceInput['duration']['unit'],
            })
          }
        >
          {DURATION_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`durationUnits.${unit}`)}
            </option>
          ))}
        </Select>
      </FieldGrid>
      {area(AREAS.summary)}
      <Fieldset>
        <legend>{t('fields.units')}</legend>
        {units.length === 0 ? (
          <p>{t('form.noUnits')}</p>
        ) : (
          units.map((unit) => (
            <Checkbox
              key={unit.id}
              checked={value.unitIds.includes(unit.id)}
              onChange={(event) =>
                set(
                  'unitIds',
                  event.target.checked
                    ? [...value.unitIds, unit.id]
                    : value.unitIds.filter((unitId) => unitId !== unit.id),
                )
              }
            >
              {unit.title}
            </Checkbox>
          ))
        )}
      </Fieldset>
      <Fieldset>
        <legend>{t('fields.standards')}</legend>
        {standardChoices.length === 0 ? (
          <p>{t('form.noStandards')}</p>
        ) : (
          standardChoices.map(({ ref, label }) => (
            <Checkbox
              key={standardRefKey(ref)}
              checked={chosen.has(standardRefKey(ref))}
              onChange={(event) =>
                set(
                  'standards',
                  event.target.checked
                    ? [...value.standards, ref]
                    : value.standards.filter((s) => standardRefKey(s) !== standardRefKey(ref)),
                )
              }
            >
              {label}
            </Checkbox>
          ))
        )}
      </Fieldset>
      <StepsFields
        steps={value.steps}
        onChange={(steps) => set('steps', steps)}
        problems={problems}
        stepAction={stepAction}
      />
      <TextArea
        label={t('fields.materials')}
        hint={t('form.onePerLine')}
        rows={3}
        value={value.materials.join('\n')}
        onChange={(event) => set('materials', event.target.value.split('\n'))}
      />
      <ResourcesFields
        resources={value.resources}
        onChange={(resources) => set('resources', resources)}
        problems={problems}
      />
      {area(AREAS.safetyNotes)}
      <Fieldset>
        <legend>{t('fields.differentiation')}</legend>
        <Stack $gap={2}>
          {DIFFERENTIATION_PARTS.map((part) => (
            <TextArea
              key={part}
              label={t(`differentiation.${part}`)}
              rows={2}
              value={value.differentiation[part]}
              onChange={(event) =>
                set('differentiation', { ...value.differentiation, [part]: event.target.value })
              }
            />
          ))}
        </Stack>
      </Fieldset>
      {area(AREAS.evidence)}
      {area(AREAS.assessment)}
      {collaboratorsOwnerId !== undefined && (
        <CollaboratorPicker
          teamId={value.teamId}
          ownerId={collaboratorsOwnerId}
          selected={value.collaboratorIds}
          error={error('collaboratorIds')}
          hint={t('form.collaboratorsHint', { max: MAX_COLLABORATORS })}
          onChange={(collaboratorIds) => set('collaboratorIds', collaboratorIds)}
        />
      )}
    </Stack>
  );
}

function ResourcesFields({
  resources,
  onChange,
  problems,
}: {
  resources: ExperienceInput['resources'];
  onChange: (resources: ExperienceInput['resources']) => void;
  problems: Record<string, ExperienceProblem>;
}) {
  const { t } = useTranslation('experiences');
  const update = (index: number, patch: Partial<ExperienceInput['resources'][number]>) =>
    onChange(resources.map((resource, i) => (i === index ? { ...resource, ...patch } : resource)));
  return (
    <Fieldset>
      <legend>{t('fields.resources')}</legend>
      <Stack $gap={2}>
        {resources.map((resource, index) => {
          const problem = problems[`resources.${index}`];
          const number = index + 1;
          return (
            <FieldGrid key={index}>
              <TextField
                label={t('form.resourceLabel', { number })}
                value={resource.label}
                maxLength={200}
                error={problem === 'resourceLabelRequired' ? t(`problems.${problem}`) : null}
                onChange={(event) => update(index, { label: event.target.value })}
              />
              <TextField
                label={t('form.resourceUrl', { number })}
                type="url"
                value={resource.url}
                maxLength={2000}
                error={problem === 'resourceUrlInvalid' ? t(`problems.${problem}`) : null}
                onChange={(event) => update(index, { url: event.target.value })}
              />
              <div>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => onChange(resources.filter((_, i) => i !== index))}
                >
                  {t('form.removeResource', { number })}
                </Button>
              </div>
            </FieldGrid>
          );
        })}
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => onChange([...resources, { label: '', url: '' }])}
          >
            {t('form.addResource')}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}

function StepsFields({
  steps,
  onChange,
  problems,
  stepAction,
}: {
  steps: IdentifiedStep[];
  onChange: (steps: IdentifiedStep[]) => void;
  problems: Record<string, ExperienceProblem>;
  stepAction?: (index: number) => ReactNode;
}) {
  const { t } = useTranslation('experiences');
  const id = useId();
  const update = (index: number, patch: Partial<IdentifiedStep>) =>
    onChange(steps.map((step, i) => (i === index ? { ...step, ...patch } : step)));
  const move = (from: number, to: number) => {
    onChange(moveStep(steps, from, to));
    // Focus follows the step, so the keyboard user can keep moving it.
    requestAnimationFrame(() =>
      document.getElementById(`${id}-step-${to}`)?.querySelector<HTMLElement>('input')?.focus(),
    );
  };
  return (
    <Fieldset>
      <legend>{t('fields.steps')}</legend>
      <Stack $gap={3}>
        <StepList>
          {steps.map((step, index) => {
            const problem = problems[`steps.${index}`];
            const number = index + 1;
            return (
              // Keyed by the step's id: a teammate's step arriving above keeps the focus where it is.
              <li key={step.id} id={`${id}-step-${index}`} data-presence-item={step.id}>
                <Fieldset>
                  <legend>{t('form.stepNumber', { number })}</legend>
                  <Stack $gap={2}>
                    <StepTools>{stepAction?.(index)}</StepTools>
                    <FieldGrid>
                      <TextField
                        label={t('fields.stepTitle')}
                        value={step.title}
                        maxLength={200}
                        error={problem ? t(`problems.${problem}`) : null}
                        onChange={(event) => update(index, { title: event.target.value })}
                      />
                      <TextField
                        label={t('fields.stepMinutes')}
                        type="number"
                        min={1}
                        value={String(step.minutes)}
                        onChange={(event) => update(index, { minutes: Number(event.target.value) })}
                      />
                    </FieldGrid>
                    {STEP_ACTIONS.map((field) => (
                      <TextArea
                        key={field}
                        label={t(`fields.${field}`)}
                        rows={2}
                        value={step[field]}
                        onChange={(event) => update(index, { [field]: event.target.value })}
                      />
                    ))}
                    <div>
                      <Button
                        type="button"
                        $variant="secondary"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        {t('form.moveUp', { number })}
                      </Button>{' '}
                      <Button
                        type="button"
                        $variant="secondary"
                        disabled={index === steps.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        {t('form.moveDown', { number })}
                      </Button>{' '}
                      <Button
                        type="button"
                        $variant="secondary"
                        onClick={() => onChange(steps.filter((_, i) => i !== index))}
                      >
                        {t('form.removeStep', { number })}
                      </Button>
                    </div>
                  </Stack>
                </Fieldset>
              </li>
            );
          })}
        </StepList>
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => onChange([...steps, newStep()])}
          >
            {t('form.addStep')}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
