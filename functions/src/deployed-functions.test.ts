/** @jest-environment node */
// What `firebase deploy` finds: it loads this module without FUNCTIONS_EMULATOR and deploys every
// exported function. The test page's recordTokenUsage must not be among them.
type Exports = Record<string, unknown>;

async function exportsWith(env: Record<string, string | undefined>): Promise<Exports> {
  const saved = process.env.FUNCTIONS_EMULATOR;
  if (env.FUNCTIONS_EMULATOR === undefined) delete process.env.FUNCTIONS_EMULATOR;
  else process.env.FUNCTIONS_EMULATOR = env.FUNCTIONS_EMULATOR;
  try {
    let loaded: Exports = {};
    await jest.isolateModulesAsync(async () => {
      loaded = (await import('./index')) as Exports;
    });
    return loaded;
  } finally {
    if (saved === undefined) delete process.env.FUNCTIONS_EMULATOR;
    else process.env.FUNCTIONS_EMULATOR = saved;
  }
}

/** The names the deploy tooling would see as functions (they carry an `__endpoint`). */
const deployable = (exported: Exports) =>
  Object.entries(exported)
    .filter(([, value]) => typeof value === 'function' && '__endpoint' in value)
    .map(([name]) => name);

describe('the exported callables', () => {
  it('leave recordTokenUsage out of a production deploy', async () => {
    const names = deployable(await exportsWith({}));
    expect(names).not.toContain('recordTokenUsage');
    expect(names).toEqual(
      expect.arrayContaining(['setTokenLimit', 'generateDraft', 'createTeam', 'saveUnitPlan']),
    );
  });

  it('offer it in the emulator, for the test page', async () => {
    expect(deployable(await exportsWith({ FUNCTIONS_EMULATOR: 'true' }))).toContain(
      'recordTokenUsage',
    );
  });
});
