import { useState, type FormEvent } from 'react';
import { TextField } from '@lesson-planner/shared-contracts/ui/fields';
import {
  Link,
  Navigate,
  useNavigate,
  useSearchParams,
} from '@lesson-planner/shared-contracts/routing';
import { useTranslation } from 'react-i18next';
import { mdiGoogle } from '@mdi/js';
import { LOCKOUT_MAX_ATTEMPTS, LOCKOUT_MINUTES } from '@lesson-planner/shared-contracts/rules';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button, Icon, Stack } from '@lesson-planner/shared-contracts/ui';
import { Checkbox, FormMessage, SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { signIn, signInWithGoogle } from '../../api/identity';
import { AuthCard, LinkRow } from '../../components/AuthCard';
import { authErrorKey, errorCode } from '../../errors/auth-errors';
import { safeRedirect } from './safe-redirect';
import { useLockout } from './useLockout';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const destination = safeRedirect(params.get('redirect'));
  const signedIn = useSession((session) => session.status === 'signed-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState<'password' | 'google' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lockout = useLockout(email);

  if (signedIn && !busy) return <Navigate to={destination} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (lockout.locked) return;
    setBusy('password');
    setError(null);
    try {
      await signIn(email, password, remember);
      lockout.clear();
      navigate(destination, { replace: true });
    } catch (failure) {
      lockout.recordFailure(errorCode(failure));
      setError(authErrorKey(failure));
      setBusy(null);
    }
  };

  const google = async () => {
    setBusy('google');
    setError(null);
    try {
      await signInWithGoogle(remember);
      navigate(destination, { replace: true });
    } catch (failure) {
      setError(authErrorKey(failure));
      setBusy(null);
    }
  };

  return (
    <AuthCard title={t('titles.login')}>
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
        <TextField
          label={t('fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)}>
          {t('login.rememberMe')}
        </Checkbox>
        {lockout.locked ? (
          <FormMessage $kind="error">
            {t('login.locked', { count: lockout.minutesLeft })}
          </FormMessage>
        ) : (
          error && (
            <FormMessage $kind="error">
              {t(`errors.${error}`)}
              {lockout.attemptsLeft > 0 &&
                lockout.attemptsLeft < LOCKOUT_MAX_ATTEMPTS &&
                ` ${t('login.attemptsLeft', { count: lockout.attemptsLeft, minutes: LOCKOUT_MINUTES })}`}
            </FormMessage>
          )
        )}
        <SubmitButton
          busy={busy === 'password'}
          busyLabel={t('login.signingIn')}
          disabled={lockout.locked || busy !== null}
        >
          {t('login.submit')}
        </SubmitButton>
      </Stack>
      <Button
        type="button"
        $variant="secondary"
        onClick={google}
        disabled={busy !== null}
        aria-busy={busy === 'google'}
      >
        <Icon path={mdiGoogle} />
        {busy === 'google' ? t('login.signingIn') : t('login.google')}
      </Button>
      <LinkRow>
        <Link to="/auth/forgot-password">{t('login.forgotPassword')}</Link>
        <Link to="/auth/register">{t('login.noAccount')}</Link>
      </LinkRow>
    </AuthCard>
  );
}
