// The unit plan editor, shared by the create and edit pages of a plan.
export { UnitPlanEditor, type UnitPlanEditorProps } from './UnitPlanEditor';
export { UnitSummary } from './UnitSummary';
export { closeWorkingCopy, openWorkingCopy, useEditorStore } from './editor-store';
export { useUnitContext, useUnitStandards, type UnitContext } from './unit-context';
