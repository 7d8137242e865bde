// Serves one built app (its dist folder) the way a static host would: long-cached hashed
// assets, index.html for deep links, CORS so the shell can federate it from another origin,
// and /environment.json from deploy/environments/<LP_ENV>.json.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = fileURLToPath(new URL('..', import.meta.url));
export const apps = JSON.parse(readFileSync(`${root}deploy/apps.json`, 'utf8'));

export function serveApp(app, { env = process.env.LP_ENV ?? 'local', port = apps[app].port } = {}) {
  const environment = readFileSync(`${root}deploy/environments/${env}.json`);
  const assets = sirv(`${root}${app}/dist`, {
    single: true,
    etag: true,
    setHeaders: (response, pathname) => {
      const hashed =
        /\.[0-9a-f]{8,}\.(js|css|woff2?)$/.test(pathname) ||
        /\/[0-9a-f]{16}\.woff2?$/.test(pathname);
      response.setHeader(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
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
