// The unit form and what the unit pages share with it.
export { UnitForm, type UnitFormProps } from './UnitForm';
export { draftOfUnit, emptyUnitDraft, withClassroom, type UnitDraft } from './form-state';
