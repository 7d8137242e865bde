// The server-state layer's live queries on the real emulator and SDK: the list queries the
// pages listen to are allowed by the rules for the team and refused to anyone else; readers of
// one key share one listener, which feeds every reader each change and stops once none is
// left; a refusal becomes the query's error without retries.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import {
  createQueryClient,
  LINGER_MS,
  liveListenerCount,
  liveQuery,
  type Listen,
} from '@lesson-planner/shared-contracts/server-state';
import { createRulesTestEnvironment, reseed, seedTeam, type Db } from './rules-test-env';

const MEMBER = 'member-a';
const OUTSIDER = 'outsider';
const SEEDED_AT = new Date('2026-01-10T00:00:00Z');

let env: RulesTestEnvironment;
const dbOf = (uid: string): Db => env.authenticatedContext(uid).firestore();
/** A teammate's change, as the app writes it (the units' validation is planning.rules.test.ts's). */
const asTeammate = (write: (db: Db) => Promise<unknown>) =>
  env.withSecurityRulesDisabled((context) => write(context.firestore()).then(() => undefined));

beforeAll(async () => {
  env = await createRulesTestEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await reseed(env, async (db) => {
    await seedTeam(db, 'team-a', 'Grade 5 Team', { [MEMBER]: 'member' }, SEEDED_AT);
    await db.doc('units/unit-1').set({ teamId: 'team-a', title: 'Water' });
  });
});

/** The titles of the team's units, from a listener as the units list runs it; counts starts and stops. */
function teamUnits(uid: string) {
  const counts = { started: 0, stopped: 0 };
  const listen: Listen<string[]> = (emit, fail) => {
    counts.started += 1;
    const stop = dbOf(uid)
      .collection('units')
      .where('teamId', '==', 'team-a')
      .onSnapshot(
        (snapshot) => emit(snapshot.docs.map((unit) => String(unit.get('title'))).sort()),
        fail,
      );
    return () => {
      counts.stopped += 1;
      stop();
    };
  };
  return { options: liveQuery(['units', 'team', 'team-a', uid], listen), counts };
}

/** Subscribes a reader and collects what it is shown. */
function read(observer: Pick<QueryObserver<string[]>, 'subscribe' | 'getCurrentResult'>) {
  const seen: QueryObserverResult<string[], Error>[] = [];
  const unsubscribe = observer.subscribe((result) => seen.push(result));
  seen.push(observer.getCurrentResult());
  const until = async (test: (result: QueryObserverResult<string[], Error>) => boolean) => {
    for (let waited = 0; waited < 20_000; waited += 50) {
      if (seen.some(test)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Never shown: ${JSON.stringify(seen.map((result) => result.data))}`);
  };
  return { unsubscribe, until };
}

const sameList = (expected: string[]) => (result: QueryObserverResult<string[], Error>) =>
  JSON.stringify(result.data) === JSON.stringify(expected);

describe('live queries', () => {
  it("two readers of one key share one listener, and both see a teammate's new unit", async () => {
    const client = createQueryClient();
    const { options, counts } = teamUnits(MEMBER);
    const list = read(new QueryObserver(client, options));
    const detail = read(new QueryObserver(client, options));
    await list.until(sameList(['Water']));
    await detail.until(sameList(['Water']));

    await asTeammate((db) => db.doc('units/unit-2').set({ teamId: 'team-a', title: 'Soil' }));
    await list.until(sameList(['Soil', 'Water']));
    await detail.until(sameList(['Soil', 'Water']));
    expect(counts).toEqual({ started: 1, stopped: 0 });
    list.unsubscribe();
    detail.unsubscribe();
    client.clear();
    expect(counts.stopped).toBe(1);
  });

  it('stops the listener once no one reads the key, and a later reader starts it again', async () => {
    const client = createQueryClient();
    const { options, counts } = teamUnits(MEMBER);
    const first = read(new QueryObserver(client, options));
    await first.until(sameList(['Water']));
    first.unsubscribe();
    // A reader that comes back within the linger keeps the same listener.
    const back = read(new QueryObserver(client, options));
    await back.until(sameList(['Water']));
    back.unsubscribe();
    expect(counts).toEqual({ started: 1, stopped: 0 });

    await new Promise((resolve) => setTimeout(resolve, LINGER_MS + 500));
    expect(counts).toEqual({ started: 1, stopped: 1 });
    expect(liveListenerCount()).toBe(0);

    // Changed while no one listened: the next reader listens again and sees it.
    await asTeammate((db) => db.doc('units/unit-1').update({ title: 'Rain' }));
    const later = read(new QueryObserver(client, options));
    await later.until(sameList(['Rain']));
    expect(counts.started).toBe(2);
    later.unsubscribe();
    client.clear();
  });

  it("an outsider's listener is refused: the query's error, tried once", async () => {
    const client = createQueryClient();
    const { options, counts } = teamUnits(OUTSIDER);
    const outsider = read(new QueryObserver(client, options));
    await outsider.until((result) => result.status === 'error');
    const { error } = client.getQueryState(options.queryKey)!;
    expect((error as { code?: string }).code).toBe('permission-denied');
    expect(counts.started).toBe(1);
    expect(liveListenerCount()).toBe(0);
    outsider.unsubscribe();
    client.clear();
  });
});
