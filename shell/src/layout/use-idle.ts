import { useEffect, useState } from 'react';

/** Calls `callback` when the browser is next idle, at the latest after `timeoutMs`; returns a cancel. */
function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: Math.max(0, timeoutMs) });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no idle callbacks: a short pause stands in, so a busy wait does not spin.
  const id = window.setTimeout(callback, 50);
  return () => window.clearTimeout(id);
}

/**
 * False until the browser is first idle while `busy()` is false, after mount or after `key`
 * last changed (true at the latest `timeoutMs` after that): for what may wait until the page's
 * own content is shown, e.g. code fetched only to be ready for a click. `busy` must be stable.
 */
export function useIdle(timeoutMs: number, key: string, busy: () => boolean): boolean {
  const [idleFor, setIdleFor] = useState<string | null>(null);
  useEffect(() => {
    const giveUpAt = Date.now() + timeoutMs;
    let cancel: () => void;
    const waitForIdle = () => {
      cancel = whenIdle(() => (busy() && Date.now() < giveUpAt ? waitForIdle() : setIdleFor(key)), giveUpAt - Date.now());
    };
    waitForIdle();
    return () => cancel();
  }, [timeoutMs, key, busy]);
  return idleFor === key;
}
