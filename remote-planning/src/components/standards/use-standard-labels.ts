import { useEffect, useState } from 'react';
import {
  codeOfStandardId,
  standardRefKey,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import { loadUnitStandards } from '../../stores/units-store';

/**
 * The given standards of a team, each once, labelled "code description" (an experience's
 * choices, a rubric criterion's standards). Until the labels load, or for a standard that has
 * left its framework, the bare standard id shows.
 */
export function useStandardLabels(
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
    label: labels.get(standardRefKey(ref)) ?? codeOfStandardId(ref.standardId),
  }));
}
