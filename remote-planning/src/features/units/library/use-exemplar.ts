import { useMutation, useQueryClient } from '@lesson-planner/shared-contracts/server-state';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { exemplarKeys, setExemplar } from '../../../api/exemplars';

interface Marking {
  unit: Pick<Unit, 'id' | 'teamId'>;
  exemplar: boolean;
  uid: string;
}

/** A leader's mark (or its removal), shown in the team's exemplars at once once it is written. */
export function useMarkExemplar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ unit, exemplar, uid }: Marking) =>
      setExemplar(unit.teamId, unit.id, exemplar, uid),
    onSuccess: (_written, { unit, exemplar }) =>
      client.setQueryData(
        exemplarKeys.ofTeam(unit.teamId),
        (ids: ReadonlySet<string> | undefined) => {
          if (!ids) return ids;
          const next = new Set(ids);
          if (exemplar) next.add(unit.id);
          else next.delete(unit.id);
          return next;
        },
      ),
  });
}
