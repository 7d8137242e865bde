import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { ErrorText, Hint, Label, controlBox, fieldColumn } from './field-styles';

const Field = styled(AriaTextField)`
  ${fieldColumn}
`;

const Area = styled(AriaTextArea)`
  ${controlBox}
  min-height: 5.5em;
  resize: vertical;
  overflow: hidden;
  line-height: inherit;
  field-sizing: content;
`;

/**
 * Where the browser sizes a text area to its text itself (field-sizing), no script measures it:
 * each measurement forces a layout of the whole page, one per text area drawn.
 */
const browserSizesToContent = () =>
  typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;

export interface TextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
  isRequired?: boolean;
  maxLength?: number;
  name?: string;
  /** Lines shown while empty; it grows with its text from there. */
  rows?: number;
}

/** A labelled multi-line input that grows with its text, so nothing scrolls inside it. */
export function TextArea({ label, hint, error, rows = 3, ...props }: TextAreaProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = area.current;
    if (!element || browserSizesToContent()) return;
    // Measured from its natural height, so it shrinks again when text is deleted.
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + 2}px`;
  }, [props.value]);
  return (
    <Field {...props} isInvalid={Boolean(error)} validationBehavior="aria">
      <Label>{label}</Label>
      <Area ref={area} rows={rows} />
      {hint && <Hint>{hint}</Hint>}
      <ErrorText>{error}</ErrorText>
    </Field>
  );
}
