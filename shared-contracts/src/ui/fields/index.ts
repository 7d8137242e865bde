// The kit's labelled fields: the browser's own input, select and text area, with their label,
// hint and error tied to them by React Aria's useField. A topic of their own, apart from ui/kit:
// a form page (signing in, a profile) loads these hooks and not React Aria Components' menus,
// dialogs and tables.
export { fieldColumn } from './field-styles';
export { Select, type SelectOption, type SelectProps } from './Select';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextField, type TextFieldProps } from './TextField';
