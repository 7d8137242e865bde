import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldError, Fieldset, Hint, Input } from '@lesson-planner/shared-contracts/forms';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { UNIT_LIMITS, type ListField } from './form-state';

const Line = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  input {
    flex: 1;
    min-width: 0;
  }
`;

/**
 * A list typed one line at a time (big ideas, essential questions): add a line, remove any.
 * Blank lines are kept while typing and dropped on save. The focus follows the user: into a
 * new line, and after a removal to the line that took its place (or the add button).
 */
export function TextListField({
  field,
  lines,
  error,
  errorLine,
  onChange,
}: {
  field: ListField;
  lines: readonly string[];
  /** The translated problem of the list, if any. */
  error: string | null;
  /** The 1-based line the problem is on, marked invalid; none marks the whole list. */
  errorLine?: number;
  onChange: (lines: string[]) => void;
}) {
  const { t } = useTranslation('unit');
  const id = useId();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ line: number } | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    (inputs.current[focusRequest.line] ?? addButton.current)?.focus();
  }, [focusRequest]);

  const full = lines.length >= UNIT_LIMITS.listLines;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = (index: number) =>
    error !== null && (errorLine === undefined || errorLine === index + 1);

  return (
    <Fieldset>
      <legend>{t(`form.${field}.legend`)}</legend>
      <Stack $gap={2}>
        <Hint id={hintId}>{t(`form.${field}.hint`, { max: UNIT_LIMITS.listLines })}</Hint>
        {lines.map((line, index) => (
          <Line key={index}>
            <Input
              ref={(element) => {
                inputs.current[index] = element;
              }}
              aria-label={t(`form.${field}.line`, { number: index + 1 })}
              value={line}
              onChange={(event) =>
                onChange(lines.map((other, i) => (i === index ? event.target.value : other)))
              }
              // Enter adds the next line rather than submitting the whole form.
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (full) return;
                onChange([...lines.slice(0, index + 1), '', ...lines.slice(index + 1)]);
                setFocusRequest({ line: index + 1 });
              }}
              aria-invalid={invalid(index) ? true : undefined}
              aria-describedby={invalid(index) ? `${hintId} ${errorId}` : hintId}
              autoComplete="off"
            />
            <Button
              type="button"
              $variant="secondary"
              aria-label={t(`form.${field}.remove`, { number: index + 1 })}
              onClick={() => {
                onChange(lines.filter((_, i) => i !== index));
                setFocusRequest({ line: Math.min(index, lines.length - 2) });
              }}
            >
              {t('form.removeLine')}
            </Button>
          </Line>
        ))}
        {error && <FieldError id={errorId}>{error}</FieldError>}
        <div>
          <Button
            ref={addButton}
            type="button"
            $variant="secondary"
            disabled={full}
            onClick={() => {
              onChange([...lines, '']);
              setFocusRequest({ line: lines.length });
            }}
          >
            {t(`form.${field}.add`)}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
