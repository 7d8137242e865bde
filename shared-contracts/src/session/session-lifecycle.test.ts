import { startFirebase } from '@lesson-planner/shared-contracts/firebase';
import { followAuth } from './follow-auth';
import { startSession } from './session-lifecycle';

jest.mock('@lesson-planner/shared-contracts/firebase', () => ({ startFirebase: jest.fn() }));
jest.mock('./follow-auth', () => ({ followAuth: jest.fn() }));

const start = startFirebase as jest.Mock;

describe('starting the session on demand', () => {
  it('downloads Auth once, however many pages ask, and retries a failed download', async () => {
    start.mockRejectedValueOnce(new Error('offline'));
    await expect(startSession()).rejects.toThrow('offline');
    expect(followAuth).not.toHaveBeenCalled();

    start.mockResolvedValue({});
    await Promise.all([startSession(), startSession()]);
    await startSession();
    expect(start).toHaveBeenCalledTimes(2);
    expect(followAuth).toHaveBeenCalledTimes(1);
  });
});
