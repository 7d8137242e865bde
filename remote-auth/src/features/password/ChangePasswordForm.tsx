import { useState, type FormEvent } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import { useTranslation } from 'react-i18next';
import { isPasswordValid } from '@lesson-planner/shared-contracts/rules';
import { Stack } from '@lesson-planner/shared-contracts/ui';
import { FormMessage, SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { changePassword } from '../../api/identity';
import { currentPasswordErrorKey } from '../../errors/auth-errors';
import { signOutIfSessionInvalid } from '../../errors/invalid-session';
import { PasswordRequirements } from '../register/PasswordRequirements';
import { usePasswordPolicy } from '../register/usePasswordPolicy';

export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const policy = usePasswordPolicy();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isPasswordValid(next, policy)) {
      setResult({ kind: 'error', message: t('errors.passwordDoesNotMeetRequirements') });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setResult({ kind: 'success', message: t('changePassword.done') });
    } catch (error) {
      const message = t(`errors.${currentPasswordErrorKey(error)}`);
      if (!signOutIfSessionInvalid(error, message)) setResult({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="form" onSubmit={submit} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('changePassword.title')}</h2>
      <TextField
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={next}
        hint={<PasswordRequirements password={next} policy={policy} />}
        onChange={(event) => setNext(event.target.value)}
      />
      {result && <FormMessage $kind={result.kind}>{result.message}</FormMessage>}
      <SubmitButton busy={busy} busyLabel={t('changePassword.saving')}>
        {t('changePassword.submit')}
      </SubmitButton>
    </Stack>
  );
}
