import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendVerification } from '../../api/identity';
import { authErrorKey } from '../../errors/auth-errors';
import { signOutIfSessionInvalid } from '../../errors/invalid-session';

/** Sends the verification email again, with progress and a translated outcome. */
export function useResendVerification() {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const resend = async () => {
    setBusy(true);
    setResult(null);
    try {
      await resendVerification();
      setResult({ kind: 'success', message: t('verify.sent') });
    } catch (error) {
      const message = t(`errors.${authErrorKey(error)}`);
      if (!signOutIfSessionInvalid(error, message)) setResult({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  };
  return { busy, result, resend };
}
