// Serves one built app (its dist folder) the way a static host would: the build's Brotli or
// gzip copies, long-cached hashed assets (deploy/hosting/cache-headers.mjs), prerendered pages
// by path, the app page for other deep links, CORS so the shell can federate it from another
// origin, and /environment.json from deploy/environments/<LP_ENV>.json.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { cacheControlFor } from '../deploy/hosting/cache-headers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const apps = JSON.parse(readFileSync(`${root}deploy/apps.json`, 'utf8'));

export function serveApp(app, { env = process.env.LP_ENV ?? 'local', port = apps[app].port } = {}) {
  const environment = readFileSync(`${root}deploy/environments/${env}.json`);
  const dist = `${root}${app}/dist`;
  const assets = sirv(dist, {
    // The shell prerenders its public pages; every other route gets its loading screen.
    single: existsSync(`${dist}/app.html`) ? 'app.html' : true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (response, pathname) =>
      response.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.url === '/environment.json') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      response.end(environment);
      return;
    }
    assets(request, response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = process.argv[2];
  if (!apps[app]) {
    console.error(`Usage: node scripts/serve-app.mjs <${Object.keys(apps).join('|')}>`);
    process.exit(2);
  }
  const server = await serveApp(app, process.env.PORT ? { port: Number(process.env.PORT) } : {});
  console.log(`${app} on http://localhost:${server.address().port}`);
}
