import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../src/seed/seeded-random';
import type { ScreenedSubject } from '../src/services/screening/list-matcher';

/*
 * The sets screening is measured on (issue 56, part 2), both made up by us: the labelled set
 * (fixtures/screening/quality-set.json, variants of the sanctions fixture's designated names,
 * each with the list entry it must be found as) and 1 000 ordinary UK personal and company names
 * drawn with a fixed seed from the committed lists of common first names, surnames and company words.
 */
const DIR = path.resolve(__dirname, '../fixtures/screening');

export interface LabelledCase {
  uniqueId: string;
  kind: 'person' | 'company';
  variant: string;
  name: string;
  dateOfBirth?: string | null;
  country?: string | null;
}

export const qualitySet = (): LabelledCase[] => (JSON.parse(readFileSync(path.join(DIR, 'quality-set.json'), 'utf8')) as { cases: LabelledCase[] }).cases;

const lines = (file: string) =>
  readFileSync(path.join(DIR, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

/** `count` ordinary UK names: 60% people (a third with a middle name), 40% companies. */
export function ordinaryUkNames(count = 1000, seed = 1956): ScreenedSubject[] {
  const { next: random, pick } = seededRandom(seed);
  const firsts = lines('uk-first-names.txt');
  const surnames = lines('uk-surnames.txt');
  const words = lines('uk-company-words.txt').map((line) => {
    const at = line.indexOf(' ');
    return { kind: line.slice(0, at), text: line.slice(at + 1) };
  });
  const of = (kind: string) => words.filter((word) => word.kind === kind).map((word) => word.text);
  const places = of('place');
  const trades = of('trade');
  const suffixes = of('suffix');
  const names: ScreenedSubject[] = [];
  const seen = new Set<string>();
  while (names.length < count) {
    const subject: ScreenedSubject =
      names.length % 5 < 3
        ? { kind: 'person', name: [pick(firsts), random() < 0.33 ? pick(firsts) : null, pick(surnames)].filter(Boolean).join(' ') }
        : { kind: 'company', name: `${random() < 0.5 ? pick(places) : pick(surnames)} ${pick(trades)} ${pick(suffixes)}` };
    if (seen.has(subject.name)) continue;
    seen.add(subject.name);
    names.push(subject);
  }
  return names;
}
