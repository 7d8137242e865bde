// The health check after a promote: the manifest and the remote entry load over HTTP, and in
// headless Chromium, on a page of the live shell (whose federation runtime the remote uses),
// the entry's container starts and its `./routes` module resolves with the pages and
// translation namespaces the shell needs.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const chromiumArgs = JSON.parse(
  readFileSync(new URL('../../e2e/support/chromium.json', import.meta.url), 'utf8'),
).args;

const namespaceOwners = JSON.parse(
  readFileSync(
    new URL('../../shared-contracts/src/i18n/namespace-owners.json', import.meta.url),
    'utf8',
  ),
);

const FETCH_TIMEOUT_MS = 15_000;

/** The namespaces a remote ships in its own release; the shell serves the others it reads. */
export function ownNamespaces(namespaces, federationName) {
  return namespaces.filter((namespace) => namespaceOwners[namespace] === federationName);
}

/** Where the manifest says its remote entry is (publicPath "auto": next to the manifest). */
export function entryUrl(manifest, manifestUrl) {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = publicPath === 'auto' ? manifestUrl : publicPath;
  return new URL(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, base).href;
}

async function fetchChecked(url, what) {
  let response;
  try {
    // A server that never answers fails the check instead of hanging the promote.
    response = await fetch(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`${what} ${url} cannot be fetched: ${error.cause?.message ?? error.message}`, {
      cause: error,
    });
  }
  if (!response.ok) throw new Error(`${what} ${url} answers HTTP ${response.status}`);
  return response;
}

/** The promise's value, or an error once the check has waited long enough for `what`. */
function withTimeout(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not resolve within ${(2 * FETCH_TIMEOUT_MS) / 1000} s`)),
      2 * FETCH_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/* global document, window -- these function bodies run in the headless page */
/** The global in which the shell publishes the federation runtime's core for the remotes. */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** In a headless page of the shell: starts the container and resolves `./routes`. */
async function routesInBrowser(entry, globalName, shellUrl) {
  const executablePath = process.env.CHROMIUM_PATH ?? execSync('which chromium').toString().trim();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.setDefaultTimeout(FETCH_TIMEOUT_MS * 2);
    await page.goto(shellUrl).catch((error) => {
      throw new Error(`the live shell ${shellUrl} cannot be opened: ${error.message}`);
    });
    await page
      .waitForFunction((name) => name in window, RUNTIME_CORE_GLOBAL, {
        timeout: FETCH_TIMEOUT_MS,
      })
      .catch(() => {
        throw new Error(`the live shell ${shellUrl} provides no federation runtime`);
      });
    const routes = await withTimeout(
      page.evaluate(
        async ({ entry, globalName }) => {
          await new Promise((resolve, reject) => {
            const script = document.createElement('script');
            script.src = entry;
            script.onload = resolve;
            script.onerror = () => reject(new Error(`the script ${entry} did not load`));
            document.head.append(script);
          });
          const container = window[globalName];
          if (!container) throw new Error(`the entry defines no container "${globalName}"`);
          await container.init({});
          const module = (await container.get('./routes'))();
          return { pages: Object.keys(module.pages ?? {}), namespaces: module.namespaces ?? [] };
        },
        { entry, globalName },
      ),
      './routes',
    );
    if (errors.length > 0) throw new Error(`the page raised: ${errors.join('; ')}`);
    return routes;
  } finally {
    await browser.close();
  }
}

/** Problems found with the release at `manifestUrl` in the shell at `shellUrl`; empty when healthy. */
export async function checkRelease(manifestUrl, federationName, shellUrl) {
  try {
    const manifest = await (await fetchChecked(manifestUrl, 'The manifest')).json();
    if (manifest.metaData?.name !== federationName) {
      return [`the manifest is for "${manifest.metaData?.name}", not ${federationName}`];
    }
    const entry = entryUrl(manifest, manifestUrl);
    await fetchChecked(entry, 'The remote entry');
    const routes = await routesInBrowser(entry, manifest.metaData.globalName, shellUrl);
    if (routes.pages.length === 0) return ['./routes exposes no pages'];
    // The shell loads each namespace the remote owns from the release's folder before showing a page.
    for (const namespace of ownNamespaces(routes.namespaces, federationName)) {
      await fetchChecked(
        new URL(`locales/en/${namespace}.json`, manifestUrl).href,
        'The translations',
      );
    }
    return [];
  } catch (error) {
    return [error.message];
  }
}
