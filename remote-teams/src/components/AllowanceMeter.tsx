import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TokenUsage } from '@lesson-planner/shared-contracts/domain';
import { nextResetDate } from '@lesson-planner/shared-contracts/rules';

const Bar = styled.progress`
  width: 100%;
  height: 0.75rem;
  accent-color: ${({ theme }) => theme.palette.primary};
`;

const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** A team's monthly allowance: used of limit as a progress bar, and when it resets. */
export function AllowanceMeter({ usage, label }: { usage: TokenUsage; label: string }) {
  const { t } = useTranslation('teams');
  const nextReset = nextResetDate({
    now: new Date(),
    resetDay: usage.resetDay,
    lastReset: usage.lastReset,
  });
  const used = t('allowance.used', { used: usage.totalTokens, limit: usage.tokenLimit });
  return (
    <div>
      <p>{used}</p>
      <Bar
        aria-label={label}
        aria-valuetext={used}
        max={usage.tokenLimit}
        value={Math.min(usage.totalTokens, usage.tokenLimit)}
      />
      <Caption>
        {t('allowance.nextReset', {
          date: nextReset,
          formatParams: { date: { dateStyle: 'long' } },
        })}
      </Caption>
    </div>
  );
}
