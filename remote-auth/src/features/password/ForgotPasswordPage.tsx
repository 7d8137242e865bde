import { useState, type FormEvent } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { Link, useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { FormMessage, SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { sendPasswordReset } from '../../api/identity';
import { AuthCard, LinkRow } from '../../components/AuthCard';
import { authErrorKey, errorCode } from '../../errors/auth-errors';
import { clearFailedSignIns } from '../sign-in/lockout-storage';
import { ResetPasswordForm } from './ResetPasswordForm';

/**
 * Step one sends the reset email; the link in it returns here with an oobCode, and step two
 * sets the new password.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (code) return <ResetPasswordForm code={code} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await sendPasswordReset(email);
      // Spec section 4: a password reset for an email clears its failed sign-ins.
      clearFailedSignIns(email);
      setSentTo(email.trim());
    } catch (error) {
      // An email without an account gets the same answer as one with an account, so that this
      // page cannot be used to find out who has one.
      if (errorCode(error) === 'auth/user-not-found') setSentTo(email.trim());
      else setFailure(authErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('titles.forgotPassword')}>
      <p>{t('forgot.intro')}</p>
      <Stack as="form" onSubmit={submit}>
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {sentTo && <FormMessage $kind="success">{t('forgot.sent', { email: sentTo })}</FormMessage>}
        {failure && <FormMessage $kind="error">{t(`errors.${failure}`)}</FormMessage>}
        <SubmitButton busy={busy} busyLabel={t('forgot.sending')}>
          {t('forgot.submit')}
        </SubmitButton>
      </Stack>
      <LinkRow>
        <Link to="/auth/login">{t('forgot.backToSignIn')}</Link>
      </LinkRow>
    </AuthCard>
  );
}
