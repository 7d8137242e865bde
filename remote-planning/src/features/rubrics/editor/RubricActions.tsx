import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONVERTIBLE_TYPES,
  convertRubric,
  isConvertible,
  type ConvertibleType,
  type Rubric,
  type RubricContent,
} from '@lesson-planner/shared-contracts/planning';
import { csvFileName, downloadCsv } from '@lesson-planner/shared-contracts/csv';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { ConfirmDialog, Disclosure } from '@lesson-planner/shared-contracts/ui/kit';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { createRubric, deleteRubric } from '../../../api/rubric-writes';
import { FailureMessage } from '../../../components/FailureMessage';
import { csvLabels, rubricToCsv } from '../export';
import { ExportWordButton } from '../../../components/word-export';
import { rubricDocument } from '../export';

/**
 * Print, CSV, Word, duplicate, a converted copy and delete: what one does with a whole rubric.
 */
export function RubricActions({
  rubric,
  content,
  uid,
  canDelete,
}: {
  rubric: Rubric;
  /** What is on screen, unsaved edits included: that is what is printed and exported. */
  content: RubricContent;
  uid: string;
  canDelete: boolean;
}) {
  const { t, i18n } = useTranslation('rubrics');
  const planner = useTranslation('planner');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const [target, setTarget] = useState<ConvertibleType | ''>('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const conversion = target && isConvertible(content.type) ? convertRubric(content, target) : null;

  const copy = async (copied: RubricContent) => {
    setBusy(true);
    setFailure(null);
    try {
      const id = await createRubric(copied, rubric.teamId, uid);
      setTarget('');
      void navigate(`/rubrics/${id}?view=edit`);
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteRubric(rubric.id);
      void navigate('/rubrics', { state: { deletedTitle: rubric.title } });
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
      setBusy(false);
    }
  };

  const exportCsv = () =>
    downloadCsv(
      csvFileName(content.title, 'rubric'),
      rubricToCsv(content, csvLabels(t), (ref) => ref.standardId),
    );

  return (
    <Stack data-print="hidden">
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={() => window.print()}>
          {t('actions.print')}
        </Button>
        <Button type="button" $variant="secondary" onClick={exportCsv}>
          {t('actions.exportCsv')}
        </Button>
        <ExportWordButton
          label={planner.t('wordExport.rubric')}
          makeDocument={() => rubricDocument(content, t, i18n.language)}
        />
        <Button
          type="button"
          $variant="secondary"
          disabled={busy}
          onClick={() =>
            void copy({
              ...content,
              title: t('actions.copyTitle', { title: content.title }).slice(0, 150),
            })
          }
        >
          {t('actions.duplicate')}
        </Button>
        {canDelete && (
          <Button type="button" $variant="secondary" onClick={() => setConfirmDelete(true)}>
            {t('actions.delete')}
          </Button>
        )}
      </ButtonRow>
      {isConvertible(content.type) && (
        // Rarely needed: folded under its name rather than a card above every rubric.
        <Disclosure summary={t('convert.label')}>
          <Stack>
            <Select
              label={t('convert.type')}
              value={target}
              onChange={(e) => setTarget(e.target.value as ConvertibleType | '')}
            >
              <option value="">{t('convert.choose')}</option>
              {CONVERTIBLE_TYPES.filter((type) => type !== content.type).map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </Select>
            {conversion && (
              <>
                {conversion.losses.length === 0 ? (
                  <p>{t('convert.nothingLost')}</p>
                ) : (
                  <div role="status">
                    <p>{t('convert.willLose')}</p>
                    <ul>
                      {conversion.losses.map((loss) => (
                        <li key={loss.code}>
                          {t(`convert.losses.${loss.code}`, { count: loss.count })}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <div>
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={busy}
                    onClick={() =>
                      void copy({
                        ...conversion.rubric,
                        title: t('actions.convertedTitle', {
                          title: content.title,
                          type: t(`types.${conversion.rubric.type}`),
                        }).slice(0, 150),
                      })
                    }
                  >
                    {t('convert.confirm', { type: t(`types.${target}`) })}
                  </Button>
                </div>
              </>
            )}
          </Stack>
        </Disclosure>
      )}
      <FailureMessage code={failure ?? undefined} />
      {confirmDelete && (
        <ConfirmDialog
          title={t('delete.title')}
          message={t('delete.message', { title: rubric.title })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          busy={busy}
          busyLabel={t('delete.busy')}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </Stack>
  );
}
