import { EARLY_RESPONSES_KEY, loadEnvironment, takeEarlyResponse } from './index';

const environmentFile = { shell: 'http://localhost:3000', remotes: {}, firebase: {} };
const response = (body: unknown) =>
  ({ ok: true, status: 200, json: () => Promise.resolve(body) }) as Response;

describe('responses the page started before the app', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSES_KEY];
  });

  it('reads the environment from the page’s request, and asks anew the next time', async () => {
    global.fetch = jest.fn(() => Promise.resolve(response(environmentFile)));
    Object.assign(window, {
      [EARLY_RESPONSES_KEY]: {
        '/environment.json': Promise.resolve(response({ ...environmentFile, shell: 'early' })),
      },
    });
    await expect(loadEnvironment()).resolves.toMatchObject({ shell: 'early' });
    expect(global.fetch).not.toHaveBeenCalled();
    await expect(loadEnvironment()).resolves.toMatchObject({ shell: 'http://localhost:3000' });
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('hands each response over once, and nothing where the page started none', () => {
    const manifest = Promise.resolve(response({}));
    expect(takeEarlyResponse('http://auth.test/mf-manifest.json')).toBeUndefined();
    Object.assign(window, {
      [EARLY_RESPONSES_KEY]: { 'http://auth.test/mf-manifest.json': manifest },
    });
    expect(takeEarlyResponse('http://auth.test/mf-manifest.json')).toBe(manifest);
    expect(takeEarlyResponse('http://auth.test/mf-manifest.json')).toBeUndefined();
  });
});
