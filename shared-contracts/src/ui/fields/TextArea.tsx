import { useLayoutEffect, useRef, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlBox } from './field-styles';
import { LabelledField, type LabelledProps } from './LabelledField';

const Area = styled.textarea`
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

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'ref'> &
  LabelledProps & { id?: string };

/** A labelled multi-line input that grows with its text, so nothing scrolls inside it. */
export function TextArea({ label, hint, error, id, rows = 3, ...textarea }: TextAreaProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = area.current;
    if (!element || browserSizesToContent()) return;
    // Measured from its natural height, so it shrinks again when text is deleted.
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + 2}px`;
  }, [textarea.value]);
  return (
    <LabelledField label={label} hint={hint} error={error} id={id}>
      {(aria) => <Area {...aria} {...textarea} ref={area} rows={rows} />}
    </LabelledField>
  );
}
