import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@lesson-planner/shared-contracts/routing';
import { startSession, useSession } from '@lesson-planner/shared-contracts/session';
import { PageLoading } from './PageLoading';
import { ServerState } from './ServerState';

/** Sends a signed-out visitor to sign in, remembering where they were going. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const status = useSession((session) => session.status);
  const signingOut = useSession((session) => session.signingOut);
  const location = useLocation();
  // Reached from a public page that left Auth undownloaded: find out now.
  useEffect(() => {
    if (status === 'initialising')
      startSession().catch((error: unknown) => console.error('Auth could not start', error));
  }, [status]);
  if (status === 'signed-in') return <ServerState>{children}</ServerState>;
  // Reached from a prerendered public page before the sign-in state is known: wait for it.
  if (status === 'initialising') return <PageLoading />;
  // Signing out returns home (spec section 2), not to the sign-in page.
  if (signingOut) return <Navigate to="/" replace />;
  const redirect = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={`/auth/login?redirect=${encodeURIComponent(redirect)}`} replace />;
}
