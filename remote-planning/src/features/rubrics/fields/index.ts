// The choices that shape a new rubric, shared by the create page and the AI draft panel.
export { LevelCountField, RubricTypeField } from './RubricShapeFields';
