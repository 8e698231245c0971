import Redis from 'ioredis';

/**
 * How long a Redis command may go unanswered. Without a limit, a Redis that takes the connection
 * and never answers held every login (and a session check) for good; with it the caller meets an
 * error after this long and answers as for an unreachable Redis. Generous: a busy Redis on this
 * network answers in milliseconds, and a login refused for a slow answer is worse than a wait.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 5_000;

/** A client that reconnects on its own and never throws its connection errors at the process. */
export function createRedisClient(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
  redis.on('error', () => undefined);
  return redis;
}
