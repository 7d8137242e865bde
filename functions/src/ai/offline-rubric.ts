// The offline drafts of the `rubric` task: a rubric of the chosen type assembled from the task,
// the chosen standards (one criterion each) and template descriptors; the teacher's rubric
// reworded for students; or one criterion completed or reworded for students. No network, no
// randomness, no clock.
import {
  MAX_DESCRIPTOR_LENGTH,
  MAX_RUBRIC_TITLE_LENGTH,
  defaultLevelNames,
  defaultLevels,
  proficientLevelIndex,
  type RubricContent,
  type RubricCriterion,
} from '@lesson-planner/shared-contracts/planning';
import { clip } from './offline-lessons';
import { firstLine, quotableStandards, quotableUnit } from './offline-quotes';
import { OFFLINE_RUBRIC_PHRASES, type OfflineRubricPhrases } from './offline-rubric-phrases';
import type { RubricDraftInput } from './rubric-job';

/** One criterion per chosen standard, up to this many. */
const MAX_OFFLINE_CRITERIA = 8;
const MAX_FOCUS = 120;
const MAX_ASPECT = 300;
const PROFICIENT_BAND = 4;

/**
 * The band (0 not yet … 5 exemplary) of each level, lowest first, for 2–6 levels: the same
 * ladder as the default level names, so "Proficient" reads as proficient.
 */
const BANDS_BY_COUNT: Record<number, readonly number[]> = {
  2: [0, 4],
  3: [3, 4, 5],
  4: [1, 3, 4, 5],
  5: [1, 2, 3, 4, 5],
  6: [0, 1, 2, 3, 4, 5],
};

export const levelBands = (levelCount: number): readonly number[] =>
  BANDS_BY_COUNT[levelCount] ?? BANDS_BY_COUNT[4] ?? [];

export function offlineRubric(request: RubricDraftInput): RubricContent {
  const input = {
    ...request,
    unit: request.unit && quotableUnit(request.unit),
    experience: request.experience && {
      title: firstLine(request.experience.title),
      summary: firstLine(request.experience.summary),
    },
    standards: quotableStandards(request.standards, request.language),
  };
  const phrases = OFFLINE_RUBRIC_PHRASES[input.language];
  const current = input.rubric;
  if (input.mode === 'draft' || !current) return newRubric(input, phrases);
  if (input.mode === 'studentVersion') return studentVersion(current, phrases);
  const rework = input.mode === 'improveCriterion' ? improveCriterion : studentCriterion;
  return {
    ...current,
    criteria: current.criteria.map((criterion, index) =>
      index === input.criterionIndex ? rework(criterion, current, phrases) : criterion,
    ),
  };
}

function newRubric(input: RubricDraftInput, phrases: OfflineRubricPhrases): RubricContent {
  const focus = clip(
    firstLine(input.taskDescription) ||
      input.unit?.summativeAssessment ||
      input.experience?.title ||
      input.unit?.title ||
      phrases.genericFocus,
    MAX_FOCUS,
  );
  const levels = defaultLevels(defaultLevelNames(input.language, input.levelCount));
  const bands = levelBands(levels.length);
  const holistic = input.type === 'holistic';
  const aims = input.standards.length
    ? input.standards.slice(0, MAX_OFFLINE_CRITERIA).map((standard) => ({
        title: clip(`${standard.code} ${standard.strand || standard.description}`, 200),
        aspect: aspectOf(standard.description),
        standards: [{ frameworkId: standard.frameworkId, standardId: standard.standardId }],
      }))
    : phrases.genericCriteria.map((aim) => ({ ...aim, standards: [] }));
  const whole = phrases.holisticAspect(focus);
  return {
    title: clip(phrases.title(phrases.typeNames[input.type], focus), MAX_RUBRIC_TITLE_LENGTH),
    description: clip(input.taskDescription || phrases.description(focus), 2000),
    type: input.type,
    subject: input.subject || input.unit?.subject || '',
    grade: input.grade || input.unit?.grade || '',
    levelOrder: input.levelOrder,
    levels: levels.map((level, index) => ({
      ...level,
      description: holistic ? descriptor(phrases.bands, bands[index], whole) : '',
    })),
    criteria: holistic
      ? []
      : aims.map((aim, index) => ({
          id: `criterion-${index + 1}`,
          title: aim.title,
          description: criterionDescription(input.type, aim.aspect, phrases, false),
          descriptors:
            input.type === 'analytic'
              ? bands.map((band) => descriptor(phrases.bands, band, aim.aspect))
              : [],
          weight: 1,
          points: 1,
          standards: aim.standards,
        })),
    standards: holistic
      ? input.standards.map(({ frameworkId, standardId }) => ({ frameworkId, standardId }))
      : [],
    unitIds: input.unitIds,
    experienceIds: input.experienceIds,
  };
}

