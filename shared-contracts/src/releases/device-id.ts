export const DEVICE_ID_KEY = 'lp-device-id';

/**
 * A random id kept in this browser, so a signed-out visitor stays in one canary bucket.
 * Without storage (private mode may refuse it) the id lasts for this page only.
 */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()) {
  const saved = storage?.getItem(DEVICE_ID_KEY);
  if (saved) return saved;
  const created = crypto.randomUUID();
  try {
    storage?.setItem(DEVICE_ID_KEY, created);
  } catch {
    // Storage full or refused: the id still serves this page.
  }
  return created;
}

function safeStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}
