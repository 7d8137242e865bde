import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { FieldError } from '@lesson-planner/shared-contracts/forms';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { StandardsPicker, useStandardLabels } from '../../../components/standards';

const Chosen = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * The standards a criterion (or a holistic rubric) assesses: listed, each removable, with the
 * team's standards picker opened on request (thirty open pickers would bury the criteria).
 */
export function AssessedStandards({
  teamId,
  name,
  hint,
  selected,
  error,
  onChange,
}: {
  teamId: string;
  /** What the standards belong to, e.g. "Criterion 2", for the labels. */
  name: string;
  hint: string;
  selected: readonly StandardRef[];
  error: string | null;
  onChange: (standards: StandardRef[]) => void;
}) {
  const { t } = useTranslation('rubrics');
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const labels = useStandardLabels(teamId, selected);

  const remove = (ref: StandardRef) => {
    onChange(selected.filter((other) => standardRefKey(other) !== standardRefKey(ref)));
    // The removed entry's button goes; the chooser stays where the teacher was.
    toggle.current?.focus();
  };

  return (
    <Stack $gap={2}>
      <strong id={`${id}-heading`}>{t('editor.standards.heading', { name })}</strong>
      {labels.length === 0 ? (
        <p>{t('editor.standards.none')}</p>
      ) : (
        <Chosen aria-labelledby={`${id}-heading`}>
          {labels.map(({ ref, label }) => (
            <li key={standardRefKey(ref)}>
              <span>{label}</span>
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('editor.standards.removeOne', { standard: label })}
                onClick={() => remove(ref)}
              >
                {t('editor.standards.remove')}
              </Button>
            </li>
          ))}
        </Chosen>
      )}
      {error && !open && <FieldError>{error}</FieldError>}
      <div>
        <Button
          ref={toggle}
          type="button"
          $variant="secondary"
          aria-expanded={open}
          aria-controls={open ? `${id}-picker` : undefined}
          onClick={() => setOpen((now) => !now)}
        >
          {open ? t('editor.standards.close') : t('editor.standards.choose', { name })}
        </Button>
      </div>
      {open && (
        <div id={`${id}-picker`}>
          <StandardsPicker
            teamId={teamId}
            selected={selected}
            error={error}
            legend={t('editor.standards.legend', { name })}
            hint={hint}
            onChange={onChange}
          />
        </div>
      )}
    </Stack>
  );
}
