/**
 * Runs `task` while holding a lock shared by every tab of this origin (Web Locks API),
 * so two tabs never send the same refresh token at once (the server treats a reused
 * refresh token as theft and revokes the whole family). Where the API is missing
 * (older browsers, jsdom) the task runs unlocked: within one tab the single-flight
 * promise already serialises refreshes.
 */
export const REFRESH_LOCK_NAME = 'insolvency.auth.refresh';

export function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(REFRESH_LOCK_NAME, task) as Promise<T>;
}
