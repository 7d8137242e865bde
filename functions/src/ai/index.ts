// Draft generation behind one interface: what the generation callable uses.
export {
  PROVIDER_ERROR_CODES,
  PROVIDER_IDS,
  ProviderError,
  isProviderError,
  type DraftOptions,
  type DraftProvider,
  type DraftResult,
  type DraftStandard,
  type DraftUsage,
  type ProviderErrorCode,
  type ProviderId,
} from './draft-provider';
export type { DraftJob, DraftPrompt } from './draft-job';
export {
  lessonDraftJob,
  type DraftUnit,
  type LessonDraftInput,
  type LessonsDraft,
} from './lesson-job';
export {
  experienceDraftJob,
  type ExperienceDraft,
  type ExperienceDraftInput,
} from './experience-job';
export { rubricDraftJob, type RubricDraft, type RubricDraftInput } from './rubric-job';
export { unitDraftJob, type UnitDraft, type UnitDraftInput } from './unit-job';
export {
  classroomUnitDraftJob,
  type CandidateStandard,
  type ClassroomUnitDraftInput,
} from './classroom-unit-job';
export { classroomLessonsDraftJob, type ClassroomLessonsDraftInput } from './classroom-lessons-job';
export { scriptShare } from './language-script';
export { rankByRelevance } from './topic-relevance';
export { countTokens } from './count-tokens';
export { citedRefs } from './grounding';
export { OFFLINE_MODEL } from './offline-draft-provider';
export {
  DEFAULT_TIMEOUT_MS,
  createDraftProvider,
  readProviderConfig,
  type ProviderConfig,
  type ProviderEnv,
} from './provider-config';
export { AI_SECRETS } from './secrets';
