import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import type { DataTableActions } from '@lesson-planner/shared-contracts/ui/kit';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import { FailureMessage } from '../../../components/FailureMessage';
import { CopyUnitDialog } from '../copy/CopyUnitDialog';
import type { UnitLibrary } from './unit-library';
import { UnitPreviewDialog } from './UnitPreviewDialog';

type Opened = { kind: 'preview' | 'copy'; unit: Unit } | null;

/**
 * The "⋯" menu of a unit in the list: a read-only preview, "Use in my classroom" (a copy of
 * one's own), and for the team's leaders marking it as one of the team's exemplars. `overlays`
 * holds the dialogs it opens and what went wrong, for the page to place.
 */
export function useUnitRowMenu({
  teams,
  library,
  setExemplar,
}: {
  teams: readonly TeamRef[];
  library: UnitLibrary | null;
  setExemplar: (unit: Unit, marked: boolean, uid: string) => Promise<void>;
}): { actions: DataTableActions<Unit>; overlays: ReactNode } {
  const { t } = useTranslation('unit');
  const uid = useSession((session) => session.user?.uid ?? null);
  const [opened, setOpened] = useState<Opened>(null);
  const [failure, setFailure] = useState<PlanningFailureCode | undefined>();
  const leads = (unit: Unit) => teams.some((team) => team.id === unit.teamId && team.isLeader);

  const toggleExemplar = (unit: Unit, marked: boolean) => {
    if (!uid) return;
    setFailure(undefined);
    setExemplar(unit, marked, uid).catch((error: unknown) =>
      setFailure(PlanningFailure.from(error).code),
    );
  };

  const actions: DataTableActions<Unit> = {
    header: t('library.actions'),
    menuLabel: (unit) => t('library.menu', { title: unit.title }),
    items: (unit) => {
      const marked = library?.exemplars.has(unit.id) ?? false;
      return [
        {
          id: 'preview',
          label: t('library.preview'),
          onAction: () => setOpened({ kind: 'preview', unit }),
        },
        { id: 'copy', label: t('copy.open'), onAction: () => setOpened({ kind: 'copy', unit }) },
        ...(library && leads(unit)
          ? [
              {
                id: 'exemplar',
                label: marked ? t('library.unmark') : t('library.mark'),
                onAction: () => toggleExemplar(unit, !marked),
              },
            ]
          : []),
      ];
    },
  };

  const close = () => setOpened(null);
  const overlays = (
    <>
      <FailureMessage code={failure} />
      {opened?.kind === 'preview' && (
        <UnitPreviewDialog
          unit={opened.unit}
          exemplar={library?.exemplars.has(opened.unit.id) ?? false}
          onUse={() => setOpened({ kind: 'copy', unit: opened.unit })}
          onClose={close}
        />
      )}
      {opened?.kind === 'copy' && <CopyUnitDialog unit={opened.unit} onClose={close} />}
    </>
  );
  return { actions, overlays };
}
