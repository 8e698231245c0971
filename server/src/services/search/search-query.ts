import { sql, type SQL } from 'drizzle-orm';
import { parseSearchText, type SearchClauses, type SearchCorrection, type SearchTerm } from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
import { posts, searchWords } from '../../db/schema';
import { livePublicPosts } from './live-public-posts';
import { PLACE_WORDS_MAX, placeKey, UK_PLACES, type UkPlace } from './uk-places';

/** Trigram similarity (0 to 1) a post's word needs to stand in for a searched word found nowhere. */
const TYPO_SIMILARITY_MIN = 0.25;
/** Post words tried in place of a searched word found nowhere, the nearest first. */
const TYPO_ALTERNATIVES_MAX = 3;
/** A word the posts' words are kept for (migration 0016: letters only, 3 to 30 of them). */
const CORRECTABLE_WORD = /^\p{L}{3,30}$/u;
/** The shortest last word matched as a prefix too: "pu" would find every word starting so. */
const PREFIX_MIN_LENGTH = 3;

interface WordRow extends Record<string, unknown> {
  ord: number;
  near: string[] | null;
}

/**
 * A search's `to_tsquery` texts (English), all empty when the text holds no words:
 * - `tsQuery` finds the posts: every clause must match, a clause's terms joined by OR, a phrase's
 *   words in order (`<->`), an excluded term negated (`!`); the last term, when it is a plain word
 *   of at least `PREFIX_MIN_LENGTH` characters, also as a prefix (`:*`, it may still be being
 *   typed); and a plain word that finds no live public post on its own (after stemming) also as the
 *   posts' nearest words that do (trigram similarity), so 'bakrey' finds 'bakery' while 'bakeries'
 *   stays 'bakeries'. Never corrected when `exact`.
 * - `typed` is the same without the corrections, `whole` without them and without the prefix:
 *   a post they find ranks above one only the corrections or the prefix find.
 * Only runs of letters and digits reach the texts (`parseSearchText`), and the operators are ours,
 * so what a visitor types is never read as tsquery syntax.
 */
export interface SearchQueryPlan {
  tsQuery: string;
  typed: string;
  whole: string;
  /** The words replaced by their nearest word, in the order typed. */
  corrections: SearchCorrection[];
  /** The words that must be in a post as typed: the plain and phrase words not excluded. */
  positiveWords: string[];
  /** A UK town or city the words named (`findPlace`), with the three texts above without its words. */
  place?: SearchPlacePlan;
}

/** The texts of a search without its place's words (all empty when the place was all it held). */
export interface SearchPlacePlan extends UkPlace {
  /** The place's words as the search read them ("leeds"). */
  words: string;
  rest: Pick<SearchQueryPlan, 'tsQuery' | 'typed' | 'whole'>;
}

/**
 * The first UK town or city the words name (`UK_PLACES`, the longest name first: "newcastle upon
 * tyne" before "newcastle"): one or more clauses in a row, each a single term that is not
 * excluded (a plain word, or a quoted phrase), whose words are the place's. A place is also a
 * word: a post matches a place when it holds the word, or when it is in the place's region and
 * matches the other words (search-posts.ts), so a town that is also an ordinary word ("reading",
 * "bath") loses no post that holds it. Its words are never corrected: "Leeds" is not a misspelt
 * "leads" when no post names Leeds.
 */
export function findPlace(clauses: SearchClauses): { place: UkPlace; words: string; clauses: Set<number> } | undefined {
  const single = (index: number) => (clauses[index]?.length === 1 && !clauses[index][0].negated ? clauses[index][0].words : undefined);
  for (let start = 0; start < clauses.length; start++) {
    const runs: string[][] = [];
    for (let end = start, words: string[] = []; end < clauses.length && single(end) && words.length + single(end)!.length <= PLACE_WORDS_MAX; end++) {
      words = [...words, ...single(end)!];
      runs.push(words);
    }
    for (let length = runs.length; length > 0; length--) {
      const place = UK_PLACES.get(placeKey(runs[length - 1]));
      if (place) return { place, words: placeKey(runs[length - 1]), clauses: new Set(Array.from({ length }, (_, offset) => start + offset)) };
    }
  }
  return undefined;
}

