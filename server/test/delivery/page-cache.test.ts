import { createPageCache } from '../../src/delivery/server-render/page-cache';
import { builtPage } from '../../src/delivery/server-render/shell-page';

/*
 * The one rule of the pages the server keeps (page-cache.ts): fresh for the TTL, then checked
 * against what the page was made from, made again only when that changed; made once for a burst.
 */

let now = 0;
const cache = () => createPageCache({ ttlSeconds: 5, now: () => now });

/** A making that counts its pages and is made from `source()`, checked against it. */
function makingFrom(source: () => string) {
  const made: string[] = [];
  return {
    made,
    making: {
      make: async () => {
        const from = source();
        made.push(from);
        return { page: builtPage(`<p>${from} #${made.length}</p>`), madeFrom: from };
      },
      stillSame: async (from: string) => from === source(),
    },
  };
}

test('a page is made once for a burst, kept for the TTL, then kept while what it was made from is the same', async () => {
  const pages = cache();
  let data = 'one';
  const { made, making } = makingFrom(() => data);
  const burst = await Promise.all(Array.from({ length: 5 }, () => pages.get('home', making)));
  expect(made).toEqual(['one']);
  expect(new Set(burst.map((page) => page.etag)).size).toBe(1);

  data = 'two';
  now += 4_000;
  expect((await pages.get('home', making)).etag).toBe(burst[0].etag);
  now += 2_000;
  const remade = await pages.get('home', making);
  expect(made).toEqual(['one', 'two']);
  expect(remade.etag).not.toBe(burst[0].etag);

  now += 6_000;
  expect((await pages.get('home', making)).etag).toBe(remade.etag);
  expect(made).toHaveLength(2);
});

test('a page made of nothing but its key is never made again; a failed making is not kept', async () => {
  const pages = cache();
  let makes = 0;
  const plain = { make: async () => ({ page: builtPage(`<p>${(makes += 1)}</p>`) }) };
  await pages.get('client v1', plain);
  now += 60_000;
  await pages.get('client v1', plain);
  expect(makes).toBe(1);

  const failing = { make: async () => Promise.reject(new Error('no build')) };
  await expect(pages.get('screen', failing)).rejects.toThrow('no build');
  await expect(pages.get('screen', plain)).resolves.toBeDefined();
  expect(makes).toBe(2);
});

test('a check that fails leaves the kept page for the next request', async () => {
  const pages = cache();
  const { made, making } = makingFrom(() => 'same');
  const first = await pages.get('search', making);
  now += 6_000;
  await expect(pages.get('search', { ...making, stillSame: async () => Promise.reject(new Error('throttled')) })).rejects.toThrow('throttled');
  expect((await pages.get('search', making)).etag).toBe(first.etag);
  expect(made).toHaveLength(1);
});

test('at most 256 pages are kept: the least recently used goes first', async () => {
  const pages = cache();
  let makes = 0;
  const plain = { make: async () => ({ page: builtPage(`<p>${(makes += 1)}</p>`) }) };
  for (let page = 0; page < 256; page += 1) await pages.get(`page ${page}`, plain);
  await pages.get('page 0', plain);
  await pages.get('page 256', plain);
  expect(makes).toBe(257);
  await pages.get('page 0', plain);
  expect(makes).toBe(257);
  await pages.get('page 1', plain);
  expect(makes).toBe(258);
});

test("a request that waited for another's making which failed (that visitor throttled, say) makes its own page rather than take the other's failure", async () => {
  const pages = cache();
  let releaseFirst: (error: Error) => void = () => undefined;
  const throttled = { make: () => new Promise<never>((_, reject) => (releaseFirst = reject)) };
  const own = { make: async () => ({ page: builtPage('<p>for the second visitor</p>') }) };
  const first = pages.get('search?q=mill', throttled);
  const second = pages.get('search?q=mill', own);
  releaseFirst(new Error('Too many searches: try again in a minute.'));
  await expect(first).rejects.toThrow('Too many searches');
  await expect(second).resolves.toMatchObject({ etag: builtPage('<p>for the second visitor</p>').etag });
});
