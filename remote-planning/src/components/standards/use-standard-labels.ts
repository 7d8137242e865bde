import {
  codeOfStandardId,
  standardRefKey,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { standardsByRefQuery } from '../../api/standard-queries';

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
  const { data: found } = useQuery({
    ...standardsByRefQuery(teamId, unique),
    enabled: teamId !== '' && unique.length > 0,
  });
  return unique.map((ref) => {
    const standard = found?.get(standardRefKey(ref));
    return {
      ref,
      label: standard
        ? `${standard.code} ${standard.description}`
        : codeOfStandardId(ref.standardId),
    };
  });
}
