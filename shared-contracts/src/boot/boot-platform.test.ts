import { loadEnvironment } from '@lesson-planner/shared-contracts/environment';
import { initI18n } from '@lesson-planner/shared-contracts/i18n';
import { bootPlatform } from './index';

jest.mock('@lesson-planner/shared-contracts/environment', () => ({ loadEnvironment: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/firebase', () => ({ initFirebase: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/i18n', () => ({ initI18n: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/session', () => ({
  hasSessionHint: () => false,
  startSession: jest.fn(() => Promise.resolve()),
}));

const remotes = { remote_auth: 'http://localhost:3001/mf-manifest.json' };

it('names the remotes to the app before the translations have loaded', async () => {
  jest.mocked(loadEnvironment).mockResolvedValue({
    shell: 'http://localhost:3000',
    remotes,
    firebase: {},
  } as Awaited<ReturnType<typeof loadEnvironment>>);
  let translationsLoaded = false;
  jest.mocked(initI18n).mockImplementation(
    () =>
      new Promise((resolve) =>
        setTimeout(() => {
          translationsLoaded = true;
          resolve({} as Awaited<ReturnType<typeof initI18n>>);
        }, 10),
      ),
  );
  const known: unknown[] = [];
  const environment = await bootPlatform({
    session: 'if-signed-in',
    onRemotesKnown: (settled) => known.push({ remotes: settled.remotes, translationsLoaded }),
  });
  expect(known).toEqual([{ remotes, translationsLoaded: false }]);
  expect(environment.remotes).toEqual(remotes);
});
