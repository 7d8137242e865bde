import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mdiFileWordOutline } from '@mdi/js';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import { Button, Icon, Spinner } from '@lesson-planner/shared-contracts/ui';
import { downloadWordDocument } from './export-word';
import type { WordDocument } from './word-document';

/**
 * "Export .docx": builds the document on the click (so it holds what is on screen then) and
 * downloads it. `label` is the precise name for assistive technology ("Export .docx of the
 * unit plan"); it starts with the visible text.
 */
export function ExportWordButton({
  label,
  makeDocument,
}: {
  label: string;
  makeDocument: () => WordDocument;
}) {
  const { t } = useTranslation('planner');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const exportDocument = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadWordDocument(makeDocument());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        data-print="hidden"
        aria-label={label}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void exportDocument()}
      >
        {busy ? <Spinner /> : <Icon path={mdiFileWordOutline} />}
        <span data-button-label="">{t('wordExport.button')}</span>
      </Button>
      {failed && <FormMessage $kind="error">{t('wordExport.failed')}</FormMessage>}
    </>
  );
}
