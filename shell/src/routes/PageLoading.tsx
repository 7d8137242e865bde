import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '@lesson-planner/shared-contracts/ui';

const Status = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(12)} 0;
  color: ${({ theme }) => theme.palette.textMuted};
`;

// Fast loads should not flash a spinner; slow ones must show that something is happening.
const SHOW_AFTER_MS = 150;

/** An announced status while something loads; `text` says what (the page, or a part of it). */
export function PageLoading({
  text = 'status.loadingPage',
}: {
  text?: 'status.loadingPage' | 'status.loading';
}) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Status role="status" aria-live="polite">
      {visible && (
        <>
          <Spinner />
          {t(text)}
        </>
      )}
    </Status>
  );
}
