// The offline draft of the `unit` task: a unit assembled from the idea, the subject and the
// candidate standards with template sentences. No network, no randomness, no clock.
import {
  MAX_UNIT_TITLE_LENGTH,
  type UnitDraftContent,
} from '@lesson-planner/shared-contracts/planning';
import { subjectLabel } from '@lesson-planner/shared-contracts/glossary';
import { clip } from './offline-lessons';
import { ownWords } from './language-script';
import { firstLine, quotableStandards } from './offline-quotes';
import { OFFLINE_UNIT_PHRASES } from './offline-unit-phrases';
import type { UnitDraftInput } from './unit-job';

/** About two standards a week: what a unit can teach and assess well. */
const STANDARDS_PER_WEEK = 2;
const MAX_SUGGESTED_STANDARDS = 8;
const MAX_FOCUS = 120;

export function offlineUnit(request: UnitDraftInput): UnitDraftContent {
  const phrases = OFFLINE_UNIT_PHRASES[request.language];
  const idea = firstLine(request.idea);
  // A subject chosen from the list is a code: the draft names it in the draft's language.
  const subject = firstLine(subjectLabel(request.subject, request.language));
  const suggested = quotableStandards(request.standards, request.language).slice(
    0,
    Math.min(MAX_SUGGESTED_STANDARDS, STANDARDS_PER_WEEK * request.weeks),
  );
  const primary = suggested[0];
  const focus = clip(
    idea ||
      primary?.strand ||
      ownWords(primary?.description, request.language) ||
      phrases.genericFocus(subject),
    MAX_FOCUS,
  );
  // The strands in the draft's language, else the subject, each an idea the unit explains.
  const strands = [...new Set(suggested.map((standard) => standard.strand).filter(Boolean))];
  const areas = strands.length > 0 ? strands : [subject].filter(Boolean);
  return {
    title: clip(idea || phrases.title(subject, focus), MAX_UNIT_TITLE_LENGTH),
    bigIdeas: [...areas.slice(0, 2).map(phrases.bigIdeaOfStrand), phrases.bigIdeaUse(focus)].map(
      (text) => clip(text, 500),
    ),
    essentialQuestions: [phrases.questionWhy(focus), phrases.questionEveryday(focus)].map((text) =>
      clip(text, 500),
    ),
    summativeAssessment: phrases.summative(focus, request.weeks),
    standards: suggested.map(({ frameworkId, standardId }) => ({ frameworkId, standardId })),
  };
}
