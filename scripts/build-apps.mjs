// Builds the five apps one after another (2 cores: parallel builds only fight each other).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apps = Object.keys(JSON.parse(readFileSync(`${root}deploy/apps.json`, 'utf8')));

export function buildApps({ log = console.log } = {}) {
  for (const app of apps) {
    const started = Date.now();
    const result = spawnSync('npx', ['rspack', 'build'], {
      cwd: `${root}${app}`,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      throw new Error(`Building ${app} failed:\n${result.stdout}\n${result.stderr}`);
    }
    log(`  built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildApps();
