// The pure rules of "Draft this unit with AI": which of the team's standards the draft may
// suggest, and how an accepted draft fills the form in.
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import {
  MAX_UNIT_DRAFT_CANDIDATES,
  type UnitDraftContent,
} from '@lesson-planner/shared-contracts/planning';
import type { FrameworkStandards } from '../../../api/curriculum-reads';
import type { UnitDraft } from './form-state';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** "5" matches the grade band "Grade 5" (a whole number, not "Grade 15"). */
const gradeMatches = (band: string, grade: string) => {
  const typed = grade.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return typed !== '' && new RegExp(`(^|\\D)${typed}(\\D|$)`).test(band);
};

/**
 * The teacher's chosen standards when there are some; else the team's standards of the unit's
 * subject and grade, else of its subject, else all of them (the model picks among these).
 */
export function draftCandidates(
  frameworks: readonly FrameworkStandards[],
  draft: Pick<UnitDraft, 'standards' | 'subject' | 'grade'>,
): StandardRef[] {
  if (draft.standards.length > 0) return draft.standards.slice(0, MAX_UNIT_DRAFT_CANDIDATES);
  const all = frameworks.flatMap(({ framework, standards }) =>
    standards.map((standard) => ({ frameworkId: framework.id, standard })),
  );
  const ofSubject = all.filter(({ standard }) => same(standard.subject, draft.subject));
  const ofGrade = ofSubject.filter(({ standard }) => gradeMatches(standard.gradeBand, draft.grade));
  const chosen = ofGrade.length > 0 ? ofGrade : ofSubject.length > 0 ? ofSubject : all;
  return chosen
    .slice(0, MAX_UNIT_DRAFT_CANDIDATES)
    .map(({ frameworkId, standard }) => ({ frameworkId, standardId: standard.id }));
}

/** The accepted draft's fields replace the form's; team, classroom, dates and the rest stay. */
export const withDraftedUnit = (draft: UnitDraft, drafted: UnitDraftContent): UnitDraft => ({
  ...draft,
  title: drafted.title,
  bigIdeas: drafted.bigIdeas,
  essentialQuestions: drafted.essentialQuestions,
  summativeAssessment: drafted.summativeAssessment,
  standards: drafted.standards,
});
