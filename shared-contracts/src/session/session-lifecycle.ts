import { startFirebase } from '@lesson-planner/shared-contracts/firebase';

let started: Promise<void> | null = null;

/**
 * Downloads Firebase Auth and follows it (and the signed-in user's profile) from now on, once
 * per page. Until then the session stays 'initialising', which public pages show as signed
 * out. Resolves when Auth is ready to be called.
 */
export function startSession(): Promise<void> {
  started ??= Promise.all([startFirebase(), import('./follow-auth')]).then(
    ([, { followAuth }]) => {
      followAuth();
    },
    (error: unknown) => {
      // A failed download is asked for again by the next caller (a retry, the next page).
      started = null;
      throw error;
    },
  );
  return started;
}

export async function signOutUser(): Promise<void> {
  await startSession();
  const { signOutOfAuth } = await import('./follow-auth');
  await signOutOfAuth();
}
