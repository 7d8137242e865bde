import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.type.subheading};
  font-weight: 700;
`;

const Track = styled.div`
  height: 12px;
  max-width: 480px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.palette.surface};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.palette.accent};
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background: Highlight;
  }
`;

/** "5 of 8 standards addressed", in words and as a meter that says the same to assistive tech. */
export function CoverageSummary({ addressed, total }: { addressed: number; total: number }) {
  const { t } = useTranslation('classroom');
  const summary = t('coverage.summary', { covered: addressed, count: total });
  return (
    <div>
      <Summary>{summary}</Summary>
      <Track
        role="meter"
        aria-label={t('coverage.meterLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={addressed}
        aria-valuetext={summary}
      >
        <Fill style={{ width: `${(addressed / total) * 100}%` }} />
      </Track>
    </div>
  );
}
