import { detectInitialLocale } from '@lesson-planner/shared-contracts/rules';
import { chooseLocaleScript, choosePrerenderedLocale } from './choose-locale';

// The prerendered home page in miniature: English in #root, the others in templates.
function prerenderedPage() {
  document.documentElement.lang = 'en';
  document.title = 'Lesson Planner';
  document.body.innerHTML = `
    <div id="root" data-prerendered-locale="en"><h1>Plan units</h1></div>
    <template data-locale="th" data-title="วางแผนหน่วย · วางแผนการสอน"><h1>วางแผนหน่วย</h1></template>
    <template data-locale="lo" data-title="ວາງແຜນ"><h1>ວາງແຜນ</h1></template>
    <template data-locale="zh" data-title="规划单元"><h1>规划单元</h1></template>`;
}

const browser = (languages: string[]) => ({ languages }) as unknown as Navigator;

describe('choosing the prerendered language before first paint', () => {
  afterEach(() => localStorage.clear());

  it.each([
    [null, ['th-TH', 'en']],
    [null, ['zh-Hant-TW']],
    [null, ['fr-FR', 'th']],
    [null, []],
    ['lo', ['th-TH']],
    [' TH ', ['en-US']],
    ['de', ['zh-CN']],
    ['', ['lo']],
  ])('agrees with detectInitialLocale (saved %p, browser %p)', (saved, languages) => {
    prerenderedPage();
    if (saved !== null) localStorage.setItem('user-locale', saved);
    choosePrerenderedLocale(document, browser(languages));
    const expected = detectInitialLocale(saved, languages);
    expect(document.documentElement.lang).toBe(expected);
    expect(document.getElementById('root')?.getAttribute('data-prerendered-locale')).toBe(expected);
  });

  it("shows the chosen language's markup and title in place of the English", () => {
    prerenderedPage();
    localStorage.setItem('user-locale', 'th');
    choosePrerenderedLocale(document, browser(['en']));
    expect(document.getElementById('root')?.innerHTML).toBe('<h1>วางแผนหน่วย</h1>');
    expect(document.title).toBe('วางแผนหน่วย · วางแผนการสอน');
  });

  it('leaves the English page as it is for an English visitor', () => {
    prerenderedPage();
    choosePrerenderedLocale(document, browser(['en-GB']));
    expect(document.getElementById('root')?.innerHTML).toBe('<h1>Plan units</h1>');
    expect(document.title).toBe('Lesson Planner');
  });

  it.each([
    [{ mode: 'light', color: 'default' }, 'hidden'],
    [{ mode: 'dark', color: 'green' }, 'hidden'],
    [{ mode: 'dark', color: 'default' }, ''],
  ])('hides a page prerendered in another theme than the saved %p', (state, visibility) => {
    prerenderedPage();
    localStorage.setItem('theme-choice', JSON.stringify({ state, version: 0 }));
    choosePrerenderedLocale(document, browser(['en']));
    expect(document.getElementById('root')?.style.visibility).toBe(visibility);
  });

  it('shows the page in the default theme when nothing readable is saved', () => {
    prerenderedPage();
    localStorage.setItem('theme-choice', '{not json');
    choosePrerenderedLocale(document, browser(['en']));
    expect(document.getElementById('root')?.style.visibility).toBe('');
  });

  it('works from its source text alone, as the page runs it', () => {
    prerenderedPage();
    localStorage.setItem('user-locale', 'zh');
    new Function(
      chooseLocaleScript({
        fonts: {
          en: ['/fonts-latin-thai-lao.css'],
          zh: ['/fonts-latin-thai-lao.css', '/fonts-chinese.css'],
        },
        namespaces: [],
      }),
    )();
    expect(document.getElementById('root')?.textContent).toBe('规划单元');
    expect(document.documentElement.lang).toBe('zh');
  });

  it("links the chosen language's font stylesheets at once, the others once the page has loaded, and preloads its translations", () => {
    prerenderedPage();
    document.head.innerHTML = '';
    localStorage.setItem('user-locale', 'th');
    choosePrerenderedLocale(document, browser(['en']), {
      fonts: {
        en: ['/fonts-latin-thai-lao.css'],
        th: ['/fonts-latin-thai-lao.css'],
        zh: ['/fonts-latin-thai-lao.css', '/fonts-chinese.css'],
      },
      namespaces: ['common', 'docs'],
    });
    const hrefs = (rel: string) =>
      [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) =>
        link.getAttribute('href'),
      );
    expect(hrefs('stylesheet')).toEqual(['/fonts-latin-thai-lao.css']);
    expect(hrefs('preload')).toEqual(['/locales/th/common.json', '/locales/th/docs.json']);
    // Every typeface is declared on every page: a Chinese name in a Thai page gets its face.
    window.dispatchEvent(new Event('load'));
    expect(hrefs('stylesheet')).toEqual(['/fonts-latin-thai-lao.css', '/fonts-chinese.css']);
  });

  it('preloads Auth only for a browser where a session was signed in', () => {
    const session = { hintKey: 'lp-session', scripts: ['/auth.js'] };
    const scripts = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => ({
        href: link.getAttribute('href'),
        crossOrigin: link.getAttribute('crossorigin'),
      }));
    prerenderedPage();
    document.head.innerHTML = '';
    choosePrerenderedLocale(document, browser(['en']), { fonts: {}, namespaces: [], session });
    expect(scripts()).toEqual([]);

    prerenderedPage();
    localStorage.setItem('lp-session', '1');
    choosePrerenderedLocale(document, browser(['en']), { fonts: {}, namespaces: [], session });
    // Without crossorigin, as the chunk loader's own script tags: the preload is reused.
    expect(scripts()).toEqual([{ href: '/auth.js', crossOrigin: null }]);
  });

  it("starts fetching the page's remote from the environment's address before the app runs", async () => {
    const responses: Record<string, unknown> = {
      '/environment.json': { remotes: { remote_auth: 'http://auth.test/v2/mf-manifest.json' } },
      'http://auth.test/v2/mf-manifest.json': {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'routes', assets: { js: { sync: ['routes.1234abcd.js'] } } }],
      },
    };
    const requests: { url: string; init?: RequestInit }[] = [];
    const answer = (url: string) => {
      const response = { json: () => Promise.resolve(responses[url]) };
      return { ...response, clone: () => response };
    };
    global.fetch = jest.fn((url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return Promise.resolve(answer(url));
    }) as unknown as typeof fetch;
    prerenderedPage();
    document.head.innerHTML = '';
    choosePrerenderedLocale(document, browser(['th']), {
      fonts: {},
      namespaces: [],
      remote: { name: 'remote_auth', namespaces: ['auth'], responsesKey: 'early' },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('as'),
    ]);
    expect(preloads).toEqual([
      ['http://auth.test/v2/locales/th/auth.json', 'fetch'],
      ['http://auth.test/v2/remoteEntry.js', 'script'],
      ['http://auth.test/v2/routes.1234abcd.js', 'script'],
    ]);
    // Its requests are the page's only ones for these files: made as the app makes them (so the
    // page's preload of the environment serves this one), and handed over to the app.
    expect(requests).toEqual([
      { url: '/environment.json', init: undefined },
      { url: 'http://auth.test/v2/mf-manifest.json', init: undefined },
    ]);
    const handedOver = (window as unknown as { early: Record<string, Promise<unknown>> }).early;
    expect(Object.keys(handedOver)).toEqual([
      '/environment.json',
      'http://auth.test/v2/mf-manifest.json',
    ]);
    await expect(handedOver['/environment.json']).resolves.toHaveProperty('clone');
  });
});
