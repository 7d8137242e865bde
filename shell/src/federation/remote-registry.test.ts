// Try again after a hung load: the runtime forgets the remote, the remote's script tags still
// waiting on its server go, and its chunks are asked for at new addresses, so the next attempt
// requests them anew.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  EARLY_RESPONSES_KEY,
  type AppEnvironment,
} from '@lesson-planner/shared-contracts/environment';
import { forgetRemote, prefetchRemotePage, registerEnvironmentRemotes } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const environment = {
  shell: 'http://localhost:3000',
  remotes: {
    remote_auth: 'http://cdn.example/auth/mf-manifest.json',
    remote_teams: 'http://cdn.example/teams/mf-manifest.json',
    remote_planning: 'http://cdn.example/planning/mf-manifest.json',
    remote_curriculum: 'http://cdn.example/curriculum/mf-manifest.json',
  },
  firebase: {},
} as AppEnvironment;

function addScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
}

const scriptSources = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src);

it('re-registers the remote and drops only its pending script tags', () => {
  registerEnvironmentRemotes(environment);
  addScript('http://cdn.example/teams/__federation_expose_routes.1234abcd.js');
  addScript('http://cdn.example/teams/remoteEntry.js');
  addScript('http://cdn.example/planning/unit-list.5678abcd.js');
  addScript('http://localhost:3000/main.js');

  forgetRemote('remote_teams');

  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'remote_teams', entry: environment.remotes.remote_teams }],
    { force: true },
  );
  expect(scriptSources()).toEqual([
    'http://cdn.example/planning/unit-list.5678abcd.js',
    'http://localhost:3000/main.js',
  ]);
  // The remote's next copy asks for its chunks at new addresses (deploy/rspack/fresh-chunk-urls).
  expect(globalThis).toHaveProperty('__lessonPlannerRemoteRetries', { remote_teams: 1 });
});

it("reads a remote's manifest from the page's own request of it, once", async () => {
  const manifest = Promise.resolve({ ok: true } as Response);
  Object.assign(window, {
    [EARLY_RESPONSES_KEY]: { [environment.remotes.remote_auth as string]: manifest },
  });
  registerEnvironmentRemotes(environment);
  const [[plugins]] = jest.mocked(registerPlugins).mock.calls as unknown as [
    [{ fetch: (url: string) => Promise<Response> | undefined }[]],
  ];
  const fetchHook = (url: string) => plugins.map((plugin) => plugin.fetch(url)).find(Boolean);
  expect(fetchHook(environment.remotes.remote_auth as string)).toBe(manifest);
  // A retry, or another remote, asks the server.
  expect(fetchHook(environment.remotes.remote_auth as string)).toBeUndefined();
  expect(fetchHook(environment.remotes.remote_teams as string)).toBeUndefined();
});

it("starts fetching the route's page as soon as the area's route module is there", async () => {
  const login = jest.fn(() => Promise.resolve({ default: () => null }));
  jest
    .mocked(loadRemote)
    .mockResolvedValue({ namespaces: ['auth'], pages: { login }, widgets: {} });
  registerEnvironmentRemotes(environment);
  await prefetchRemotePage('remote_auth', 'login');
  expect(loadRemote).toHaveBeenCalledWith('remote_auth/routes');
  expect(login).toHaveBeenCalledTimes(1);
  // A page the module lacks, or a module that fails, is left to the page to report.
  await expect(prefetchRemotePage('remote_auth', 'nowhere')).resolves.toBeUndefined();
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('down'));
  await expect(prefetchRemotePage('remote_teams', 'teamList')).resolves.toBeUndefined();
});
