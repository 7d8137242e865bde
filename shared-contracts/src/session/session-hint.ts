/**
 * A note in this browser that a session may exist, so a public page knows whether to start
 * Firebase at once (to show the user's menu) or leave it undownloaded. It holds no secret:
 * only "1", written whenever Auth reports a user and removed whenever it reports none. The
 * prerendered pages' inline script reads the same key (SESSION_HINT_KEY) to preload Firebase.
 */
export const SESSION_HINT_KEY = 'lp-session';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage refused (private browsing): assume a session may exist, as before the hint.
    return true;
  }
}

export function recordSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Without storage every page starts Auth, which is correct, only slower.
  }
}
