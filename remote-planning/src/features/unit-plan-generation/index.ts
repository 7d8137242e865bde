// AI drafts: the unit plan editor's panels, and the pieces every task's draft panel shares.
export { UnitPlanDraftPanel, type UnitPlanDraftPanelProps } from './UnitPlanDraftPanel';
export { LessonDraftPanel, type LessonDraftPanelProps } from './LessonDraftPanel';
export { draftLanguage, draftRoom } from './draft-form';
export { DraftOptionsFields, type DraftOptions } from './DraftOptionsFields';
export { useDraftOptions } from './use-draft-options';
export { useTaskDraft, type TaskDraft, type TaskDraftState } from './use-task-draft';
export { DraftProgress } from './DraftProgress';
export { DraftSourceNote } from './DraftSourceNote';
export { DraftLessonPreview } from './DraftLessonPreview';
export { PlainFieldset } from './draft-controls';
export { TaskDraftAction, type TaskDraftActionProps } from './TaskDraftAction';
