import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mediaUp } from '@lesson-planner/shared-contracts/theme';

// Top-aligned: the form arrives after the first paint, and a centred welcome would move with it.
const Frame = styled.div`
  display: grid;
  align-items: start;
  max-width: 1040px;
  margin: 0 auto;
  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 500px);
    gap: ${({ theme }) => theme.space(8)};
  }
`;

const Welcome = styled.p`
  margin: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)} 0;
  font-size: ${({ theme }) => theme.type.body};
  line-height: 1.6;
  color: ${({ theme }) => theme.palette.textMuted};
  ${mediaUp('md')} {
    margin: ${({ theme }) => theme.space(16)} 0 0;
    font-size: ${({ theme }) => theme.type.subheading};
  }
`;

/**
 * What the product is for, beside the sign-in and registration forms. The shell draws it, so
 * it is in the prerendered page and on screen at the first paint, while the form itself comes
 * with the sign-in area's code a moment later (the largest paint no longer waits for it).
 */
export function SignInWelcome({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Frame>
      <Welcome>{t('signInWelcome')}</Welcome>
      <div>{children}</div>
    </Frame>
  );
}
