import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getAuthInstance } from '@lesson-planner/shared-contracts/firebase';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { authErrorKey } from '../../errors/auth-errors';
import { signOutIfSessionInvalid } from '../../errors/invalid-session';
import { useResendVerification } from './useResendVerification';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.palette.accentSoft};
  color: ${({ theme }) => theme.palette.text};
  p {
    margin: 0;
    flex: 1 1 320px;
  }
`;

/** Shown across the app to a signed-in user whose email is not verified yet. */
export default function VerifyEmailBanner() {
  const { t } = useTranslation('auth');
  const user = useSession((session) => session.user);
  const { busy, result, resend } = useResendVerification();
  const [recheckFailure, setRecheckFailure] = useState<string | null>(null);
  if (!user || user.emailVerified) return null;

  // After following the link in the email, the account must be re-read to see the change.
  const recheck = async () => {
    const current = getAuthInstance().currentUser;
    if (!current) return;
    setRecheckFailure(null);
    try {
      await current.reload();
      // The security rules read email_verified from the ID token, which still says false until
      // it is fetched again.
      if (current.emailVerified) await current.getIdToken(true);
      useSession.setState((state) => ({
        user: state.user && { ...state.user, emailVerified: current.emailVerified },
      }));
    } catch (error) {
      const message = t(`errors.${authErrorKey(error)}`);
      if (!signOutIfSessionInvalid(error, message)) setRecheckFailure(message);
    }
  };

  return (
    <Banner aria-label={t('verify.bannerLabel')}>
      <p>{recheckFailure ?? result?.message ?? t('verify.banner', { email: user.email })}</p>
      <Button type="button" onClick={resend} disabled={busy} aria-busy={busy}>
        {busy ? t('verify.sending') : t('verify.resend')}
      </Button>
      <Button type="button" $variant="secondary" onClick={() => void recheck()}>
        {t('verify.recheck')}
      </Button>
    </Banner>
  );
}
