import { createPublicCache, etagMatches, toCachedJson } from '../../src/services/public-cache';

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

test('within the TTL the stored answer is reused; after it the data is read again', async () => {
  const time = clock();
  const cache = createPublicCache({ ttlSeconds: 5, now: time.now });
  let reads = 0;
  const compute = async () => ({ reads: ++reads });

  const first = await cache.get('home:2026-01-15', compute);
  expect(first).toEqual(toCachedJson({ reads: 1 }));
  time.advance(4_999);
  expect(await cache.get('home:2026-01-15', compute)).toBe(first);
  time.advance(1);
  expect((await cache.get('home:2026-01-15', compute)).body).toBe('{"reads":2}');
  expect(reads).toBe(2);
});

test('keys are separate: another date is computed at once, whatever the TTL', async () => {
  const cache = createPublicCache({ ttlSeconds: 60, now: clock().now });
  await cache.get('home:2026-01-15', async () => 'yesterday');
  expect((await cache.get('home:2026-01-16', async () => 'today')).body).toBe('"today"');
});

test('a burst for a missing key computes it once (single flight)', async () => {
  const cache = createPublicCache({ ttlSeconds: 5, now: clock().now });
  let reads = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const compute = async () => {
    reads++;
    await gate;
    return [1, 2, 3];
  };
  const burst = Array.from({ length: 20 }, () => cache.get('k', compute));
  release();
  const answers = await Promise.all(burst);
  expect(reads).toBe(1);
  expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
});

test('a failure is passed to every waiting caller and not remembered', async () => {
  const cache = createPublicCache({ ttlSeconds: 5, now: clock().now });
  const failing = async () => {
    throw new Error('database down');
  };
  await expect(Promise.all([cache.get('k', failing), cache.get('k', failing)])).rejects.toThrow('database down');
  expect((await cache.get('k', async () => 'recovered')).body).toBe('"recovered"');
});

test('TTL 0 turns the cache off: every call reads', async () => {
  const cache = createPublicCache({ ttlSeconds: 0, now: clock().now });
  let reads = 0;
  await cache.get('k', async () => ++reads);
  await cache.get('k', async () => ++reads);
  expect(reads).toBe(2);
});

test('the ETag follows the body; If-None-Match is compared weakly and admits lists and *', () => {
  const a = toCachedJson({ a: 1 });
  expect(toCachedJson({ a: 1 }).etag).toBe(a.etag);
  expect(toCachedJson({ a: 2 }).etag).not.toBe(a.etag);
  expect(a.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect(etagMatches(a.etag, a.etag)).toBe(true);
  expect(etagMatches(`W/${a.etag}`, a.etag)).toBe(true);
  expect(etagMatches(`"other", ${a.etag}`, a.etag)).toBe(true);
  expect(etagMatches('*', a.etag)).toBe(true);
  expect(etagMatches('"other"', a.etag)).toBe(false);
  expect(etagMatches(undefined, a.etag)).toBe(false);
});
