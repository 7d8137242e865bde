// The classroom form and what other classroom features share with it.
export { ClassroomForm, type ClassroomFormProps } from './ClassroomForm';
export { emptyFields } from './form-state';
