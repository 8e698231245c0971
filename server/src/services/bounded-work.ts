/** Thrown by `withinTime` when the work has not settled in time. */
export class TimeLimitExceeded extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimeLimitExceeded';
  }
}

/**
 * `work`'s answer, or TimeLimitExceeded once `ms` have passed. The work itself carries on (a query
 * cannot be recalled): bound how many run at once with `singleFlight`.
 */
export async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeLimitExceeded(ms)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** `work` at most once at a time: a call while it runs shares the running call's answer. */
export function singleFlight<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= work().finally(() => {
      running = undefined;
    });
    return running;
  };
}
