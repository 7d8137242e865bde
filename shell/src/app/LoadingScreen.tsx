import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '@lesson-planner/shared-contracts/ui';

const Screen = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
  }
`;

/** Shown until Firebase Auth knows whether someone is signed in (spec section 2). */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <Screen role="status" aria-live="polite">
      <h1>{t('appName')}</h1>
      <Spinner />
      <p>{t('status.loading')}</p>
    </Screen>
  );
}
