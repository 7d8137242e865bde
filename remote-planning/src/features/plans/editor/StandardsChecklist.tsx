import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  standardRefKey,
  type Standard,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import { Checkbox, FieldError, Hint } from '@lesson-planner/shared-contracts/forms';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

export interface StandardsChecklistProps {
  /** The unit's standards: a lesson addresses some of them. */
  unitStandards: readonly StandardRef[];
  /** Their codes and descriptions; null while loading or when they could not be read. */
  standards: ReadonlyMap<string, Standard> | null;
  selected: readonly StandardRef[];
  error: string | null;
  onChange: (selected: StandardRef[]) => void;
}

/**
 * Checkboxes for the unit's standards. A standard the lesson holds but the unit no longer lists
 * is shown too, marked, so it can be unticked rather than kept out of sight.
 */
export const StandardsChecklist = memo(function StandardsChecklist({
  unitStandards,
  standards,
  selected,
  error,
  onChange,
}: StandardsChecklistProps) {
  const { t } = useTranslation('planner');
  const selectedKeys = new Set(selected.map(standardRefKey));
  const unitKeys = new Set(unitStandards.map(standardRefKey));
  const others = selected.filter((ref) => !unitKeys.has(standardRefKey(ref)));

  const toggle = (ref: StandardRef, checked: boolean) => {
    const key = standardRefKey(ref);
    onChange(
      checked
        ? [...selected, { frameworkId: ref.frameworkId, standardId: ref.standardId }]
        : selected.filter((item) => standardRefKey(item) !== key),
    );
  };

  const label = (ref: StandardRef) => {
    const standard = standards?.get(standardRefKey(ref));
    return standard ? (
      <>
        <strong>{standard.code}</strong> {standard.description}
      </>
    ) : (
      t('planEditor.standards.unknown', { ref: standardRefKey(ref) })
    );
  };

  return (
    <Fieldset>
      <legend>{t('planEditor.fields.standards')}</legend>
      {unitStandards.length === 0 && <Hint>{t('planEditor.standards.noneInUnit')}</Hint>}
      {unitStandards.map((ref) => (
        <Checkbox
          key={standardRefKey(ref)}
          checked={selectedKeys.has(standardRefKey(ref))}
          onChange={(event) => toggle(ref, event.target.checked)}
        >
          {label(ref)}
        </Checkbox>
      ))}
      {others.map((ref) => (
        <Checkbox key={standardRefKey(ref)} checked onChange={() => toggle(ref, false)}>
          {label(ref)} <em>{t('planEditor.standards.notInUnit')}</em>
        </Checkbox>
      ))}
      {error && <FieldError>{error}</FieldError>}
    </Fieldset>
  );
});
