import i18next, { type BackendModule } from 'i18next';
import { loadAreaTexts } from './area-texts';

/** A translation server that fails until it is told to answer. */
function flakyBackend() {
  const state = { up: false, requests: 0 };
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (_language, namespace, callback) => {
      state.requests += 1;
      if (state.up) callback(null, { title: `${namespace} title` });
      else callback(new Error('server down'), false);
    },
  };
  return { backend, state };
}

async function startI18n(backend: BackendModule) {
  const i18n = i18next.createInstance();
  await i18n.use(backend).init({ lng: 'en', ns: [], maxRetries: 0 });
  return i18n;
}

describe('loading an area’s texts', () => {
  it('reports the namespaces that did not load', async () => {
    const { backend } = flakyBackend();
    const i18n = await startI18n(backend);
    await expect(loadAreaTexts(i18n, ['teams'])).resolves.toEqual(['teams']);
  });

  it('asks the server again for a namespace that failed before, and succeeds once it answers', async () => {
    const { backend, state } = flakyBackend();
    const i18n = await startI18n(backend);
    await loadAreaTexts(i18n, ['teams']);
    state.up = true;
    const before = state.requests;
    await expect(loadAreaTexts(i18n, ['teams'])).resolves.toEqual([]);
    expect(state.requests).toBeGreaterThan(before);
    expect(i18n.t('title', { ns: 'teams' })).toBe('teams title');
  });

  it('does not ask again for texts it already has', async () => {
    const { backend, state } = flakyBackend();
    state.up = true;
    const i18n = await startI18n(backend);
    await loadAreaTexts(i18n, ['teams']);
    const before = state.requests;
    await expect(loadAreaTexts(i18n, ['teams'])).resolves.toEqual([]);
    expect(state.requests).toBe(before);
  });
});
