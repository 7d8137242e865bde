import { useTranslation } from 'react-i18next';
import type { GenerateDraftResponse } from '@lesson-planner/shared-contracts/planning';
import { SourceNote } from './draft-controls';

/** Says plainly whether an AI model wrote the draft (and which), and the tokens it cost. */
export function DraftSourceNote({ result }: { result: GenerateDraftResponse }) {
  const { t, i18n } = useTranslation('planner');
  const tokens = new Intl.NumberFormat(i18n.language).format(result.usage.totalTokens);
  return (
    <SourceNote>
      <p>
        <strong>
          {result.provider === 'offline'
            ? t('generation.offline')
            : t('generation.ai', { model: result.model })}
        </strong>
      </p>
      <p>{t('generation.usage', { tokens })}</p>
    </SourceNote>
  );
}
