// AI drafts for the plan editor: a whole unit's lessons, or a better version of one lesson.
export { UnitPlanDraftPanel, type UnitPlanDraftPanelProps } from './UnitPlanDraftPanel';
export { LessonDraftPanel, type LessonDraftPanelProps } from './LessonDraftPanel';
export { draftLanguage } from './draft-form';
