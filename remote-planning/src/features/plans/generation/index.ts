// AI drafts of a unit plan: the plan's and a lesson's draft panels, and a drafted lesson's preview.
export { UnitPlanDraftPanel, type UnitPlanDraftPanelProps } from './UnitPlanDraftPanel';
export { LessonDraftPanel, type LessonDraftPanelProps } from './LessonDraftPanel';
export { DraftLessonPreview } from './DraftLessonPreview';
