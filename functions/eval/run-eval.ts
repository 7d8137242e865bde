// Drafts every eval case with the configured provider (the offline one unless AI_PROVIDER and
// its settings say otherwise, as for the generation callable) and scores the drafts.
import {
  classroomUnitDraftJob,
  createDraftProvider,
  lessonDraftJob,
  type DraftProvider,
  type ProviderEnv,
} from '../src/ai';
import { EVAL_CASES, UNIT_EVAL_CASES, type EvalCase, type UnitEvalCase } from './cases';
import { CHECKS, checkDraft, checkUnitStandards, type CheckName } from './checks';

export interface CaseScore {
  id: string;
  checks: Record<CheckName, boolean> | null;
  /** Why the case produced no draft (a provider error), else null. */
  error: string | null;
}

/** A unit drafted for a topic: the standards it chose, and whether they are the case's. */
export interface UnitCaseScore {
  id: string;
  chosen: string[];
  passed: boolean;
  error: string | null;
}

export async function runEval(
  env: ProviderEnv,
): Promise<{ provider: DraftProvider; scores: CaseScore[]; unitScores: UnitCaseScore[] }> {
  const provider = createDraftProvider(env);
  const scores: CaseScore[] = [];
  // One at a time: a real model's rate limits, and a readable order.
  for (const evalCase of EVAL_CASES) scores.push(await scoreCase(provider, evalCase));
  const unitScores: UnitCaseScore[] = [];
  for (const evalCase of UNIT_EVAL_CASES) unitScores.push(await scoreUnitCase(provider, evalCase));
  return { provider, scores, unitScores };
}

async function scoreUnitCase(
  provider: DraftProvider,
  evalCase: UnitEvalCase,
): Promise<UnitCaseScore> {
  const job = classroomUnitDraftJob({
    draftId: evalCase.id,
    language: evalCase.language,
    topic: evalCase.topic,
    classroom: evalCase.classroom,
    candidates: evalCase.candidates,
    slots: evalCase.slots,
    instructions: '',
  });
  try {
    const draft = await provider.generate(job);
    return {
      id: evalCase.id,
      chosen: draft.standards.filter((s) => s.chosen).map((s) => s.code),
      passed: checkUnitStandards(evalCase, draft),
      error: null,
    };
  } catch (error) {
    return { id: evalCase.id, chosen: [], passed: false, error: (error as Error).message };
  }
}

async function scoreCase(provider: DraftProvider, evalCase: EvalCase): Promise<CaseScore> {
  const job = lessonDraftJob({
    task: 'unitPlan',
    language: evalCase.language,
    unit: evalCase.unit,
    standards: evalCase.standards,
    frameworkStandards: evalCase.frameworkStandards,
    lessonCount: evalCase.meetings.length,
    periodMinutes: Math.min(...evalCase.meetings.map((meeting) => meeting.minutes)),
    lessonIndex: 0,
    instructions: '',
  });
  try {
    return {
      id: evalCase.id,
      checks: checkDraft(evalCase, await provider.generate(job)),
      error: null,
    };
  } catch (error) {
    return { id: evalCase.id, checks: null, error: (error as Error).message };
  }
}

/** The score table: one row a case, one column a check, and the share passed. */
export function scoreTable(
  provider: DraftProvider,
  scores: readonly CaseScore[],
  unitScores: readonly UnitCaseScore[],
): string {
  const width = Math.max(...scores.map((score) => score.id.length), 4);
  const header = ['case'.padEnd(width), ...CHECKS, 'score'].join(' | ');
  const rows = scores.map((score) => {
    const cells = CHECKS.map((check) =>
      (score.checks ? (score.checks[check] ? 'pass' : 'FAIL') : 'error').padEnd(check.length),
    );
    return [score.id.padEnd(width), ...cells, `${passed(score)}/${CHECKS.length}`].join(' | ');
  });
  const total = scores.reduce((sum, score) => sum + passed(score), 0);
  const errors = [...scores, ...unitScores]
    .filter((score) => score.error)
    .map((score) => `${score.id}: ${score.error}`);
  const unitWidth = Math.max(...unitScores.map((score) => score.id.length), 4);
  return [
    `Draft quality: ${provider.id} (${provider.model})`,
    header,
    ...rows,
    `total: ${total}/${scores.length * CHECKS.length}`,
    '',
    `${'unit'.padEnd(unitWidth)} | standards chosen | relevant`,
    ...unitScores.map((score) =>
      [
        score.id.padEnd(unitWidth),
        score.chosen.join(', ').padEnd(16),
        score.passed ? 'pass' : 'FAIL',
      ].join(' | '),
    ),
    ...errors,
  ].join('\n');
}

const passed = (score: CaseScore) =>
  score.checks ? CHECKS.filter((check) => score.checks?.[check]).length : 0;

export const allPassed = (scores: readonly CaseScore[], unitScores: readonly UnitCaseScore[]) =>
  scores.every((score) => score.checks && CHECKS.every((check) => score.checks?.[check])) &&
  unitScores.every((score) => score.passed);
