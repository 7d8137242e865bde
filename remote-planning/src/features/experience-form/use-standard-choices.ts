import { useEffect, useState } from 'react';
import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { loadUnitStandards } from '../../stores/units-store';

/**
 * The standards an experience may address: those of the units it is linked to (and any it
 * already has), labelled "code description". Until the labels load, the bare codes show.
 */
export function useStandardChoices(
  teamId: string,
  refs: readonly StandardRef[],
): { ref: StandardRef; label: string }[] {
  const unique = [...new Map(refs.map((ref) => [standardRefKey(ref), ref])).values()];
  const key = unique.map(standardRefKey).join('|');
  const [labels, setLabels] = useState<Map<string, string>>(new Map());

  useEffect(() => {
    let current = true;
    if (!teamId || key === '') return;
    void loadUnitStandards(teamId, unique).then((found) => {
      if (!current || !found) return;
      setLabels(
        new Map(
          [...found].map(([refKey, standard]) => [
            refKey,
            `${standard.code} ${standard.description}`,
          ]),
        ),
      );
    });
    return () => {
      current = false;
    };
    // `key` stands for the refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [teamId, key]);

  return unique.map((ref) => ({
    ref,
    label: labels.get(standardRefKey(ref)) ?? ref.standardId,
  }));
}
