// Try again after a hung load: the runtime forgets the remote, the remote's script tags still
// waiting on its server go, and its chunks are asked for at new addresses, so the next attempt
// requests them anew.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppEnvironment } from '@lesson-planner/shared-contracts/environment';
import { forgetRemote, registerEnvironmentRemotes } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
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
