import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { canaryBucket } from '@lesson-planner/shared-contracts/releases';
import { axeViolations } from '../support/axe';
import { signInThroughUi } from '../support/auth';
import { DEMO, openPage, type TrackedPage } from '../support/browser';
import {
  FAILURES_URL,
  RELEASE_ENV,
  RELEASE_SHELL,
  TEAMS_HOST,
  deriveRelease,
  npmRun,
  readRegistry,
  release,
  root,
  startServer,
  stopServer,
} from '../support/release-store';

const FAILING_PORT = 3013;
const installedReact = JSON.parse(
  readFileSync(path.join(root, 'node_modules/react/package.json'), 'utf8'),
).version;
/** The contract the live shell serves; a release built against the next major is refused. */
const liveContract = JSON.parse(
  readFileSync(path.join(root, 'shared-contracts/package.json'), 'utf8'),
).contractVersion as string;
const nextContractMajor = Number(liveContract.split('.')[0]) + 1;
const teamsLocale = JSON.parse(
  readFileSync(path.join(root, 'remote-teams/public/locales/en/teams.json'), 'utf8'),
);
/** What v1 says under the Teams heading; v2 adds a sentence, its visible change. */
const V1_LEAD: string = teamsLocale.list.lead;
const V2_LEAD = `${V1_LEAD} Leaders invite teachers from the team page.`;

let store: string;
let servers: ChildProcess[] = [];
let failingServer: Server;
let v1: string;
let v2: string;

/**
 * v2 is a real second build of a small change, made in a copy of remote-teams (a newer
 * package version and one more sentence in its English text), so the shipped JavaScript,
 * manifest and translations all come from a build, not from editing v1's files.
 */
