import { fetchBackend } from './fetch-backend';

const urlOf = (language: string, namespace: string) => `https://app.test/${language}/${namespace}`;

/** What the backend tells i18next for one file the server answers with `respond`. */
function read(respond: () => Promise<Response>) {
  global.fetch = jest.fn(respond);
  return new Promise<{ error: unknown; result: unknown }>((resolve) => {
    fetchBackend(urlOf).read('th', 'auth', (error, result) => resolve({ error, result }));
  });
}

const answer = (status: number, body: string) => () =>
  Promise.resolve({
    ok: status < 400,
    status,
    json: () => Promise.resolve().then(() => JSON.parse(body) as unknown),
  } as Response);

describe('fetching translation files', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("gives i18next the file's texts, asked for at the file's address", async () => {
    await expect(read(answer(200, '{"title":"เข้าสู่ระบบ"}'))).resolves.toEqual({
      error: null,
      result: { title: 'เข้าสู่ระบบ' },
    });
    expect(global.fetch).toHaveBeenCalledWith('https://app.test/th/auth');
  });

  it('asks for a retry after a server error or a failed connection', async () => {
    await expect(read(answer(503, ''))).resolves.toEqual({
      error: 'failed loading https://app.test/th/auth; status code: 503',
      result: true,
    });
    await expect(read(() => Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual({
      error: 'failed loading https://app.test/th/auth: Failed to fetch',
      result: true,
    });
  });

  it('does not retry a missing file or one that is not JSON', async () => {
    await expect(read(answer(404, ''))).resolves.toEqual({
      error: 'failed loading https://app.test/th/auth; status code: 404',
      result: false,
    });
    await expect(read(answer(200, '<html>'))).resolves.toEqual({
      error: 'failed parsing https://app.test/th/auth to json',
      result: false,
    });
  });
});
