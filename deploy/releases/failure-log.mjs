// The local failure counter: each report a browser sends (a remote version that did not
// load) is one line of <store>/failures.jsonl; the count per remote version is read from it.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_VERSION } from './version.mjs';

const REMOTE = /^remote_[a-z]+$/;
const MAX_REPORT_BYTES = 512;

/** The report if it names a remote and a release version, else null. */
export function parseFailureReport(body) {
  if (body.length > MAX_REPORT_BYTES) return null;
  try {
    const { remote, version } = JSON.parse(body);
    return REMOTE.test(remote) && RELEASE_VERSION.test(version) ? { remote, version } : null;
  } catch {
    return null;
  }
}

export function recordFailure(dir, report, now = new Date()) {
  appendFileSync(
    path.join(dir, 'failures.jsonl'),
    `${JSON.stringify({ ...report, at: now.toISOString() })}\n`,
  );
}

/** `{ "remote_teams@1.1.0-abc1234": 3, ... }` */
export function failureCounts(dir) {
  const file = path.join(dir, 'failures.jsonl');
  const counts = {};
  if (!existsSync(file)) return counts;
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const { remote, version } = JSON.parse(line);
    const key = `${remote}@${version}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
