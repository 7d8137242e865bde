// Drafts every eval case with the configured provider (the offline one unless AI_PROVIDER and
// its settings say otherwise, as for the generation callable) and scores the drafts.
import {
  createDraftProvider,
  lessonDraftJob,
  type DraftProvider,
  type ProviderEnv,
} from '../src/ai';
import { EVAL_CASES, type EvalCase } from './cases';
import { CHECKS, checkDraft, type CheckName } from './checks';

export interface CaseScore {
  id: string;
  checks: Record<CheckName, boolean> | null;
  /** Why the case produced no draft (a provider error), else null. */
  error: string | null;
}

export async function runEval(
  env: ProviderEnv,
): Promise<{ provider: DraftProvider; scores: CaseScore[] }> {
  const provider = createDraftProvider(env);
  const scores: CaseScore[] = [];
  // One at a time: a real model's rate limits, and a readable order.
  for (const evalCase of EVAL_CASES) scores.push(await scoreCase(provider, evalCase));
  return { provider, scores };
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
export function scoreTable(provider: DraftProvider, scores: readonly CaseScore[]): string {
  const width = Math.max(...scores.map((score) => score.id.length), 4);
  const header = ['case'.padEnd(width), ...CHECKS, 'score'].join(' | ');
  const rows = scores.map((score) => {
    const cells = CHECKS.map((check) =>
      (score.checks ? (score.checks[check] ? 'pass' : 'FAIL') : 'error').padEnd(check.length),
    );
    return [score.id.padEnd(width), ...cells, `${passed(score)}/${CHECKS.length}`].join(' | ');
  });
  const total = scores.reduce((sum, score) => sum + passed(score), 0);
  const errors = scores
    .filter((score) => score.error)
    .map((score) => `${score.id}: ${score.error}`);
  return [
    `Draft quality: ${provider.id} (${provider.model})`,
    header,
    ...rows,
    `total: ${total}/${scores.length * CHECKS.length}`,
    ...errors,
  ].join('\n');
}

const passed = (score: CaseScore) =>
  score.checks ? CHECKS.filter((check) => score.checks?.[check]).length : 0;

export const allPassed = (scores: readonly CaseScore[]) =>
  scores.every((score) => score.checks && CHECKS.every((check) => score.checks?.[check]));
