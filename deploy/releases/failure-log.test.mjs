/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureCounts, parseFailureReport, recordFailure } from './failure-log.mjs';

describe('the failure counter', () => {
  let dir;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'lp-failures-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts reports per remote version', () => {
    recordFailure(dir, { remote: 'remote_teams', version: '1.1.0-b' });
    recordFailure(dir, { remote: 'remote_teams', version: '1.1.0-b' });
    recordFailure(dir, { remote: 'remote_teams', version: '1.0.0-a' });
    expect(failureCounts(dir)).toEqual({ 'remote_teams@1.1.0-b': 2, 'remote_teams@1.0.0-a': 1 });
  });

  it('accepts only a remote and a release version', () => {
    expect(parseFailureReport('{"remote":"remote_teams","version":"1.1.0-b"}')).toEqual({
      remote: 'remote_teams',
      version: '1.1.0-b',
    });
    for (const bad of [
      'not json',
      '{"remote":"x","version":"1.0.0"}',
      '{"remote":"remote_teams","version":"../x"}',
      'x'.repeat(600),
    ]) {
      expect(parseFailureReport(bad)).toBeNull();
    }
  });
});