/** The same rubric in first-person, plain sentences; ids, points, weights and standards kept. */
function studentVersion(current: RubricContent, phrases: OfflineRubricPhrases): RubricContent {
  const bands = levelBands(current.levels.length);
  const whole = phrases.holisticAspect(current.description || current.title);
  return {
    ...current,
    title: clip(phrases.studentTitle(current.title), MAX_RUBRIC_TITLE_LENGTH),
    description: phrases.studentIntro,
    levels: current.levels.map((level, index) => ({
      ...level,
      description:
        current.type === 'holistic' ? descriptor(phrases.studentBands, bands[index], whole) : '',
    })),
    criteria: current.criteria.map((criterion) => studentCriterion(criterion, current, phrases)),
  };
}

/** One criterion in first-person, plain sentences; its id, points, weight and standards kept. */
function studentCriterion(
  criterion: RubricCriterion,
  rubric: RubricContent,
  phrases: OfflineRubricPhrases,
): RubricCriterion {
  const aspect = aspectOf(criterion.title);
  return {
    ...criterion,
    description: criterionDescription(rubric.type, aspect, phrases, true),
    descriptors:
      rubric.type === 'analytic'
        ? levelBands(rubric.levels.length).map((band) =>
            descriptor(phrases.studentBands, band, aspect),
          )
        : [],
  };
}

/**
 * Fills what the criterion leaves empty from the templates; when nothing is empty, adds what to
 * look for to its proficient descriptor (once).
 */
function improveCriterion(
  criterion: RubricCriterion,
  rubric: RubricContent,
  phrases: OfflineRubricPhrases,
): RubricCriterion {
  const aspect = aspectOf(criterion.title);
  if (rubric.type !== 'analytic') {
    const description =
      criterion.description || criterionDescription(rubric.type, aspect, phrases, false);
    return {
      ...criterion,
      description: withLookFor(description, phrases, description === criterion.description),
    };
  }
  const bands = levelBands(rubric.levels.length);
  const filled = rubric.levels.map(
    (_, index) => criterion.descriptors[index] || descriptor(phrases.bands, bands[index], aspect),
  );
  const nothingEmpty = rubric.levels.every((_, index) => criterion.descriptors[index]);
  const proficient = proficientLevelIndex(rubric.levels.length);
  return {
    ...criterion,
    descriptors: filled.map((text, index) =>
      index === proficient ? withLookFor(text, phrases, nothingEmpty) : text,
    ),
  };
}

/** Text inserted into a template sentence: without its own closing punctuation. */
const aspectOf = (text: string): string =>
  clip(text.trim().replace(/[.。．!?！？]+$/u, ''), MAX_ASPECT);

function withLookFor(text: string, phrases: OfflineRubricPhrases, add: boolean): string {
  if (!add || text.includes(phrases.lookFor)) return text;
  return clip(`${text} ${phrases.lookFor}`, MAX_DESCRIPTOR_LENGTH);
}

function criterionDescription(
  type: RubricContent['type'],
  aspect: string,
  phrases: OfflineRubricPhrases,
  forStudents: boolean,
): string {
  if (type === 'singlePoint')
    return descriptor(forStudents ? phrases.studentBands : phrases.bands, PROFICIENT_BAND, aspect);
  if (type === 'checklist')
    return clip(
      forStudents ? phrases.studentChecklistItem(aspect) : phrases.checklistItem(aspect),
      MAX_DESCRIPTOR_LENGTH,
    );
  return '';
}

const descriptor = (
  bands: OfflineRubricPhrases['bands'],
  band: number | undefined,
  aspect: string,
): string => {
  const write = bands[band ?? PROFICIENT_BAND] ?? bands[PROFICIENT_BAND];
  return clip(write(aspect), MAX_DESCRIPTOR_LENGTH);
};
