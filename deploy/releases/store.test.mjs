/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRegistry, withRegistryLock, writeRegistry } from './store.mjs';

describe('the registry in the release store', () => {
  let store;
  beforeEach(() => {
    store = mkdtempSync(path.join(os.tmpdir(), 'lp-store-'));
    process.env.LP_RELEASE_STORE = store;
  });
  afterEach(() => {
    delete process.env.LP_RELEASE_STORE;
    rmSync(store, { recursive: true, force: true });
  });

  it('reads an environment never promoted to as an empty registry', () => {
    expect(readRegistry('staging')).toMatchObject({ environment: 'staging', remotes: {} });
  });

  it('replaces the document whole, leaving no temporary file', () => {
    writeRegistry('staging', { environment: 'staging', updatedAt: 'now', remotes: { a: 1 } });
    expect(readRegistry('staging').remotes).toEqual({ a: 1 });
    expect(readdirSync(path.join(store, 'registry'))).toEqual(['staging.json']);
  });

  it('lets one writer at a time change an environment, and frees it after a failure', async () => {
    let release;
    const first = withRegistryLock('staging', () => new Promise((resolve) => (release = resolve)));
    await expect(withRegistryLock('staging', async () => 'second')).rejects.toThrow(
      'another promote or rollback of staging is running',
    );
    expect(await withRegistryLock('production', async () => 'other environment')).toBe(
      'other environment',
    );
    release('first');
    expect(await first).toBe('first');
    await expect(
      withRegistryLock('staging', async () => {
        throw new Error('promote failed');
      }),
    ).rejects.toThrow('promote failed');
    expect(existsSync(path.join(store, 'registry', 'staging.json.lock'))).toBe(false);
  });
});
