// What the unit form holds while the user types, how it is checked, and how it becomes a
// UnitInput. Weeks and dates stay text and list lines stay as typed (blank ones included) until
// saved, so a wrong value is shown back exactly as typed, with its message, never replaced.
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import {
  MAX_UNIT_TITLE_LENGTH,
  MAX_UNIT_WEEKS,
  type Unit,
  type UnitStatus,
} from '@lesson-planner/shared-contracts/planning';
import { hasVisibleText } from '@lesson-planner/shared-contracts/rules';
import { schoolDateProblem } from '@lesson-planner/shared-contracts/schedule';
import type { ClassroomRef } from '../../../api/team-directory';
import type { UnitInput } from '../../../api/unit-document';

// The limits of UnitSchema (shared-contracts/src/planning/unit.ts); a test keeps them in step.
export const UNIT_LIMITS = {
  title: MAX_UNIT_TITLE_LENGTH,
  subject: 100,
  grade: 50,
  listLines: 20,
  lineLength: 500,
  summativeAssessment: 4000,
  standards: 200,
  collaborators: 20,
  weeks: MAX_UNIT_WEEKS,
} as const;

export const DEFAULT_WEEKS = 4;

export interface UnitDraft {
  title: string;
  subject: string;
  grade: string;
  teamId: string;
  /** '' for none. */
  classroomId: string;
  /** As the date input gives it: 'yyyy-mm-dd', or '' while undecided. */
  startDate: string;
  weeks: string;
  bigIdeas: string[];
  essentialQuestions: string[];
  standards: StandardRef[];
  summativeAssessment: string;
  status: UnitStatus;
  collaboratorIds: string[];
}

export type ListField = 'bigIdeas' | 'essentialQuestions';

export type UnitProblemCode =
  | 'titleRequired'
  | 'teamRequired'
  | 'tooLong'
  | 'lineTooLong'
  | 'tooManyLines'
  | 'weeksRange'
  | 'invalidDate'
  | 'dateOutOfRange'
  | 'tooManyStandards'
  | 'tooManyCollaborators';

/** A problem of one field: a code under `form.errors.` of the unit namespace, and its values. */
export interface UnitProblem {
  code: UnitProblemCode;
  max?: number;
  /** The 1-based line at fault in a list field. */
  line?: number;
}

export type UnitProblems = Partial<Record<keyof UnitDraft, UnitProblem>>;

export const emptyUnitDraft = (teamId = ''): UnitDraft => ({
  title: '',
  subject: '',
  grade: '',
  teamId,
  classroomId: '',
  startDate: '',
  weeks: String(DEFAULT_WEEKS),
  bigIdeas: [''],
  essentialQuestions: [''],
  standards: [],
  summativeAssessment: '',
  status: 'draft',
  collaboratorIds: [],
});

/** An empty list still shows one line to type into. */
const editableLines = (lines: readonly string[]): string[] => (lines.length ? [...lines] : ['']);

export const draftOfUnit = (unit: Unit): UnitDraft => ({
  title: unit.title,
  subject: unit.subject,
  grade: unit.grade,
  teamId: unit.teamId,
  classroomId: unit.classroomId ?? '',
  startDate: unit.startDate ?? '',
  weeks: String(unit.weeks),
  bigIdeas: editableLines(unit.bigIdeas),
  essentialQuestions: editableLines(unit.essentialQuestions),
  standards: unit.standards,
  summativeAssessment: unit.summativeAssessment,
  status: unit.status,
  collaboratorIds: unit.collaboratorIds,
});

/** Classrooms, standards and collaborators belong to a team: another team starts them afresh. */
export const withTeam = (draft: UnitDraft, teamId: string): UnitDraft => ({
  ...draft,
  teamId,
  classroomId: '',
  standards: [],
  collaboratorIds: [],
});

/** Choosing a classroom fills in its subject and grade where the user has not typed one. */
export const withClassroom = (draft: UnitDraft, classroom: ClassroomRef | null): UnitDraft => ({
  ...draft,
  classroomId: classroom?.id ?? '',
  subject: draft.subject.trim() || !classroom ? draft.subject : classroom.subject,
  grade: draft.grade.trim() || !classroom ? draft.grade : classroom.gradeLevel,
});

/** A start date as typed: none, or a full date in the school years the app plans. */
function dateProblem(date: string): UnitProblem | undefined {
  const problem = date === '' ? null : schoolDateProblem(date);
  if (!problem) return undefined;
  return { code: problem === 'notADate' ? 'invalidDate' : 'dateOutOfRange' };
}

/** Blank is no number (NaN), so it fails the range like any other non-number. */
const parseWeeks = (text: string): number => (text.trim() === '' ? NaN : Number(text));

const tooLong = (text: string, max: number): UnitProblem | undefined =>
  text.trim().length > max ? { code: 'tooLong', max } : undefined;

function listProblem(lines: readonly string[]): UnitProblem | undefined {
  const long = lines.findIndex((line) => line.trim().length > UNIT_LIMITS.lineLength);
  if (long >= 0) return { code: 'lineTooLong', max: UNIT_LIMITS.lineLength, line: long + 1 };
  if (lines.filter((line) => line.trim()).length > UNIT_LIMITS.listLines)
    return { code: 'tooManyLines', max: UNIT_LIMITS.listLines };
  return undefined;
}

/** Every problem of the draft, by field; none means it may be saved. */
export function validateUnitDraft(draft: UnitDraft): UnitProblems {
  const weeks = parseWeeks(draft.weeks);
  const problems: UnitProblems = {
    title: hasVisibleText(draft.title)
      ? tooLong(draft.title, UNIT_LIMITS.title)
      : { code: 'titleRequired' },
    subject: tooLong(draft.subject, UNIT_LIMITS.subject),
    grade: tooLong(draft.grade, UNIT_LIMITS.grade),
    teamId: draft.teamId ? undefined : { code: 'teamRequired' },
    startDate: dateProblem(draft.startDate),
    weeks:
      Number.isInteger(weeks) && weeks >= 1 && weeks <= UNIT_LIMITS.weeks
        ? undefined
        : { code: 'weeksRange', max: UNIT_LIMITS.weeks },
    bigIdeas: listProblem(draft.bigIdeas),
    essentialQuestions: listProblem(draft.essentialQuestions),
    summativeAssessment: tooLong(draft.summativeAssessment, UNIT_LIMITS.summativeAssessment),
    standards:
      draft.standards.length > UNIT_LIMITS.standards
        ? { code: 'tooManyStandards', max: UNIT_LIMITS.standards }
        : undefined,
    collaboratorIds:
      draft.collaboratorIds.length > UNIT_LIMITS.collaborators
        ? { code: 'tooManyCollaborators', max: UNIT_LIMITS.collaborators }
        : undefined,
  };
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as UnitProblems;
}

export const hasProblems = (problems: UnitProblems): boolean => Object.keys(problems).length > 0;

/** The input to save, from a draft without problems; the data layer trims and tidies it. */
export const inputOfDraft = (draft: UnitDraft): UnitInput => ({
  title: draft.title,
  subject: draft.subject,
  grade: draft.grade,
  teamId: draft.teamId,
  classroomId: draft.classroomId || null,
  startDate: draft.startDate || null,
  weeks: parseWeeks(draft.weeks),
  bigIdeas: draft.bigIdeas,
  essentialQuestions: draft.essentialQuestions,
  standards: draft.standards,
  summativeAssessment: draft.summativeAssessment,
  status: draft.status,
  collaboratorIds: draft.collaboratorIds,
});
