// A generation task as the callable sees it. The callable does what every task shares (sign-in,
// allowance reservation before the provider call, streaming, charging with a log entry); a task
// module says only what is its own: which documents it reads, which team pays, what the model
// is asked (its DraftJob), how a streamed part is sent and what the log entry names.
import type { Firestore } from 'firebase-admin/firestore';
import type {
  GenerateDraftChunk,
  GenerateDraftRequestFor,
  GenerationOutputs,
  GenerationTask,
} from '@lesson-planner/shared-contracts/planning';
import type { DraftJob } from '../../ai';

/** A plain value Firestore stores in the tokenUsageLogs entry's context. */
export type LogValue = string | number | boolean | null;

/** A task's draft prepared for a provider: Draft and Chunk are its GenerationOutputs entry. */
export interface PreparedDraft<Draft extends object, Chunk, Part> {
  /** The team charged; the caller has been checked to be one of its members. */
  teamId: string;
  job: DraftJob<Draft, Part>;
  /** The chunk streamed for one complete, validated part of the draft. */
  toChunk(part: Part, index: number): Chunk;
  /**
   * What the tokenUsageLogs entry records besides the task, provider and model: at least the
   * document the draft is for (its id and title). The draft is null when the generation was cut
   * off after streaming some parts (it is charged all the same).
   */
  logContext(draft: Draft | null): Record<string, LogValue>;
  /**
   * For a task whose draft the server keeps (a classroom's unit, accepted later from this copy):
   * stores it once it is complete and charged.
   */
  keep?(draft: Draft): Promise<void>;
}

/** Task T's prepared draft, whatever its parts are. */
export type PreparedTaskDraft<T extends GenerationTask> = PreparedDraft<
  GenerationOutputs[T]['draft'],
  GenerateDraftChunk<T>,
  unknown
>;

export interface GenerationTaskModule<T extends GenerationTask> {
  /**
   * Reads what the draft is built from, refusing (notMember, teamNotFound, a not-found code)
   * before any content is read when the caller is not a member of the team that will pay.
   */
  prepare(
    db: Firestore,
    request: GenerateDraftRequestFor<T>,
    userId: string,
  ): Promise<PreparedTaskDraft<T>>;
}
