// The federation runtime as every app runs it: a shared module whose chunk failed to load (the
// server answered 500 or refused the connection) is asked for again on the next request.
import { createInstance } from '@module-federation/enhanced/runtime';
import forgetFailedShares from './forget-failed-shares.js';

/** A shared module whose chunk fails on the first request and loads on every later one. */
function sharedChunkFailingOnce() {
  const requests = [];
  const get = () => {
    requests.push(requests.length + 1);
    return requests.length === 1
      ? Promise.reject(new Error('Loading chunk 211 failed'))
      : Promise.resolve(() => ({ planning: 'rules' }));
  };
  return { get, requests };
}

it('asks again for a shared module whose load failed, instead of failing every later request', async () => {
  const chunk = sharedChunkFailingOnce();
  const app = createInstance({
    name: 'remote_planning',
    remotes: [],
    shared: {
      '@lesson-planner/shared-contracts/planning': {
        version: '3.1.0',
        get: chunk.get,
        shareConfig: { singleton: true, requiredVersion: '^3.1.0' },
      },
    },
    plugins: [forgetFailedShares()],
  });

  await expect(app.loadShare('@lesson-planner/shared-contracts/planning')).rejects.toThrow(
    'Loading chunk 211 failed',
  );
  const factory = await app.loadShare('@lesson-planner/shared-contracts/planning');
  expect(factory && factory()).toEqual({ planning: 'rules' });
  expect(chunk.requests).toHaveLength(2);
});
