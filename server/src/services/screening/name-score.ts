import { GENERIC_COMPANY_WORDS, type NameWord, type ScreeningName } from './screening-name';

/** Jaro-Winkler similarity of two words (0..1): transpositions and a shared start count as near. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (!a.length || !b.length) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(b.length - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (!bMatched[j] && a[i] === b[j]) {
        aMatched[i] = bMatched[j] = true;
        matches++;
        break;
      }
    }
  }
  if (!matches) return 0;
  let transpositions = 0;
  for (let i = 0, j = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[j]) j++;
    if (a[i] !== b[j]) transpositions++;
    j++;
  }
  const jaro = (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** The least nearness of two words that counts (transliteration variants score 0.9 and more). */
export const WORD_FLOOR = 0.8;

/** How near two words are (0..1): the folded spellings' Jaro-Winkler, a shared skeleton, or an initial. */
export function wordSimilarity(a: NameWord, b: NameWord): number {
  if (a.initial || b.initial) return a.text[0] === b.text[0] ? 0.9 : 0;
  if (a.folded === b.folded) return a.text === b.text ? 1 : 0.98;
  const near = jaroWinkler(a.folded, b.folded);
  const sameSkeleton = a.skeleton.length >= 3 && a.skeleton === b.skeleton ? 0.93 : 0;
  const best = Math.max(near, sameSkeleton);
  // Below this, two words only share letters (Joinery / Energy): they count as not paired.
  return best >= WORD_FLOOR ? best : 0;
}

export interface NameScore {
  score: number;
  /** Each screened word with the list word it was paired with and how near they are. */
  pairs: Array<{ word: string; listWord: string | null; similarity: number }>;
}

/**
 * How near a screened name is to a list name (0..1), word order aside: each word of the screened
 * name is paired with the nearest unpaired list word (best pairs first). The score is the mean
 * nearness of the screened words (generic company words such as Trading or Holdings weigh less),
 * lowered a little for list words left unpaired (a missing middle name costs about 5%), and by
 * the unpaired words of the screened name in full. Initials pair with a word's first letter but
 * cannot make a match alone.
 */
export function nameScore(screened: ScreeningName, listed: ScreeningName, company: boolean): NameScore {
  const ours = screened.words;
  const theirs = listed.words;
  if (!ours.length || !theirs.length) return { score: 0, pairs: [] };
  const candidates: Array<{ i: number; j: number; similarity: number }> = [];
  for (let i = 0; i < ours.length; i++) for (let j = 0; j < theirs.length; j++) candidates.push({ i, j, similarity: wordSimilarity(ours[i], theirs[j]) });
  candidates.sort((x, y) => y.similarity - x.similarity);
  const pairedOurs = new Map<number, { j: number; similarity: number }>();
  const pairedTheirs = new Set<number>();
  for (const candidate of candidates) {
    if (candidate.similarity <= 0 || pairedOurs.has(candidate.i) || pairedTheirs.has(candidate.j)) continue;
    pairedOurs.set(candidate.i, { j: candidate.j, similarity: candidate.similarity });
    pairedTheirs.add(candidate.j);
  }
  const weight = (word: NameWord) => (company && GENERIC_COMPANY_WORDS.has(word.text) ? 0.35 : word.initial ? 0.6 : 1);
  let total = 0;
  let weights = 0;
  const pairs: NameScore['pairs'] = [];
  ours.forEach((word, i) => {
    const pair = pairedOurs.get(i);
    const similarity = pair?.similarity ?? 0;
    total += weight(word) * similarity;
    weights += weight(word);
    pairs.push({ word: word.text, listWord: pair ? theirs[pair.j].text : null, similarity: Math.round(similarity * 1000) / 1000 });
  });
  let score = total / weights;
  // An initial alone (or initials only) never makes a name match.
  if (ours.every((word) => word.initial)) score = Math.min(score, 0.5);
  const unpairedTheirs = theirs.filter((word, j) => !pairedTheirs.has(j) && !(company && GENERIC_COMPANY_WORDS.has(word.text))).length;
  const theirWeight = theirs.length;
  score *= 1 - 0.15 * (unpairedTheirs / theirWeight);
  // A single-word name against a longer list name is weak evidence.
  if (ours.length === 1 && theirs.length > 1) score *= 0.9;
  return { score: Math.round(score * 1000) / 1000, pairs };
}
