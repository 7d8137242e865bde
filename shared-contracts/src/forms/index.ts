// Form controls for the areas' pages. A topic of its own so the shell, which has no forms,
// does not load them on a visitor's first page.
export { ButtonRow, Checkbox, FieldError, FormMessage } from './fields';
export { FieldGrid, FieldStack, Fieldset, Hint, Input, Label } from './controls';
export { FilterBar, filterInUrl } from './filter-bar';
export { FormFooter } from './FormFooter';
export { RecordForm, type RecordFormFrame } from './RecordForm';
export { SubmitButton } from './SubmitButton';
export { TeamChooser, TeamField } from './team-fields';
export { useCheckedSubmit } from './use-checked-submit';
