import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Spinner, useRetryableLoad } from '@lesson-planner/shared-contracts/ui';
import { Button, Chip } from '@lesson-planner/shared-contracts/ui/kit';
import { listTeamExemplars, setExemplar } from '../../../api/exemplars';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { FailureMessage } from '../../../components/FailureMessage';

/**
 * On a unit's page: "Team exemplar" when its team's leaders chose it, and for them the button
 * that marks it or takes the mark away (the rules let only leaders).
 */
export function ExemplarMark({ unit, leads }: { unit: Unit; leads: boolean }) {
  const { t } = useTranslation('unit');
  const uid = useSession((session) => session.user?.uid ?? null);
  const read = useRetryableLoad(
    () => listTeamExemplars(unit.teamId).then((ids) => ids.has(unit.id)),
    [unit.teamId, unit.id],
    (error) => PlanningFailure.from(error).code,
  );
  const [marked, setMarked] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | undefined>();
  const isExemplar = marked ?? read.data;
  if (isExemplar === null) return null;

  const toggle = async () => {
    if (!uid || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await setExemplar(unit.teamId, unit.id, !isExemplar, uid);
      setMarked(!isExemplar);
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {isExemplar && <Chip $tone="accent">{t('library.exemplar')}</Chip>}
      {leads && (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => void toggle()}
          aria-busy={busy}
          aria-disabled={busy || undefined}
        >
          {busy && <Spinner />}
          {isExemplar ? t('library.unmark') : t('library.mark')}
        </Button>
      )}
      <FailureMessage code={failure} />
    </>
  );
}
