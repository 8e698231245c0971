import { backoffDelayMs, REMOTE_LOAD_BACKOFF, retryWithBackoff, type BackoffPolicy } from './retry-with-backoff';

const POLICY: BackoffPolicy = { attempts: 4, initialDelayMs: 100, factor: 3, maxDelayMs: 500 };

function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('backoffDelayMs', () => {
  it('grows by the factor up to the cap', () => {
    expect([1, 2, 3, 4].map((retry) => backoffDelayMs(POLICY, retry))).toEqual([100, 300, 500, 500]);
  });

  it('lets a remote that is down fail within a few seconds', () => {
    const retries = Array.from({ length: REMOTE_LOAD_BACKOFF.attempts - 1 }, (_, index) => index + 1);
    const totalWait = retries.reduce((total, retry) => total + backoffDelayMs(REMOTE_LOAD_BACKOFF, retry), 0);
    expect(totalWait).toBeLessThan(3_000);
  });
});

describe('retryWithBackoff', () => {
  it('returns the first success without waiting', async () => {
    const { waits, sleep } = recordingSleep();
    await expect(retryWithBackoff(async () => 'routes', POLICY, { sleep })).resolves.toBe('routes');
    expect(waits).toEqual([]);
  });

  it('retries after failures, waiting longer each time, and clears the failure before each retry', async () => {
    const { waits, sleep } = recordingSleep();
    const beforeRetry = jest.fn();
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls < 3) throw new Error(`attempt ${calls} failed`);
      return 'loaded';
    };
    await expect(retryWithBackoff(flaky, POLICY, { sleep, beforeRetry })).resolves.toBe('loaded');
    expect(waits).toEqual([100, 300]);
    expect(beforeRetry.mock.calls.map(([retry]) => retry)).toEqual([1, 2]);
  });

  it('gives up after the last attempt with the last error', async () => {
    const { sleep } = recordingSleep();
    let calls = 0;
    const down = async () => {
      calls += 1;
      throw new Error(`attempt ${calls} failed`);
    };
    await expect(retryWithBackoff(down, POLICY, { sleep })).rejects.toThrow('attempt 4 failed');
    expect(calls).toBe(4);
  });
});
