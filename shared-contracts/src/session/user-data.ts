import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { useSession } from './session-store';

/**
 * Where the areas' stores keep the signed-in user's last-known data between visits (zustand's
 * persist middleware), so a returning teacher sees it at once, before Firebase has arrived, while
 * it is read again. It lasts as the session does: on this device only if the user chose
 * "Remember me", otherwise in this tab; and it is emptied whenever the session ends
 * (followAuth), so the next person at a shared computer never sees it.
 */
const PREFIX = 'lp-user-data:';
const REMEMBER_KEY = 'lp-remember-device';

/**
 * Where userDataStorage keeps `name`, for the prerendered pages' inline script, which reads
 * kept data before any module has loaded: under `key`, in sessionStorage when `rememberKey`
 * holds '0', else in localStorage.
 */
export const userDataLocation = (name: string) => ({
  key: PREFIX + name,
  rememberKey: REMEMBER_KEY,
});

/** Records the sign-in's "Remember me": kept on the device, or only in this tab. */
export function rememberUserData(remember: boolean): void {
  try {
    localStorage.setItem(REMEMBER_KEY, remember ? '1' : '0');
  } catch {
    // Storage refused: nothing is kept at all (userDataStorage reads nothing either).
  }
}

/** A session Auth keeps by default (registration, an earlier visit) counts as remembered. */
const storageOfSession = (): Storage =>
  localStorage.getItem(REMEMBER_KEY) === '0' ? sessionStorage : localStorage;

/** Dates survive the round trip through JSON, as the stores hold them. */
function keepDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Date ? { $date: raw.getTime() } : value;
}

const reviveDates = (_key: string, value: unknown): unknown =>
  value !== null && typeof value === 'object' && '$date' in value
    ? new Date((value as { $date: number }).$date)
    : value;

/** The persist middleware's storage for one store's part of the user's data. */
export function userDataStorage<S>(): PersistStorage<S> {
  return {
    getItem(name) {
      try {
        const text = storageOfSession().getItem(PREFIX + name);
        return text === null ? null : (JSON.parse(text, reviveDates) as StorageValue<S>);
      } catch {
        // Unreadable (storage refused, or written by an older build): as if nothing was kept.
        return null;
      }
    },
    setItem(name, value) {
      try {
        // Signed out, nothing is kept: not even a read that ends after sign-out (its answer
        // was on the way), whose next reader at this computer would be someone else.
        if (useSession.getState().status === 'signed-out') {
          storageOfSession().removeItem(PREFIX + name);
          return;
        }
        storageOfSession().setItem(PREFIX + name, JSON.stringify(value, keepDates));
      } catch {
        // Storage refused or full: the next visit reads the data afresh, as before.
      }
    },
    removeItem(name) {
      try {
        storageOfSession().removeItem(PREFIX + name);
      } catch {
        // Nothing could have been kept.
      }
    },
  };
}

/** Forgets every area's kept data, on the device and in this tab. */
export function clearUserData(): void {
  for (const storageOf of [() => localStorage, () => sessionStorage]) {
    try {
      const storage = storageOf();
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) if (key?.startsWith(PREFIX)) storage.removeItem(key);
    } catch {
      // Storage refused: nothing was kept there.
    }
  }
}
