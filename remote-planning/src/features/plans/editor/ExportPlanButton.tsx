import { useTranslation } from 'react-i18next';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { ExportWordButton } from '../../../components/word-export';
import { NO_STANDARDS, unitPlanDocument, usePrintFormats, type StandardsByKey } from '../print';
import { useEditorStore } from './editor-store';
import { lessonAsTypedOnce } from './lesson-draft';

/**
 * "Export .docx" beside Print: the plan as it is on screen, unsaved edits included, read from
 * the store on the click so that typing never redraws the button.
 */
export function ExportPlanButton({
  unit,
  standards,
}: {
  unit: Unit;
  standards: StandardsByKey | null;
}) {
  const { t, i18n } = useTranslation('planner');
  const formats = usePrintFormats();
  return (
    <ExportWordButton
      label={t('wordExport.unitPlan')}
      makeDocument={() =>
        unitPlanDocument(
          {
            unit,
            lessons: useEditorStore.getState().lessons.map(lessonAsTypedOnce),
            standards: standards ?? NO_STANDARDS,
          },
          t,
          formats,
          i18n.language,
        )
      }
    />
  );
}
