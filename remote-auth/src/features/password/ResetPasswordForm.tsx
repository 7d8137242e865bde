import { useState, type FormEvent } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import { isPasswordValid } from '@lesson-planner/shared-contracts/rules';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { FormMessage, SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { completePasswordReset } from '../../api/identity';
import { AuthCard } from '../../components/AuthCard';
import { authErrorKey } from '../../errors/auth-errors';
import { PasswordRequirements } from '../register/PasswordRequirements';
import { usePasswordPolicy } from '../register/usePasswordPolicy';

export function ResetPasswordForm({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const policy = usePasswordPolicy();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isPasswordValid(password, policy)) {
      setFailure('passwordDoesNotMeetRequirements');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await completePasswordReset(code, password);
      setDone(true);
    } catch (error) {
      setFailure(authErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('reset.title')}>
      {done ? (
        <>
          <FormMessage $kind="success">{t('reset.done')}</FormMessage>
          <Link to="/auth/login">{t('reset.signIn')}</Link>
        </>
      ) : (
        <Stack as="form" onSubmit={submit}>
          <TextField
            label={t('fields.newPassword')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            value={password}
            hint={<PasswordRequirements password={password} policy={policy} />}
            onChange={(event) => setPassword(event.target.value)}
          />
          {failure && <FormMessage $kind="error">{t(`errors.${failure}`)}</FormMessage>}
          <SubmitButton busy={busy} busyLabel={t('reset.saving')}>
            {t('reset.submit')}
          </SubmitButton>
        </Stack>
      )}
    </AuthCard>
  );
}
