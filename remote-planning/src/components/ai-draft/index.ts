// The pieces every task's AI draft panel shares: options, progress, the streamed draft's hook,
// the one "draft with AI" action and the note on where a draft came from.
export { draftLanguage, draftRoom } from './draft-form';
export { DraftOptionsFields, type DraftOptions } from './DraftOptionsFields';
export { useDraftOptions } from './use-draft-options';
export { useTaskDraft, type TaskDraft, type TaskDraftState } from './use-task-draft';
export { DraftProgress } from './DraftProgress';
export { DraftSourceNote } from './DraftSourceNote';
export { PlainFieldset } from './draft-controls';
export { TaskDraftAction, type TaskDraftActionProps } from './TaskDraftAction';