interface PlannedTerm {
  term: SearchTerm;
  prefix: boolean;
  near?: string[];
}

function termText({ term, prefix, near }: PlannedTerm, withPrefix: boolean, withNear: boolean): string {
  const words = term.words.join(' <-> ');
  let text = prefix && withPrefix ? `${words}:*` : words;
  if (withNear && near?.length) text = [text, ...near].join(' | ');
  const grouped = term.words.length > 1 || (withNear && near?.length) ? `(${text})` : text;
  return term.negated ? `!${grouped}` : grouped;
}

function queryText(clauses: PlannedTerm[][], withPrefix: boolean, withNear: boolean): string {
  return clauses
    .map((clause) => {
      const texts = clause.map((planned) => termText(planned, withPrefix, withNear));
      return texts.length > 1 ? `(${texts.join(' | ')})` : texts[0];
    })
    .join(' & ');
}

export async function planSearchQuery(db: Database, text: string, today: string, options: { exact?: boolean } = {}): Promise<SearchQueryPlan> {
  const clauses: SearchClauses = parseSearchText(text);
  const lastTerm = clauses.at(-1)?.at(-1);
  const planned: PlannedTerm[][] = clauses.map((clause) =>
    clause.map((term) => ({ term, prefix: term === lastTerm && !term.phrase && !term.negated && term.words[0].length >= PREFIX_MIN_LENGTH })),
  );
  const found = findPlace(clauses);
  const correctable = options.exact
    ? []
    : planned.filter((_, index) => !found?.clauses.has(index)).flat().filter((entry) => !entry.term.phrase && !entry.term.negated && CORRECTABLE_WORD.test(entry.term.words[0]));
  if (correctable.length > 0) {
    const textArray = (values: string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;
    const finds = (query: SQL) => sql`exists (select 1 from ${posts} where ${livePublicPosts(today)} and ${posts.searchVector} @@ ${query})`;
    const { rows } = (await db.execute(sql`
      select w.ord::int as ord,
        array(select s.word from ${searchWords} s where similarity(s.word, w.word) >= ${TYPO_SIMILARITY_MIN}
          and ${finds(sql`to_tsquery('english'::regconfig, s.word)`)}
          order by s.word <-> w.word limit ${TYPO_ALTERNATIVES_MAX}) as near
      from unnest(${textArray(correctable.map((entry) => entry.term.words[0]))}, ${textArray(correctable.map((entry) => termText(entry, true, false)))},
        array[${sql.join(correctable.map((_, index) => sql`${index}`), sql`, `)}]::int[]) as w(word, term, ord)
      where numnode(to_tsquery('english'::regconfig, w.term)) > 0
        and not ${finds(sql`to_tsquery('english'::regconfig, w.term)`)}`)) as unknown as { rows: WordRow[] };
    for (const row of rows) if (row.near?.length) correctable[Number(row.ord)].near = row.near;
  }
  const tsQuery = queryText(planned, true, true);
  const rest = planned.filter((_, index) => !found?.clauses.has(index));
  return {
    tsQuery,
    typed: queryText(planned, true, false),
    whole: queryText(planned, false, false),
    ...(found ? { place: { ...found.place, words: found.words, rest: { tsQuery: queryText(rest, true, true), typed: queryText(rest, true, false), whole: queryText(rest, false, false) } } } : {}),
    corrections: planned.flat().flatMap((entry) => (entry.near?.length ? [{ from: entry.term.words[0], to: entry.near[0] }] : [])),
    positiveWords: [...new Set(planned.flat().flatMap((entry) => (entry.term.negated ? [] : entry.term.words)))],
  };
}

/** The `to_tsquery` text that finds a search's posts (`SearchQueryPlan.tsQuery`): a saved search keeps it. */
export async function searchTsQuery(db: Database, text: string, today: string): Promise<string> {
  return (await planSearchQuery(db, text, today)).tsQuery;
}

/** Whether `to_tsquery` text of `searchTsQuery` keeps a term to match: words that are all stop words leave none. */
export async function tsQueryHasTerms(db: Database, tsQuery: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`select numnode(to_tsquery('english'::regconfig, ${tsQuery}))::int as nodes`)) as unknown as { rows: Array<{ nodes: number }> };
  return Number(rows[0]?.nodes) > 0;
}
