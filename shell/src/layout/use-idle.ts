import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after mount, or after `key` last changed (at the latest
 * `timeoutMs` later): for what may wait until the page's own content is shown, e.g. code
 * fetched only to be ready for a click.
 */
export function useIdle(timeoutMs: number, key: string): boolean {
  const [idleFor, setIdleFor] = useState<string | null>(null);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdleFor(key), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdleFor(key), 0);
    return () => window.clearTimeout(id);
  }, [timeoutMs, key]);
  return idleFor === key;
}
