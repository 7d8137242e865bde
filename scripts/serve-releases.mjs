// Serves the local release store (LP_RELEASE_STORE, default .releases/) the way the hosting
// sites do: every app's releases under /<app>/<version>/ and the registries under
// /registry/<env>.json, with the cache headers of deploy/hosting/cache-headers.mjs and CORS
// so the shell can federate from it. It also counts the failures browsers report
// (POST /failures; GET /failures answers the count per remote version).
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { cacheControlFor } from '../deploy/hosting/cache-headers.mjs';
import {
  failureCounts,
  parseFailureReport,
  recordFailure,
} from '../deploy/releases/failure-log.mjs';
import { storeDir } from '../deploy/releases/store.mjs';

export const RELEASE_STORE_PORT = 3011;

function failures(dir, request, response) {
  if (request.method === 'GET') {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    return response.end(JSON.stringify(failureCounts(dir)));
  }
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => {
    body += chunk;
    if (body.length > 4096) request.destroy();
  });
  request.on('end', () => {
    const report = request.method === 'POST' ? parseFailureReport(body) : null;
    if (report) recordFailure(dir, report);
    response.writeHead(report ? 204 : 400);
    response.end();
  });
}

export function serveReleases({ dir = storeDir(), port = RELEASE_STORE_PORT } = {}) {
  mkdirSync(dir, { recursive: true });
  // dev: releases and registry writes appear while the server runs.
  const files = sirv(dir, {
    dev: true,
    etag: true,
    setHeaders: (response, pathname) =>
      response.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.url === '/failures') return failures(dir, request, response);
    files(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await serveReleases(process.env.PORT ? { port: Number(process.env.PORT) } : {});
  console.log(`Release store ${storeDir()} on http://localhost:${server.address().port}`);
}
