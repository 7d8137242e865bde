// Form controls for the areas' pages. A topic of its own so the shell, which has no forms,
// does not load them on a visitor's first page.
export { Checkbox, FieldError, FormMessage, TextField } from './fields';
export { SubmitButton } from './SubmitButton';
