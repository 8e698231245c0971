/**
 * Retry policy for remote manifests and screen chunks: a flaky network gets a couple of
 * quick second chances; a remote that is really down fails within a few seconds, so its
 * area can show Retry instead of spinning.
 */
export interface BackoffPolicy {
  /** Total attempts, the first included. */
  attempts: number;
  /** Delay before the first retry; each later retry waits `factor` times longer. */
  initialDelayMs: number;
  factor: number;
  maxDelayMs: number;
}

export const REMOTE_LOAD_BACKOFF: BackoffPolicy = { attempts: 3, initialDelayMs: 300, factor: 3, maxDelayMs: 2_000 };

/** Delay before retry number `retry` (1 = the first retry). */
export function backoffDelayMs(policy: BackoffPolicy, retry: number): number {
  return Math.min(policy.initialDelayMs * policy.factor ** (retry - 1), policy.maxDelayMs);
}

export interface RetryHooks {
  /** Runs before each retry (not before the first attempt), e.g. to clear a cached failure. */
  beforeRetry?: (retry: number, error: unknown) => void | Promise<void>;
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function retryWithBackoff<T>(operation: () => Promise<T>, policy: BackoffPolicy, hooks: RetryHooks = {}): Promise<T> {
  const sleep = hooks.sleep ?? sleepFor;
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    if (attempt > 1) {
      await sleep(backoffDelayMs(policy, attempt - 1));
      await hooks.beforeRetry?.(attempt - 1, lastError);
    }
    try {
      return await operation();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
