import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';

/** Sends a signed-out visitor to sign in, remembering where they were going. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const status = useSession((session) => session.status);
  const signingOut = useSession((session) => session.signingOut);
  const location = useLocation();
  if (status === 'signed-in') return children;
  // Signing out returns home (spec section 2), not to the sign-in page.
  if (signingOut) return <Navigate to="/" replace />;
  const redirect = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={`/auth/login?redirect=${encodeURIComponent(redirect)}`} replace />;
}
