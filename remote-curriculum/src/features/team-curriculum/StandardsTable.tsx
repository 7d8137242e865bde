import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import { DataTable, TableScroll } from '@lesson-planner/shared-contracts/content';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { Button } from '@lesson-planner/shared-contracts/ui';
import type { TeamRef } from '../../api/team-directory';
import { FailureMessage } from '../../components/FailureMessage';
import { deleteStandard, useCurriculumStore } from '../../stores/curriculum-store';
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

export function StandardsTable({
  team,
  frameworkId,
  standards,
  shown,
  caption,
}: StandardsTableProps) {
  const { t } = useTranslation('classroom');
  const [editing, setEditing] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<string | null>(null);
  const deleting = useCurriculumStore((state) => state.busy.deleteStandard === true);
  const deleteError = useCurriculumStore((state) => state.errors.deleteStandard);
  const [visible, setVisible] = useState(PAGE_SIZE);
  const columns = team.isLeader ? 6 : 5;

  return (
    <>
      <FailureMessage code={deleteError} />
      <TableScroll>
        <DataTable>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('standards.fields.code')}</th>
              <th scope="col">{t('standards.fields.description')}</th>
              <th scope="col">{t('standards.fields.subject')}</th>
              <th scope="col">{t('standards.fields.gradeBand')}</th>
              <th scope="col">{t('standards.fields.strand')}</th>
              {team.isLeader && <th scope="col">{t('standards.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, visible).map((standard) => (
              <Fragment key={standard.id}>
                <tr>
                  <th scope="row">{standard.code}</th>
                  <td>{standard.description}</td>
                  <td>{standard.subject}</td>
                  <td>{standard.gradeBand}</td>
                  <td>{standard.strand}</td>
                  {team.isLeader && (
                    <td>
                      {confirmingDelete === standard.id ? (
                        <ButtonRow
                          role="group"
                          aria-label={t('standards.deleteConfirm', { code: standard.code })}
                        >
                          <Button
                            type="button"
                            autoFocus
                            disabled={deleting}
                            onClick={async () => {
                              if (await deleteStandard(team.id, frameworkId, standard.id))
                                setConfirmingDelete(null);
                            }}
                          >
                            {t('standards.deleteYes', { code: standard.code })}
                          </Button>
                          <Button
                            type="button"
                            $variant="secondary"
                            onClick={() => setConfirmingDelete(null)}
                          >
                            {t('actions.cancel')}
                          </Button>
                        </ButtonRow>
                      ) : (
                        <ButtonRow>
                          <Button
                            type="button"
                            $variant="secondary"
                            aria-expanded={editing === standard.id}
                            aria-label={t('standards.editLabel', { code: standard.code })}
                            onClick={() => setEditing(editing === standard.id ? null : standard.id)}
                          >
                            {t('actions.edit')}
                          </Button>
                          <Button
                            type="button"
                            $variant="secondary"
                            aria-label={t('standards.deleteLabel', { code: standard.code })}
                            onClick={() => setConfirmingDelete(standard.id)}
                          >
                            {t('actions.delete')}
                          </Button>
                        </ButtonRow>
                      )}
                    </td>
                  )}
                </tr>
                {editing === standard.id && (
                  <tr>
                    <td colSpan={columns}>
                      <StandardForm
                        teamId={team.id}
                        frameworkId={frameworkId}
                        standards={standards}
                        standard={standard}
                        onDone={() => setEditing(null)}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </DataTable>
      </TableScroll>
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
