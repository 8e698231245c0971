import { countryIdentity } from './country-codes';
import { nameScore } from './name-score';
import { screeningName, type ScreeningName } from './screening-name';

/** A name score at or above this is a possible match (set on the labelled quality set, test/services/screening). */
export const POSSIBLE_MATCH_THRESHOLD = 0.85;

/** A name of the list with what screening weighs beside it (its designation's type, births and nationalities). */
export interface ListName {
  nameId: number;
  designationId: number;
  uniqueId: string;
  entityType: 'individual' | 'entity' | 'ship';
  nameType: string;
  aliasStrength: string | null;
  fullName: string;
  datesOfBirth: string[];
  nationalities: string[];
}

/** Who or what is screened: a person (buyer, beneficial owner) or a company. */
export interface ScreenedSubject {
  kind: 'person' | 'company';
  name: string;
  /** `YYYY-MM-DD`, a person's only. */
  dateOfBirth?: string | null;
  /**
   * A country's English name, as the product's country labels write it (e.g. `Türkiye`); compared
   * with the list's nationalities by country, whatever the spelling (country-codes.ts).
   */
  country?: string | null;
}

export interface ListMatch {
  name: ListName;
  /** The names alone (0..1): what makes a possible match. */
  nameScore: number;
  /** The name score raised or lowered by date of birth and country, for ranking and review. */
  score: number;
  reasons: string[];
}

const bitCount = (bits: number) => {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count++;
  return count;
};
const round = (value: number) => Math.round(value * 1000) / 1000;
/**
 * The keys a word is found again by: its skeleton, its first three folded letters, its first and
 * last two letters (Michail / Mikhail), its first two letters and length (Olha / Olga).
 */
const wordKeys = (word: ScreeningName['words'][number]) => [
  `s:${word.skeleton}`,
  `p:${word.folded.slice(0, 3)}`,
  `e:${word.folded[0]}${word.folded.slice(-2)}`,
  `l:${word.folded.slice(0, 2)}${word.folded.length}`,
];
const keysOf = (name: ScreeningName) => name.words.filter((word) => !word.initial).flatMap(wordKeys);
const fullWords = (name: ScreeningName) => name.words.filter((word) => !word.initial).length;

/**
 * The names of one list version, ready to screen against: each name's screening form, found
 * again by any of its words' skeletons or first three folded letters (so a candidate shares at
 * least one near word with the screened name); every candidate is then scored in full.
 */
export class ListMatcher {
  private readonly names: Array<{ name: ListName; form: ScreeningName }>;
  private readonly index = new Map<string, number[]>();
  /** Each spelling's country, worked out once per list version (the list repeats a few dozen nationalities). */
  private readonly countries = new Map<string, string>();

  constructor(names: ListName[]) {
    this.names = names.map((name) => ({ name, form: screeningName(name.fullName) }));
    this.names.forEach(({ form }, position) => {
      for (const key of new Set(keysOf(form))) {
        const list = this.index.get(key);
        if (list) list.push(position);
        else this.index.set(key, [position]);
      }
    });
  }

  get size(): number {
    return this.names.length;
  }

  /** Every list name the subject's name possibly matches (name score at or above the threshold), best first. */
  match(subject: ScreenedSubject): ListMatch[] {
    const form = screeningName(subject.name);
    // Which of the subject's words each list name shares a key with (a bit per word).
    const hits = new Map<number, number>();
    const words = form.words.filter((word) => !word.initial);
    words.forEach((word, bit) => {
      for (const key of wordKeys(word)) for (const position of this.index.get(key) ?? []) hits.set(position, (hits.get(position) ?? 0) | (1 << bit));
    });
    const best = new Map<number, ListMatch>();
    for (const [position, bits] of hits) {
      const { name, form: listed } = this.names[position];
      // Two words in common where both names have two (a shared given name alone is no candidate).
      if (bitCount(bits) < Math.min(2, words.length, fullWords(listed))) continue;
      const company = subject.kind === 'company';
      // A person is screened against individuals, a company against entities and ships.
      if (company === (name.entityType === 'individual')) continue;
      const scored = nameScore(form, listed, company);
      if (scored.score < POSSIBLE_MATCH_THRESHOLD) continue;
      const reasons = [`Name "${subject.name}" is ${Math.round(scored.score * 100)}% similar to "${name.fullName}" (${name.nameType}${name.aliasStrength ? `, ${name.aliasStrength}` : ''})`];
      const differing = scored.pairs.filter((pair) => pair.listWord && pair.listWord !== pair.word).map((pair) => `${pair.word} ~ ${pair.listWord}`);
      if (differing.length) reasons.push(`Words compared as variants: ${differing.join(', ')}`);
      let score = scored.score;
      if (name.aliasStrength && /low/i.test(name.aliasStrength)) {
        score -= 0.03;
        reasons.push('The list marks this alias as low quality');
      }
      score += this.birthAdjustment(subject, name, reasons);
      score += this.countryAdjustment(subject, name, reasons);
      const match: ListMatch = { name, nameScore: scored.score, score: round(Math.min(1, Math.max(0, score))), reasons };
      const kept = best.get(name.designationId);
      if (!kept || kept.nameScore < match.nameScore || (kept.nameScore === match.nameScore && kept.score < match.score)) best.set(name.designationId, match);
    }
    return [...best.values()].sort((a, b) => b.score - a.score || b.nameScore - a.nameScore);
  }

  private birthAdjustment(subject: ScreenedSubject, name: ListName, reasons: string[]): number {
    if (subject.kind !== 'person' || !subject.dateOfBirth || !name.datesOfBirth.length) return 0;
    const born = subject.dateOfBirth;
    if (name.datesOfBirth.some((listed) => born.startsWith(listed) && listed.length === 10)) {
      reasons.push(`Date of birth ${born} is the list's`);
      return 0.08;
    }
    if (name.datesOfBirth.some((listed) => born.startsWith(listed))) {
      reasons.push(`Date of birth ${born} falls in the list's ${name.datesOfBirth.join(' or ')}`);
      return 0.04;
    }
    const year = Number(born.slice(0, 4));
    const nearest = Math.min(...name.datesOfBirth.map((listed) => Math.abs(Number(listed.slice(0, 4)) - year)));
    if (nearest <= 1) {
      reasons.push(`Date of birth ${born} is within a year of the list's ${name.datesOfBirth.join(' or ')}`);
      return 0;
    }
    reasons.push(`Date of birth ${born} differs from the list's ${name.datesOfBirth.join(' or ')} (the name match stands)`);
    return -0.1;
  }

  private countryOf(spelling: string): string {
    let identity = this.countries.get(spelling);
    if (identity === undefined) {
      identity = countryIdentity(spelling);
      this.countries.set(spelling, identity);
    }
    return identity;
  }

  /** Country raises or lowers the score, never drops the name match; compared as countries, not spellings ("Türkiye" is the list's "Turkey"). */
  private countryAdjustment(subject: ScreenedSubject, name: ListName, reasons: string[]): number {
    if (!subject.country || !name.nationalities.length) return 0;
    const ours = countryIdentity(subject.country);
    const listed = name.nationalities.find((nationality) => this.countryOf(nationality) === ours);
    if (listed !== undefined) {
      reasons.push(`Country ${subject.country} is a nationality the list gives${listed === subject.country ? '' : ` (as "${listed}")`}`);
      return 0.03;
    }
    reasons.push(`Country ${subject.country} is not among the list's nationalities (${name.nationalities.join(', ')}); the name match stands`);
    return -0.03;
  }
}
