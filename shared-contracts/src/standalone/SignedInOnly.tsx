import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { getAuthInstance } from '@lesson-planner/shared-contracts/firebase';
import { ServerStateProvider } from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button, Card, PageSection, Stack } from '@lesson-planner/shared-contracts/ui';
import { Spinner } from '@lesson-planner/shared-contracts/ui';

/**
 * Standalone remotes run on their own origin, where the shell's sign-in is not shared, so
 * guarded pages offer a plain email sign-in (the demo accounts work) instead.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const status = useSession((session) => session.status);
  if (status === 'signed-in') return <ServerStateProvider>{children}</ServerStateProvider>;
  if (status === 'initialising') return <Spinner />;
  return <StandaloneSignIn />;
}

function StandaloneSignIn() {
  const { t } = useTranslation('common');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      await signInWithEmailAndPassword(getAuthInstance(), email, password);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageSection>
      <Card as="form" onSubmit={submit} aria-labelledby="standalone-sign-in">
        <Stack>
          <h1 id="standalone-sign-in">{t('standalone.signInTitle')}</h1>
          <label>
            {t('standalone.email')}
            <input
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <label>
            {t('standalone.password')}
            <input
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
          {failed && <p role="alert">{t('standalone.signInFailed')}</p>}
          <Button type="submit" disabled={busy}>
            {busy && <Spinner />}
            {t('standalone.signIn')}
          </Button>
        </Stack>
      </Card>
    </PageSection>
  );
}
