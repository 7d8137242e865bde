// The offline drafts of the `experience` task: an experience assembled from the request (idea,
// type, duration), the unit and the standards with template sentences; or the teacher's own
// experience with one part reworked. No network, no randomness, no clock.
import {
  MAX_EXPERIENCE_STEPS,
  MAX_EXPERIENCE_TITLE,
  TYPES_NEEDING_SAFETY,
  durationMinutes,
  type ExperienceContent,
  type ExperienceStep,
} from '@lesson-planner/shared-contracts/planning';
import type { ExperienceDraftInput } from './experience-job';
import {
  OFFLINE_EXPERIENCE_PHRASES,
  type OfflineExperiencePhrases,
} from './offline-experience-phrases';
import { clip } from './offline-lessons';
import { ownWords } from './language-script';
import { firstLine, quotableStandards, quotableUnit } from './offline-quotes';

/** Launch, explore, make sense, share: their shares of the time. */
const STEP_SHARES = [0.15, 0.4, 0.3, 0.15];
const MAX_STEP_MINUTES = 240;
const MAX_FOCUS = 120;

export function offlineExperience(request: ExperienceDraftInput): ExperienceContent {
  const input = {
    ...request,
    idea: firstLine(request.idea),
    unit: request.unit && quotableUnit(request.unit),
    standards: quotableStandards(request.standards, request.language),
  };
  const phrases = OFFLINE_EXPERIENCE_PHRASES[input.language];
  const current = input.experience;
  if (input.mode === 'draft' || !current) return newExperience(input, phrases);
  const focus = clip(current.title, MAX_FOCUS);
  switch (input.mode) {
    case 'improveStep':
      return {
        ...current,
        steps: current.steps.map((step, index) =>
          index === input.stepIndex ? improveStep(step, phrases) : step,
        ),
      };
    case 'stepDifferentiation':
      return {
        ...current,
        steps: current.steps.map((step, index) =>
          index === input.stepIndex ? differentiateStep(step, phrases) : step,
        ),
      };
    case 'handsOn':
      return withHandsOnStep(current, focus, phrases);
    case 'differentiation':
      return {
        ...current,
        differentiation: {
          support: current.differentiation.support || phrases.support,
          extension: current.differentiation.extension || phrases.extension(focus),
          language: current.differentiation.language || phrases.language,
        },
      };
  }
}

function newExperience(
  input: ExperienceDraftInput,
  phrases: OfflineExperiencePhrases,
): ExperienceContent {
  const typeName = phrases.typeNames[input.type];
  const primary = input.standards[0];
  const focus = clip(
    input.idea ||
      primary?.strand ||
      ownWords(primary?.description, input.language) ||
      input.unit?.title ||
      typeName,
    MAX_FOCUS,
  );
  const { launch, explore, makeSense, share } = phrases.steps;
  const minutes = splitMinutes(durationMinutes(input.duration));
  const steps: ExperienceStep[] = [launch, explore, makeSense, share].map((step, index) => ({
    title: step.title,
    minutes: minutes[index] ?? 1,
    teacherActions: step.teacher(focus),
    studentActions: step.students(focus),
  }));
  return {
    title: clip(input.idea || phrases.title(typeName, focus), MAX_EXPERIENCE_TITLE),
    type: input.type,
    summary: phrases.summary(typeName, focus),
    duration: input.duration,
    grouping:
      input.type === 'fieldTrip' || input.type === 'discussion' ? 'wholeClass' : 'smallGroups',
    steps,
    materials: phrases.materials(focus),
    resources: [],
    safetyNotes: TYPES_NEEDING_SAFETY.includes(input.type) ? phrases.safety : '',
    differentiation: {
      support: phrases.support,
      extension: phrases.extension(focus),
      language: phrases.language,
    },
    evidence: phrases.evidence(focus),
    assessment: phrases.assessment,
    standards: input.standards.map(({ frameworkId, standardId }) => ({ frameworkId, standardId })),
  };
}

/** Keeps the step's title and time; fills missing actions and adds a check for understanding. */
function improveStep(step: ExperienceStep, phrases: OfflineExperiencePhrases): ExperienceStep {
  const teacher = step.teacherActions.includes(phrases.stepCheck)
    ? step.teacherActions
    : [step.teacherActions, phrases.stepCheck].filter(Boolean).join(' ');
  return {
    ...step,
    teacherActions: clip(teacher, 2000),
    studentActions: step.studentActions || phrases.stepStudentsDefault,
  };
}

/** Adds the support and an extension about the step to its teacher actions (once). */
function differentiateStep(
  step: ExperienceStep,
  phrases: OfflineExperiencePhrases,
): ExperienceStep {
  if (step.teacherActions.includes(phrases.support)) return step;
  const added = [phrases.support, phrases.extension(clip(step.title, MAX_FOCUS))];
  return {
    ...step,
    teacherActions: clip([step.teacherActions, ...added].filter(Boolean).join(' '), 2000),
  };
}

/** A hands-on step before the last one, its time taken from the longest step. */
function withHandsOnStep(
  current: ExperienceContent,
  focus: string,
  phrases: OfflineExperiencePhrases,
): ExperienceContent {
  if (current.steps.length >= MAX_EXPERIENCE_STEPS) return current;
  const steps = [...current.steps];
  const longest = steps.reduce(
    (best, step, index) => (step.minutes > (steps[best]?.minutes ?? 0) ? index : best),
    0,
  );
  const taken = Math.floor((steps[longest]?.minutes ?? 0) / 2);
  const handsOn: ExperienceStep = {
    title: phrases.handsOn.title,
    minutes: Math.max(1, taken),
    teacherActions: phrases.handsOn.teacher(focus),
    studentActions: phrases.handsOn.students(focus),
  };
  if (taken >= 1) {
    const step = steps[longest] as ExperienceStep;
    steps[longest] = { ...step, minutes: step.minutes - taken };
  }
  steps.splice(Math.max(0, steps.length - 1), 0, handsOn);
  const materials = [...current.materials];
  for (const item of phrases.handsOnMaterials) {
    if (!materials.includes(item) && materials.length < 30) materials.push(item);
  }
  return {
    ...current,
    steps,
    materials,
    grouping: current.grouping === 'wholeClass' ? 'smallGroups' : current.grouping,
  };
}

/** The four steps' minutes: their shares of `total`, each 1…240, adding up to `total` when possible. */
export function splitMinutes(total: number): number[] {
  const capped = Math.min(total, MAX_STEP_MINUTES * STEP_SHARES.length);
  const minutes = STEP_SHARES.map((share) =>
    Math.min(MAX_STEP_MINUTES, Math.max(1, Math.round(share * capped))),
  );
  // Rounding leftovers go to (or come from) the longest step, within its bounds.
  const longest = minutes.indexOf(Math.max(...minutes));
  const rest = capped - minutes.reduce((sum, m) => sum + m, 0);
  minutes[longest] = Math.min(MAX_STEP_MINUTES, Math.max(1, (minutes[longest] ?? 1) + rest));
  return minutes;
}