async function releaseChangedTeams(): Promise<string> {
  const work = path.join(root, '.cache/deploy-e2e');
  rmSync(work, { recursive: true, force: true });
  const copy = path.join(work, 'remote-teams');
  mkdirSync(copy, { recursive: true });
  for (const entry of ['package.json', 'rspack.config.mjs', 'src', 'public']) {
    cpSync(path.join(root, 'remote-teams', entry), path.join(copy, entry), { recursive: true });
  }
  // The app's config imports the shared factory as ../deploy/rspack/…
  symlinkSync(path.join(root, 'deploy'), path.join(work, 'deploy'));
  const manifest = JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8'));
  writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ ...manifest, version: '0.2.0' }));
  const locale = path.join(copy, 'public/locales/en/teams.json');
  const text = JSON.parse(readFileSync(locale, 'utf8'));
  writeFileSync(locale, JSON.stringify({ ...text, list: { ...text.list, lead: V2_LEAD } }));
  try {
    return await release(store, 'remote-teams', '--source', copy);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function promote(...args: string[]) {
  return npmRun(store, 'promote', ...args, '--env', RELEASE_ENV);
}

async function promoted(...args: string[]) {
  const result = await promote(...args);
  if (result.status !== 0) throw new Error(`promote ${args.join(' ')}:\n${result.stderr}`);
  return result;
}

/**
 * Opens the team list in a fresh navigation (or reloads it); returns which release of
 * remote-teams served it.
 */
async function teamsReleaseShown(page: Page, { query = '', reload = false } = {}): Promise<string> {
  const manifests: string[] = [];
  const track = (request: { url: () => string }) => {
    const match = new RegExp(`^${TEAMS_HOST}/([^/]+)/mf-manifest\\.json`).exec(request.url());
    if (match) manifests.push(match[1]!);
  };
  page.on('request', track);
  if (reload) await page.reload();
  else await page.goto(`${RELEASE_SHELL}/team${query}`);
  await page.getByRole('heading', { level: 1, name: 'Teams' }).waitFor();
  const lead = page.getByText(V1_LEAD, { exact: false }).first();
  await lead.waitFor();
  const text = (await lead.textContent())!.trim();
  page.off('request', track);
  expect(manifests).toHaveLength(1);
  const expected = manifests[0] === v2 ? V2_LEAD : V1_LEAD;
  expect(text).toBe(expected);
  return manifests[0]!;
}

/** The value once it is non-zero (a beacon arrives a moment after the page gives up), or 0. */
async function eventually(read: () => Promise<number>, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (value === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

const failureCount = (key: string) => async () => {
  const counts = (await (await fetch(FAILURES_URL)).json()) as Record<string, number>;
  return counts[key] ?? 0;
};

/** Each user signs in to the release shell once; the tests after the first reuse the page. */
const signedInPages = new Map<string, Promise<TrackedPage>>();
function signedIn(email: string): Promise<TrackedPage> {
  if (!signedInPages.has(email)) {
    signedInPages.set(
      email,
      openPage().then(async (tracked) => {
        await signInThroughUi(tracked.page, email, undefined, /\/dashboard$/, RELEASE_SHELL);
        return tracked;
      }),
    );
  }
  return signedInPages.get(email)!;
}

beforeAll(async () => {
  store = mkdtempSync(path.join(os.tmpdir(), 'lp-releases-'));
  servers = [
    await startServer(['scripts/serve-releases.mjs'], { LP_RELEASE_STORE: store }),
    // The shell's one build (from the suite's setup), never rebuilt during these tests.
    await startServer(['scripts/serve-app.mjs', 'shell'], { LP_ENV: RELEASE_ENV, PORT: '3010' }),
  ];
  failingServer = createServer((_, response) => {
    response.writeHead(500, { 'Access-Control-Allow-Origin': '*' });
    response.end('Internal Server Error');
  });
  await new Promise<void>((resolve) => failingServer.listen(FAILING_PORT, '127.0.0.1', resolve));
  // v2's build runs while the other releases are made and promoted (each promote's health check
  // opens the live shell in a browser: seconds each).
  const v2Released = releaseChangedTeams();
  v2Released.catch(() => undefined); // awaited below, where a failed build is reported
  // The suite's setup has just built this checkout: those builds are released as they are.
  for (const app of ['remote-auth', 'remote-planning', 'remote-curriculum']) {
    await promoted(app, await release(store, app, '--prebuilt'));
  }
  v1 = await release(store, 'remote-teams', '--prebuilt');
  await promoted('remote-teams', v1);
  v2 = await v2Released;
}, 300_000);

afterAll(async () => {
  for (const tracked of signedInPages.values()) await (await tracked).context.close();
  await Promise.all(servers.map(stopServer));
  await new Promise((resolve) => failingServer?.close(resolve));
  if (store) rmSync(store, { recursive: true, force: true });
});

describe('deploying remote-teams on its own', () => {
  it('refuses to overwrite a release', async () => {
    const again = await npmRun(store, 'release', 'remote-teams');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(
      `Release refused: remote-teams ${v1} is already released; a release is never overwritten`,
    );
  });

  it('a 50% canary splits users by uid, each user stable across reloads', async () => {
    // The leader's bucket is outside the canary's half, the teacher's inside.
    expect(canaryBucket('remote_teams', 'demo-leader')).toBeGreaterThanOrEqual(50);
    expect(canaryBucket('remote_teams', 'demo-teacher-1')).toBeLessThan(50);
    expect((await promoted('remote-teams', v2, '--canary', '50')).stdout).toContain(
      `remote_teams ${v2} is the canary for 50% of users; ${v1} stays live`,
    );

    const leader = await signedIn(DEMO.leader);
    const teacher = await signedIn(DEMO.teacher1);
    for (const reload of [false, true, true]) {
      expect(await teamsReleaseShown(leader.page, { reload })).toBe(v1);
      expect(await teamsReleaseShown(teacher.page, { reload })).toBe(v2);
    }
    expect(await axeViolations(teacher.page)).toEqual([]);
    // Two sign-ins and six page loads beside three other lanes: over 90 s on a slow CI machine.
  }, 180_000);

  it('promoting v2 reaches every user on a fresh navigation; rolling back returns v1', async () => {
    const leader = await signedIn(DEMO.leader);
    expect(await teamsReleaseShown(leader.page)).toBe(v1);

    await promoted('remote-teams', v2);
    expect(await teamsReleaseShown(leader.page)).toBe(v2);
    expect(readRegistry(store).remotes.remote_teams).toMatchObject({
      live: v2,
      canary: null,
      previous: [v1],
    });

    const rollback = await npmRun(store, 'rollback', 'remote-teams', '--env', RELEASE_ENV);
    expect(rollback.status).toBe(0);
    expect(rollback.stdout).toContain(`remote_teams rolled back from ${v2} to ${v1}`);
    expect(await teamsReleaseShown(leader.page)).toBe(v1);

    // This environment lets a tester force a release through the address.
    expect(await teamsReleaseShown(leader.page, { query: `?remote_teams=${v2}` })).toBe(v2);
  });

  it('refuses a release built against another react major or shared-contracts contract major', async () => {
    const react18 = deriveRelease(store, v1, '0.1.0-react18', ({ record }) => {
      const shared = record.shared as Record<string, { requiredVersion: string }>;
      shared.react!.requiredVersion = '^18.2.0';
    });
    const refused = await promote('remote-teams', react18);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `Refused: remote-teams ${react18} cannot run in the live shell of ${RELEASE_ENV}:\n` +
        `  - it requires react ^18.2.0, the live shell provides react ${installedReact}`,
    );

    const nextMajor = deriveRelease(store, v1, '0.1.0-next-contract', ({ record }) => {
      record.contractVersion = `${nextContractMajor}.0.0`;
    });
    const refusedContract = await promote('remote-teams', nextMajor);
    expect(refusedContract.status).toBe(1);
    expect(refusedContract.stderr).toContain(
      `  - it is built against shared-contracts contract ${nextContractMajor}.0.0 (major ${nextContractMajor}), ` +
        `the live shell serves contract ${liveContract}`,
    );
    expect(readRegistry(store).remotes.remote_teams?.live).toBe(v1);
  });

  it('rolls back a release whose entry answers 500 and exits non-zero', async () => {
    const broken = deriveRelease(store, v1, '0.1.0-broken', ({ manifest }) => {
      const metaData = manifest.metaData as { publicPath: string };
      metaData.publicPath = `http://localhost:${FAILING_PORT}/`;
    });
    const result = await promote('remote-teams', broken);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `Health check failed for remote-teams ${broken}; rolled back in ${RELEASE_ENV}:\n` +
        `  - The remote entry http://localhost:${FAILING_PORT}/remoteEntry.js answers HTTP 500`,
    );
    expect(readRegistry(store).remotes.remote_teams).toMatchObject({ live: v1, canary: null });

    const leader = await signedIn(DEMO.leader);
    expect(await teamsReleaseShown(leader.page)).toBe(v1);

    // Forced onto the broken release, the page says the area is unavailable and the
    // browser reports the failing version to the counter.
    await leader.page.goto(`${RELEASE_SHELL}/team?remote_teams=${broken}`);
    await leader.page.getByRole('heading', { name: 'This area is unavailable' }).waitFor();
    expect(await eventually(failureCount(`remote_teams@${broken}`))).toBeGreaterThanOrEqual(1);
    expect(await failureCount(`remote_teams@${v1}`)()).toBe(0);
  });
});
