import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { ConfirmDialog, DataTable, type DataColumn } from '@lesson-planner/shared-contracts/ui/kit';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import { FailureMessage } from '../../components/FailureMessage';
import { failureCode } from '../../api/classroom-data';
import { useDeleteStandard } from '../../api/curriculum-data';
import { StandardForm } from './StandardForm';

/** Rows rendered at once: a framework of thousands stays quick; more on request. */
const PAGE_SIZE = 200;

interface StandardsTableProps {
  team: TeamRef;
  frameworkId: string;
  standards: readonly Standard[];
  /** The standards that pass the filters, in framework order. */
  shown: readonly Standard[];
  caption: string;
}

/**
 * The framework's standards; a leader edits or deletes one from its row's ⋯ menu, and the form
 * opens above the table (a row of a phone's card list has no room for it), the question in a
 * dialog.
 */
export function StandardsTable({
  team,
  frameworkId,
  standards,
  shown,
  caption,
}: StandardsTableProps) {
  const { t } = useTranslation('classroom');
  const [editing, setEditing] = useState<Standard | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<Standard | null>(null);
  const remove = useDeleteStandard(team.id, frameworkId);
  const [visible, setVisible] = useState(PAGE_SIZE);

  const columns: DataColumn<Standard>[] = [
    { id: 'code', header: t('standards.fields.code'), width: 'short', cell: (s) => s.code },
    {
      id: 'description',
      header: t('standards.fields.description'),
      width: 'prose',
      cell: (s) => s.description,
    },
    {
      id: 'subject',
      header: t('standards.fields.subject'),
      width: 'short',
      cell: (s) => s.subject,
    },
    {
      id: 'gradeBand',
      header: t('standards.fields.gradeBand'),
      width: 'short',
      cell: (s) => s.gradeBand,
    },
    {
      id: 'strand',
      header: t('standards.fields.strand'),
      width: 'long',
      cell: (s) => s.strand,
      text: (s) => s.strand,
    },
  ];

  return (
    <>
      {editing && (
        <StandardForm
          key={editing.id}
          teamId={team.id}
          frameworkId={frameworkId}
          standards={standards}
          standard={editing}
          onDone={() => setEditing(null)}
        />
      )}
      {confirmingDelete && (
        <ConfirmDialog
          title={t('actions.delete')}
          message={t('standards.deleteConfirm', { code: confirmingDelete.code })}
          confirmLabel={t('standards.deleteYes', { code: confirmingDelete.code })}
          cancelLabel={t('actions.cancel')}
          busy={remove.isPending}
          busyLabel={t('actions.deleting')}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(confirmingDelete.id);
            } catch {
              return;
            }
            setConfirmingDelete(null);
          }}
          onCancel={() => setConfirmingDelete(null)}
        >
          <FailureMessage code={failureCode(remove.error)} />
        </ConfirmDialog>
      )}
      <DataTable
        caption={caption}
        columns={columns}
        rows={shown.slice(0, visible)}
        rowKey={(standard) => standard.id}
        rowHeader="code"
        actions={
          team.isLeader
            ? {
                header: t('standards.actions'),
                menuLabel: (standard) => t('standards.rowMenu', { code: standard.code }),
                items: (standard) => [
                  {
                    id: 'edit',
                    label: t('actions.edit'),
                    onAction: () => {
                      setConfirmingDelete(null);
                      setEditing(standard);
                    },
                  },
                  {
                    id: 'delete',
                    label: t('actions.delete'),
                    danger: true,
                    onAction: () => {
                      setEditing(null);
                      remove.reset();
                      setConfirmingDelete(standard);
                    },
                  },
                ],
              }
            : undefined
        }
      />
      {shown.length > visible && (
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => setVisible(visible + PAGE_SIZE)}
          >
            {t('standards.showMore', { count: Math.min(PAGE_SIZE, shown.length - visible) })}
          </Button>
        </div>
      )}
    </>
  );
}
