// The offline drafts of the lesson tasks: lessons assembled from the unit's own fields with
// template sentences (offline-phrases.ts). No network, no randomness, no clock.
import { standardRefKey } from '@lesson-planner/shared-contracts/curriculum';
import type { Activity, Lesson } from '@lesson-planner/shared-contracts/planning';
import type { Locale } from '@lesson-planner/shared-contracts/rules';
import type { DraftStandard } from './draft-provider';
import type { LessonDraftInput } from './lesson-job';
import { OFFLINE_PHRASES, type OfflinePhrases } from './offline-phrases';
import { gapsFirst } from './grounding';
import { ownWords } from './language-script';
import { quotableStandards, quotableUnit } from './offline-quotes';
import { PERIOD_MINUTES } from './prompt';

// LessonSchema's limits: drafts stay inside them so they always validate.
const MAX_STANDARDS = 50;
const MAX_ITEMS = 10;
const MAX_LINE = 500;
const MAX_TITLE = 200;
const MAX_FOCUS = 120;

/** Opening, main activity, practice, closing: PERIOD_MINUTES in all. */
export const OFFLINE_ACTIVITY_MINUTES = { opening: 5, main: 20, practice: 15, closing: 10 };

export function offlineLessons(request: LessonDraftInput): Lesson[] {
  const input = {
    ...request,
    unit: quotableUnit(request.unit),
    // A plan puts coverage gaps first, so when standards outnumber lessons it is taught ones
    // that wait; one lesson keeps the unit's order, which gives it its own share by position.
    standards:
      request.task === 'unitPlan'
        ? gapsFirst(quotableStandards(request.standards, request.language))
        : quotableStandards(request.standards, request.language),
  };
  if (input.task === 'unitPlan') {
    return Array.from({ length: input.lessonCount }, (_, index) =>
      newLesson(input, index, input.lessonCount),
    );
  }
  if (input.lesson) return [improveLesson(input, input.lesson)];
  return [newLesson(input, input.lessonIndex, Math.max(input.lessonCount, input.lessonIndex + 1))];
}

/**
 * The standards lesson `index` of `count` addresses: the unit's standards in order, cut into
 * `count` contiguous runs. With at least as many lessons as standards every standard gets a
 * lesson (neighbouring lessons may share one); with fewer, a lesson takes several.
 */
export function standardsForLesson<T>(standards: readonly T[], index: number, count: number): T[] {
  const n = standards.length;
  if (n === 0 || count <= 0) return [];
  const start = Math.min(n - 1, Math.floor((index * n) / count));
  const end = Math.max(start + 1, Math.floor(((index + 1) * n) / count));
  return standards.slice(start, Math.min(end, start + MAX_STANDARDS));
}

function newLesson(input: LessonDraftInput, index: number, count: number): Lesson {
  const phrases = OFFLINE_PHRASES[input.language];
  const { unit } = input;
  const standards = standardsForLesson(input.standards, index, count);
  const idea = pick(unit.bigIdeas, index);
  const question = pick(unit.essentialQuestions, index);
  const focus = focusOf(standards, idea, unit.title, input.language);
  const codes = standards.map((standard) => standard.code).join(phrases.listSeparator);
  const primary = standards[0];
  // "Exploring Food chains (SC5.2)"; a standard without a strand in the draft's language by code.
  const topic = primary ? (primary.strand ? `${primary.strand} (${codes})` : codes) : focus;
  const isLast = input.task === 'unitPlan' && index === count - 1;

  const checks = [
    ...(question ? [phrases.checkFromQuestion(question)] : []),
    ...standards.slice(0, 2).map((standard) => phrases.checkForStandard(standard.code)),
  ];
  return {
    title: clip(phrases.lessonTitle(topic), MAX_TITLE),
    objectives: objectivesFor(phrases, standards, idea ?? unit.title),
    standards: standards.map(({ frameworkId, standardId }) => ({ frameworkId, standardId })),
    activities: fitPeriod(
      plannedActivities(phrases, focus, codes || focus, idea, question),
      input.periodMinutes,
    ),
    materials: phrases.materials(focus),
    differentiation: phrases.differentiation(focus),
    checksForUnderstanding: (checks.length > 0 ? checks : [phrases.checkGeneric]).map(line),
    homework:
      isLast && unit.summativeAssessment
        ? clip(phrases.homeworkSummative(unit.summativeAssessment), 2000)
        : homeworkFor(phrases, question, focus),
  };
}

/**
 * Keeps what the teacher wrote (title, standards, their objectives and activities) and fills
 * the gaps: an objective if none, one more check for understanding, differentiation, materials
 * and homework if empty, and activity minutes balanced to a period.
 */
