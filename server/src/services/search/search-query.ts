import { sql } from 'drizzle-orm';
import { searchTextWords } from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
import { posts, searchWords } from '../../db/schema';
import { livePublicPosts } from './live-public-posts';

/** Trigram similarity (0 to 1) a post's word needs to stand in for a searched word found nowhere. */
const TYPO_SIMILARITY_MIN = 0.25;
/** Post words tried in place of a searched word found nowhere, the nearest first. */
const TYPO_ALTERNATIVES_MAX = 3;
/** A word the posts' words are kept for (migration 0016: letters only, 3 to 30 of them). */
const CORRECTABLE_WORD = /^\p{L}{3,30}$/u;

interface WordRow extends Record<string, unknown> {
  ord: number;
  near: string[] | null;
}

/**
 * The `to_tsquery` text of a search: every word must match (`&`), the last one as a prefix
 * (`:*`, it may still be being typed). A word that finds no live public post on its own (after
 * stemming) is also matched by the posts' nearest words by trigram similarity, so 'bakrey' finds
 * 'bakery' while 'bakeries' stays 'bakeries'. Only runs of letters and digits reach the query
 * text, so what a visitor types is never read as tsquery syntax. Empty when there are no words.
 */
export async function searchTsQuery(db: Database, text: string, today: string): Promise<string> {
  const words = searchTextWords(text);
  const terms = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word));
  const correctable = words.flatMap((word, index) => (CORRECTABLE_WORD.test(word) ? [{ word, term: terms[index], ord: index }] : []));
  const alternatives = new Map<number, string[]>();
  if (correctable.length > 0) {
    const textArray = (values: string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;
    const { rows } = (await db.execute(sql`
      select w.ord::int as ord,
        array(select s.word from ${searchWords} s where similarity(s.word, w.word) >= ${TYPO_SIMILARITY_MIN}
          order by s.word <-> w.word limit ${TYPO_ALTERNATIVES_MAX}) as near
      from unnest(${textArray(correctable.map((entry) => entry.word))}, ${textArray(correctable.map((entry) => entry.term))},
        array[${sql.join(correctable.map((entry) => sql`${entry.ord}`), sql`, `)}]::int[]) as w(word, term, ord)
      where numnode(to_tsquery('english'::regconfig, w.term)) > 0
        and not exists (select 1 from ${posts} where ${livePublicPosts(today)} and ${posts.searchVector} @@ to_tsquery('english'::regconfig, w.term))`)) as unknown as {
      rows: WordRow[];
    };
    for (const row of rows) if (row.near?.length) alternatives.set(Number(row.ord), row.near);
  }
  return terms.map((term, index) => {
    const near = alternatives.get(index);
    return near ? `(${[term, ...near].join(' | ')})` : term;
  }).join(' & ');
}
