import { createHash } from 'node:crypto';

/**
 * A short-lived, per-process memo of public, identical-for-everyone JSON answers (the visitor
 * home's posts and figures). It only ever holds a copy derived from the database for a few
 * seconds (README, Two API instances: nothing lives only in one process's memory), so instances stay
 * stateless; a change shows within `ttlSeconds` on every instance.
 *
 * - Keyed by the caller: keys must include everything the answer depends on (e.g. the London
 *   date, so scheduled posts go on sale at midnight whatever the TTL).
 * - Single-flight: a burst of requests for a missing or expired key computes it once.
 * - A failed computation is not remembered: the next request tries again.
 * - `ttlSeconds` 0 turns it off (every call computes).
 */
export interface CachedJson {
  /** The serialized JSON answer. */
  body: string;
  /** Strong ETag of `body` and `headers` (quoted). */
  etag: string;
  /** Headers that go with the answer (e.g. a total over all pages). */
  headers: Readonly<Record<string, string>>;
}

/** An answer with headers of its own: `compute` returns one when the body is not all there is. */
export class PublicAnswer {
  constructor(
    readonly data: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export interface PublicCache {
  readonly ttlSeconds: number;
  get(key: string, compute: () => Promise<unknown>): Promise<CachedJson>;
  /** The answer held for `key` if it is still fresh (no computation is started or waited for). */
  peek(key: string): CachedJson | undefined;
  clear(): void;
}

export interface PublicCacheOptions {
  ttlSeconds: number;
  /** Milliseconds since the epoch: the clock's calendar reading (app.ts), a fake one in tests. */
  now: () => number;
}

interface Entry {
  expiresAt: number;
  value?: CachedJson;
  pending?: Promise<CachedJson>;
}

export function toCachedJson(data: unknown): CachedJson {
  const answer = data instanceof PublicAnswer ? data : new PublicAnswer(data);
  const body = JSON.stringify(answer.data);
  const hash = createHash('sha1').update(body);
  // The headers count too: the same page with another total is another answer.
  if (Object.keys(answer.headers).length > 0) hash.update(JSON.stringify(answer.headers));
  return { body, etag: `"${hash.digest('base64url')}"`, headers: answer.headers };
}

export function createPublicCache({ ttlSeconds, now }: PublicCacheOptions): PublicCache {
  const entries = new Map<string, Entry>();
  const ttlMs = ttlSeconds * 1000;

  function prune(at: number) {
    for (const [key, entry] of entries) if (!entry.pending && entry.expiresAt <= at) entries.delete(key);
  }

  return {
    ttlSeconds,
    clear: () => entries.clear(),
    peek(key) {
      const entry = entries.get(key);
      return entry?.value && entry.expiresAt > now() ? entry.value : undefined;
    },
    async get(key, compute) {
      if (ttlMs <= 0) return toCachedJson(await compute());
      const at = now();
      const entry = entries.get(key);
      if (entry?.pending) return entry.pending;
      if (entry?.value && entry.expiresAt > at) return entry.value;

      const fresh: Entry = { expiresAt: 0 };
      fresh.pending = (async () => toCachedJson(await compute()))().then(
        (value) => {
          // Counted from when the data was read, so a slow query does not stretch the staleness.
          entries.set(key, { value, expiresAt: at + ttlMs });
          return value;
        },
        (error: unknown) => {
          if (entries.get(key) === fresh) entries.delete(key);
          throw error;
        },
      );
      prune(at);
      entries.set(key, fresh);
      return fresh.pending;
    },
  };
}

/** True when an `If-None-Match` header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
