import { useTranslation } from 'react-i18next';
import { Chip } from '@lesson-planner/shared-contracts/ui/kit';

/** "AI draft": the lesson's text is an accepted AI draft that no person has edited yet. */
export function AiDraftChip() {
  const { t } = useTranslation('planner');
  return (
    <Chip $tone="accent" data-ai-draft="">
      {t('planEditor.lesson.aiDraft')}
    </Chip>
  );
}
