// The experience form's pure rules: an empty experience, one started from a unit, the problems
// that stop a save, and moving a step (the keyboard's way to reorder).
import {
  ExperienceContentSchema,
  MAX_ACTIVITY_MINUTES,
  MAX_DURATION_MINUTES,
  MAX_DURATION_SESSIONS,
  TYPES_NEEDING_SAFETY,
  newStepId,
  type ExperienceContent,
  type ExperienceStep,
  type IdentifiedStep,
  type Unit,
} from '@lesson-planner/shared-contracts/planning';
import type { ExperienceInput } from '../../../api/experience-document';

export type ExperienceProblem =
  | 'titleRequired'
  | 'teamRequired'
  | 'durationRange'
  | 'stepTitleRequired'
  | 'stepMinutesRange'
  | 'safetyNotesRequired'
  | 'resourceLabelRequired'
  | 'resourceUrlInvalid'
  | 'tooManyCollaborators';

/** The schema's and the rules' limit on an experience's collaborators. */
export const MAX_COLLABORATORS = 20;

export function emptyExperience(teamId: string): ExperienceInput {
  return {
    ...ExperienceContentSchema.parse({ title: '-' }),
    title: '',
    steps: [],
    teamId,
    subject: '',
    grade: '',
    unitIds: [],
    rubricId: null,
    status: 'draft',
    collaboratorIds: [],
  };
}

/** ?unitId=: the unit's team, subject, grade and standards, linked to the unit. */
export const experienceForUnit = (
  unit: Pick<Unit, 'id' | 'teamId' | 'subject' | 'grade' | 'standards'>,
): ExperienceInput => ({
  ...emptyExperience(unit.teamId),
  subject: unit.subject,
  grade: unit.grade,
  unitIds: [unit.id],
  standards: unit.standards,
});

/** What must change before the experience can be saved, by field ('steps.2' for a step). */
export function experienceProblems(input: ExperienceInput): Record<string, ExperienceProblem> {
  const problems: Record<string, ExperienceProblem> = {};
  if (!input.title.trim()) problems.title = 'titleRequired';
  if (!input.teamId) problems.teamId = 'teamRequired';
  const max = input.duration.unit === 'minutes' ? MAX_DURATION_MINUTES : MAX_DURATION_SESSIONS;
  const { amount } = input.duration;
  if (!Number.isInteger(amount) || amount < 1 || amount > max) problems.duration = 'durationRange';
  input.steps.forEach((step, index) => {
    if (!step.title.trim()) problems[`steps.${index}`] = 'stepTitleRequired';
    else if (
      !Number.isInteger(step.minutes) ||
      step.minutes < 1 ||
      step.minutes > MAX_ACTIVITY_MINUTES
    )
      problems[`steps.${index}`] = 'stepMinutesRange';
  });
  if (input.collaboratorIds.length > MAX_COLLABORATORS)
    problems.collaboratorIds = 'tooManyCollaborators';
  input.resources.forEach((resource, index) => {
    if (!resource.label.trim()) problems[`resources.${index}`] = 'resourceLabelRequired';
    else if (resource.url.trim() && !isWebLink(resource.url.trim()))
      problems[`resources.${index}`] = 'resourceUrlInvalid';
  });
  if (
    input.status === 'published' &&
    TYPES_NEEDING_SAFETY.includes(input.type) &&
    !input.safetyNotes.trim()
  )
    problems.safetyNotes = 'safetyNotesRequired';
  return problems;
}

/** An http(s) address, the only links the schema and the read view accept. */
export function isWebLink(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The steps with step `from` moved to `to` (both within the list), others in order. */
export function moveStep<T>(steps: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= steps.length || from < 0 || from >= steps.length)
    return [...steps];
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export const newStep = (): IdentifiedStep => ({
  id: newStepId(),
  title: '',
  minutes: 10,
  teacherActions: '',
  studentActions: '',
});

/**
 * The experience with step `index` reworked (an AI draft of that step), keeping its id: a change
 * of that step, not another step; unchanged past the end.
 */
export function withStep<T extends { steps: IdentifiedStep[] }>(
  value: T,
  index: number,
  step: ExperienceStep,
): T {
  if (index < 0 || index >= value.steps.length) return value;
  return {
    ...value,
    steps: value.steps.map((current, i) => (i === index ? { ...step, id: current.id } : current)),
  };
}

/**
 * The experience with an AI draft of the whole of it taken in. A drafted step with the title of
 * one of the steps it had keeps that step's id (a rework of it, which merges with a teammate's
 * change of it field by field); any other is a new step.
 */
export function withDraftedContent<T extends { steps: IdentifiedStep[] }>(
  value: T,
  content: ExperienceContent,
): T {
  const unused = [...value.steps];
  const steps = content.steps.map((step) => {
    const at = unused.findIndex((old) => old.title.trim() === step.title.trim());
    const [reworked] = at < 0 ? [] : unused.splice(at, 1);
    return { ...step, id: reworked?.id ?? newStepId() };
  });
  return { ...value, ...content, steps };
}
