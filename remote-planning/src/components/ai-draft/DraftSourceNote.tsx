import { useTranslation } from 'react-i18next';
import type { GenerateDraftResponse } from '@lesson-planner/shared-contracts/planning';
import { SourceNote } from './draft-controls';

/**
 * Says plainly whether an AI model wrote the draft (and which), what the server charged, and how
 * many standards it cited that the server left out (not in the team's frameworks). An offline
 * draft is charged too (functions/src/ai/offline-draft-provider counts it as if a model had
 * written it), so its note says so rather than that it "used" tokens.
 */
export function DraftSourceNote({
  result,
}: {
  result: Pick<GenerateDraftResponse, 'usage' | 'provider' | 'model' | 'droppedStandards'>;
}) {
  const { t, i18n } = useTranslation('planner');
  const tokens = new Intl.NumberFormat(i18n.language).format(result.usage.totalTokens);
  const offline = result.provider === 'offline';
  return (
    <SourceNote>
      <p>
        <strong>
          {offline ? t('generation.offline') : t('generation.ai', { model: result.model })}
        </strong>
      </p>
      <p>
        {offline ? t('generation.offlineCharge', { tokens }) : t('generation.usage', { tokens })}
      </p>
      {result.droppedStandards ? (
        <p>{t('generation.droppedStandards', { count: result.droppedStandards })}</p>
      ) : null}
    </SourceNote>
  );
}
