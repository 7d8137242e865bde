import { useTranslation } from 'react-i18next';
import type { GenerateDraftResponse } from '@lesson-planner/shared-contracts/planning';
import { SourceNote } from './draft-controls';

/**
 * Says plainly whether an AI model wrote the draft (and which), the tokens it cost, and how
 * many standards it cited that the server left out (not in the team's frameworks).
 * `offlineText` says what an offline draft was built from, when it is not the unit's fields.
 */
export function DraftSourceNote({
  result,
  offlineText,
}: {
  result: Pick<GenerateDraftResponse, 'usage' | 'provider' | 'model' | 'droppedStandards'>;
  offlineText?: string;
}) {
  const { t, i18n } = useTranslation('planner');
  const tokens = new Intl.NumberFormat(i18n.language).format(result.usage.totalTokens);
  return (
    <SourceNote>
      <p>
        <strong>
          {result.provider === 'offline'
            ? (offlineText ?? t('generation.offline'))
            : t('generation.ai', { model: result.model })}
        </strong>
      </p>
      <p>{t('generation.usage', { tokens })}</p>
      {result.droppedStandards ? (
        <p>{t('generation.droppedStandards', { count: result.droppedStandards })}</p>
      ) : null}
    </SourceNote>
  );
}
