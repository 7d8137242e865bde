// Live queries' stand-ins in component tests: the real layer (liveQuery, one listener per key)
// over a fake server instead of Firestore. A test says what the server holds under a query's
// key (`serve`) or that it refuses it (`refuse`); each listener hears it as its first snapshot,
// and a running listener hears every later change at once, as a teammate's save reaches a
// Firestore listener (a page that read once would not show it).
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { liveQuery } from '@lesson-planner/shared-contracts/server-state';

type Held = { data: unknown } | { error: unknown };
interface Listener {
  key: QueryKey;
  emit: (data: unknown) => void;
  fail: (error: unknown) => void;
}

/** What the server holds, by the hash of the key it was served under. */
const server = new Map<string, Held>();
const running = new Set<Listener>();
const started: QueryKey[] = [];
afterEach(() => {
  server.clear();
  running.clear();
  started.length = 0;
});

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && hashKey(key.slice(0, prefix.length)) === hashKey(prefix);

/** What a listener of `key` hears: what was served under it, or under the nearest key it extends. */
function heldFor(key: QueryKey): Held {
  for (let length = key.length; length > 0; length -= 1) {
    const held = server.get(hashKey(key.slice(0, length)));
    if (held) return held;
  }
  return { error: new Error(`The fake server holds nothing for ${hashKey(key)}`) };
}

function tell(listener: Listener, held: Held) {
  if ('data' in held) listener.emit(held.data);
  else listener.fail(held.error);
}

function hold(key: QueryKey, held: Held) {
  server.set(hashKey(key), held);
  for (const listener of running) if (startsWith(listener.key, key)) tell(listener, held);
}

/**
 * The server holds `data` under `key` (and, for a shorter key, under every key that extends it:
 * `['scheduleNotes', 'team', 't1']` for each week's notes); its running listeners hear it.
 */
export const serve = (key: QueryKey, data: unknown): void => hold(key, { data });

/** The server refuses the listeners of `key` (Firestore's error callback), now and later. */
export const refuse = (key: QueryKey, error: unknown): void => hold(key, { error });

/** How many listeners of exactly `key` have started: each one is a read of the server. */
export const listensTo = (key: QueryKey): number =>
  started.filter((other) => hashKey(other) === hashKey(key)).length;

/** A live query of `key` over the fake server. */
const fakeLive = <K extends QueryKey>(queryKey: K) =>
  liveQuery(queryKey, (emit, fail) => {
    const listener: Listener = { key: queryKey, emit, fail };
    running.add(listener);
    started.push(queryKey);
    // A Firestore listener's first snapshot comes after it starts, never during.
    void Promise.resolve().then(() => {
      if (running.has(listener)) tell(listener, heldFor(queryKey));
    });
    return () => running.delete(listener);
  });

/**
 * An api module as a jest.mock factory: each live query (an export named …Query) the fake one
 * under its real key, each other function a jest.fn, and the rest (the keys) as they are.
 */
function withFakeLive(actual: Record<string, unknown>) {
  const mocked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(actual)) {
    if (typeof value !== 'function') mocked[name] = value;
    else if (!name.endsWith('Query')) mocked[name] = jest.fn();
    else
      mocked[name] = (...args: unknown[]) => {
        const real = value(...args) as { queryKey: QueryKey; meta?: { live?: boolean } };
        if (!real.meta?.live) throw new Error(`${name} is not a live query`);
        return fakeLive(real.queryKey);
      };
  }
  return mocked;
}

export const mockSchoolTimeReads = () =>
  withFakeLive(jest.requireActual('../api/school-time-reads'));
export const mockUnitReads = () => withFakeLive(jest.requireActual('../api/unit-reads'));
export const mockUnitPlanReads = () => withFakeLive(jest.requireActual('../api/unit-plan-reads'));
export const mockExemplars = () => withFakeLive(jest.requireActual('../api/exemplars'));

/** The team reads: the members live. (The user's teams are shared-contracts/teams/testing's.) */
export function mockTeamDirectory() {
  const { teamKeys } = jest.requireActual('../api/team-directory');
  return {
    teamKeys,
    teamMembersQuery: (teamId: string) => fakeLive(teamKeys.members(teamId)),
  };
}