function improveLesson(input: LessonDraftInput, lesson: Lesson): Lesson {
  const phrases = OFFLINE_PHRASES[input.language];
  const { unit } = input;
  const index = input.lessonIndex;
  const byKey = new Map(input.standards.map((standard) => [standardRefKey(standard), standard]));
  const standards = lesson.standards.flatMap((ref) => byKey.get(standardRefKey(ref)) ?? []);
  const idea = pick(unit.bigIdeas, index);
  const question = pick(unit.essentialQuestions, index);
  const focus = focusOf(standards, idea, lesson.title, input.language);
  const codes = standards.map((standard) => standard.code).join(phrases.listSeparator);

  return {
    ...lesson,
    objectives:
      lesson.objectives.length > 0
        ? lesson.objectives
        : objectivesFor(phrases, standards, idea ?? lesson.title),
    activities:
      lesson.activities.length > 0
        ? balanceMinutes(lesson.activities, input.periodMinutes ?? PERIOD_MINUTES)
        : plannedActivities(phrases, focus, codes || focus, idea, question),
    materials: lesson.materials.length > 0 ? lesson.materials : phrases.materials(focus),
    differentiation: lesson.differentiation.trim() || phrases.differentiation(focus),
    checksForUnderstanding: withNewCheck(phrases, lesson.checksForUnderstanding, [
      ...rotate(unit.essentialQuestions, index).map(phrases.checkFromQuestion),
      ...standards.map((standard) => phrases.checkForStandard(standard.code)),
    ]),
    homework: lesson.homework.trim() || homeworkFor(phrases, question, focus),
  };
}

function objectivesFor(phrases: OfflinePhrases, standards: DraftStandard[], idea: string) {
  if (standards.length === 0) return [line(phrases.objectiveForIdea(idea))];
  return standards
    .slice(0, MAX_ITEMS)
    .map((standard) => line(phrases.objectiveForStandard(standard.code, standard.description)));
}

/** The activities scaled to the class's period when it is not the usual PERIOD_MINUTES. */
const fitPeriod = (activities: Activity[], periodMinutes: number | undefined): Activity[] =>
  periodMinutes && periodMinutes !== PERIOD_MINUTES
    ? balanceMinutes(activities, periodMinutes)
    : activities;

function plannedActivities(
  phrases: OfflinePhrases,
  focus: string,
  practiceFocus: string,
  idea: string | undefined,
  question: string | undefined,
): Activity[] {
  const titles = phrases.activityTitles;
  const minutes = OFFLINE_ACTIVITY_MINUTES;
  return [
    {
      title: titles.opening,
      minutes: minutes.opening,
      description: question
        ? phrases.openingWithQuestion(question)
        : phrases.openingWithExample(focus),
    },
    {
      title: titles.main,
      minutes: minutes.main,
      description: idea ? phrases.mainWithIdea(focus, idea) : phrases.main(focus),
    },
    {
      title: titles.practice,
      minutes: minutes.practice,
      description: phrases.practice(practiceFocus),
    },
    { title: titles.closing, minutes: minutes.closing, description: phrases.closing },
  ];
}

/** Adds the first candidate check the lesson does not have yet, or the generic one. */
function withNewCheck(phrases: OfflinePhrases, checks: string[], candidates: string[]): string[] {
  if (checks.length >= MAX_ITEMS) return checks;
  const fresh = [...candidates, phrases.checkGeneric].map(line).find((c) => !checks.includes(c));
  return fresh ? [...checks, fresh] : checks;
}

function homeworkFor(phrases: OfflinePhrases, question: string | undefined, focus: string) {
  return question ? phrases.homeworkReflection(question) : phrases.homeworkPractice(focus);
}

/**
 * Scales activity minutes to add up to `target`, keeping their proportions; each keeps at
 * least a minute. Rounding leftovers go to (or come from) the longest activity.
 */
export function balanceMinutes(activities: Activity[], target: number): Activity[] {
  const total = activities.reduce((sum, activity) => sum + activity.minutes, 0);
  if (total === target || activities.length === 0 || activities.length > target) return activities;
  const minutes = activities.map((a) => Math.max(1, Math.round((a.minutes * target) / total)));
  let difference = target - minutes.reduce((sum, m) => sum + m, 0);
  while (difference !== 0) {
    const longest = minutes.indexOf(Math.max(...minutes));
    const step = difference > 0 ? difference : -1;
    minutes[longest] = (minutes[longest] ?? 1) + step;
    difference -= step;
  }
  return activities.map((activity, i) => ({
    ...activity,
    minutes: minutes[i] ?? activity.minutes,
  }));
}

/**
 * What a lesson is about, in a few words of the draft's language: the strand, else the
 * standard's description, the big idea or the title.
 */
function focusOf(
  standards: DraftStandard[],
  idea: string | undefined,
  title: string,
  language: Locale,
): string {
  const primary = standards[0];
  return clip(
    primary?.strand || ownWords(primary?.description, language) || idea || title,
    MAX_FOCUS,
  );
}

function pick<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

function rotate<T>(items: readonly T[], start: number): T[] {
  if (items.length === 0) return [];
  const offset = start % items.length;
  return [...items.slice(offset), ...items.slice(0, offset)];
}

const line = (text: string) => clip(text, MAX_LINE);

/** Shortens text to `max` UTF-16 units (the schema's measure) without splitting a character. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
