// What a provider is asked to draft, independent of the provider: the messages, the room the
// reply needs, how to validate the reply (whole or streamed) and the offline draft. Each
// generation task builds one (lesson-job.ts, …), so adding a task never touches a provider.
import type { GenerationTask } from '@lesson-planner/shared-contracts/planning';
import type { ZodType } from 'zod';

/** The messages sent to a model. */
export interface DraftPrompt {
  system: string;
  user: string;
}

export interface DraftJob<Output extends object, Part> {
  readonly task: GenerationTask;
  readonly prompt: DraftPrompt;
  /**
   * The shape of the model's whole reply (before `parse` fits it to the request): the model
   * layer validates the reply against it. Jobs without one are validated by `parse` alone.
   */
  readonly replySchema?: ZodType;
  /** The output tokens the reply may need; providers cap it at their configured ceiling. */
  readonly outputTokens: number;
  /** The whole reply as a validated draft; throws ProviderError('malformed') otherwise. */
  parse(text: string): Output;
  /** The parts (lessons, steps…) already complete and valid in a partial reply; never throws. */
  completeParts(partialText: string): Part[];
  /** The parts of a validated draft, in the order they are streamed. */
  parts(output: Output): Part[];
  /**
   * The offline provider's draft: deterministic, built from the job's input alone, always
   * valid, and serialised (JSON) exactly as a model would send it.
   */
  offlineDraft(): Output;
  /**
   * What a model replies for `output`, when the reply is not the output itself (a task whose
   * output wraps the reply, as `{ experience }` wraps the experience a model sends): the offline
   * model sends this, so its draft goes through `parse` like any model's.
   */
  toReply?(output: Output): unknown;
}
