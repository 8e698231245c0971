import type { BuiltPage } from './shell-page';

/*
 * The one cache of the pages the server sends (public-pages.ts, signed-in-pages.ts, shell-page.ts):
 * each page is built and compressed once and kept under a key that names what it is made of (its
 * kind, the shell's index.html version, for a rendered screen the server build's manifest, the
 * address, the London day and the page's hints). One rule says when a kept page is stale:
 * - it is fresh for PUBLIC_CACHE_TTL_SECONDS after it was made or last checked (the TTL of the
 *   API's public answers it is drawn from: a change shows within it, as theirs does);
 * - then it is checked against what it was made from (`stillSame`, with the asking request's own
 *   API calls: the server build loaded now and the API's answers to the calls its render made):
 *   kept and fresh again when nothing changed, so the same page keeps its ETag, made again when
 *   something did;
 * - a page made of nothing but its key (the client's page, a screen without calls, by build) has
 *   nothing to check and is kept as long as its key is asked for.
 * A burst of requests for a missing or stale page makes or checks it once; a page that failed is
 * not kept, and each request that waited for it makes its own (not kept either); at most `KEPT` pages are held, the least recently used dropped first. It holds only
 * copies made from the database and the builds on disk (nothing lives only in this process).
 */

/** How many pages are kept (addresses with their queries, times kinds and builds). */
const KEPT = 256;

/** A page as made, and what it was made from (for `stillSame`); absent: nothing to check. */
export interface MadePage {
  page: BuiltPage;
  madeFrom?: unknown;
}

/** How a request has its page made, and checked against what a kept page was made from. */
export interface PageMaking<MadeFrom> {
  make: () => Promise<{ page: BuiltPage; madeFrom?: MadeFrom }>;
  /** Resolves true when a page made from `madeFrom` would be made the same now; a rejection leaves the kept page as it is. */
  stillSame?: (madeFrom: MadeFrom) => Promise<boolean>;
}

export interface PageCache {
  /** The page kept for `key`, checked or made as the rule above says. */
  get<MadeFrom>(key: string, making: PageMaking<MadeFrom>): Promise<BuiltPage>;
  clear(): void;
}

export interface PageCacheOptions {
  ttlSeconds: number;
  /** Milliseconds since the epoch: the app's clock (a fake one in tests). */
  now: () => number;
}

interface Entry {
  made?: MadePage;
  freshUntil: number;
  /** The making or checking under way, which every request for the key waits for. */
  pending?: Promise<BuiltPage>;
}

export function createPageCache({ ttlSeconds, now }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  const ttlMs = ttlSeconds * 1000;

  /** Holds `entry` as the most recently used, dropping the least recently used past `KEPT`. */
  const hold = (key: string, entry: Entry) => {
    entries.delete(key);
    if (entries.size >= KEPT) entries.delete(entries.keys().next().value as string);
    entries.set(key, entry);
  };

  const settle = (key: string, entry: Entry, work: Promise<BuiltPage>): Promise<BuiltPage> => {
    entry.pending = work.finally(() => {
      entry.pending = undefined;
    });
    entry.pending.catch(() => {
      if (entries.get(key) === entry && !entry.made) entries.delete(key);
    });
    return entry.pending;
  };

  const make = (key: string, entry: Entry, maker: () => Promise<MadePage>): Promise<BuiltPage> => {
    const startedAt = now();
    return settle(
      key,
      entry,
      maker().then((made) => {
        entry.made = made;
        // Counted from when the answers were read, so a slow render does not stretch the staleness.
        entry.freshUntil = startedAt + ttlMs;
        return made.page;
      }),
    );
  };

  return {
    clear: () => entries.clear(),
    get<MadeFrom>(key: string, { make: maker, stillSame }: PageMaking<MadeFrom>) {
      let entry = entries.get(key);
      if (!entry) {
        entry = { freshUntil: 0 };
        hold(key, entry);
        return make(key, entry, maker);
      }
      hold(key, entry);
      // Another request's failure (its visitor throttled, say) is not this one's: it makes its own page.
      if (entry.pending) return entry.pending.catch(() => maker().then((made) => made.page));
      const { made } = entry;
      if (!made) return make(key, entry, maker);
      if (made.madeFrom === undefined || !stillSame || entry.freshUntil > now()) return Promise.resolve(made.page);
      const checkedAt = now();
      const current = entry;
      return settle(
        key,
        entry,
        stillSame(made.madeFrom as MadeFrom).then((same) => {
          if (!same) {
            current.made = undefined;
            return make(key, current, maker);
          }
          current.freshUntil = checkedAt + ttlMs;
          return made.page;
        }),
      );
    },
  };
}
