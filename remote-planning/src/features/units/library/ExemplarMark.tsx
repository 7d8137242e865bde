import { useTranslation } from 'react-i18next';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Spinner } from '@lesson-planner/shared-contracts/ui';
import { Button, Chip } from '@lesson-planner/shared-contracts/ui/kit';
import { teamExemplarsQuery } from '../../../api/exemplars';
import { PlanningFailure } from '../../../api/planning-failure';
import { FailureMessage } from '../../../components/FailureMessage';
import { useMarkExemplar } from './use-exemplar';

/**
 * On a unit's page: "Team exemplar" when its team's leaders chose it, and for them the button
 * that marks it or takes the mark away (the rules let only leaders). Until the team's exemplars
 * are read (or when they cannot be), neither shows.
 */
export function ExemplarMark({ unit, leads }: { unit: Unit; leads: boolean }) {
  const { t } = useTranslation('unit');
  const uid = useSession((session) => session.user?.uid ?? null);
  const { data: exemplars } = useQuery(teamExemplarsQuery(unit.teamId));
  const mark = useMarkExemplar();
  if (!exemplars) return null;
  const isExemplar = exemplars.has(unit.id);

  const toggle = () => {
    if (!uid || mark.isPending) return;
    mark.mutate({ unit, exemplar: !isExemplar, uid });
  };

  return (
    <>
      {isExemplar && <Chip $tone="accent">{t('library.exemplar')}</Chip>}
      {leads && (
        <Button
          type="button"
          $variant="secondary"
          onClick={toggle}
          aria-busy={mark.isPending}
          aria-disabled={mark.isPending || undefined}
        >
          {mark.isPending && <Spinner />}
          {isExemplar ? t('library.unmark') : t('library.mark')}
        </Button>
      )}
      <FailureMessage code={mark.error ? PlanningFailure.from(mark.error).code : undefined} />
    </>
  );
}
