import { transliterate } from 'transliteration';

/*
 * A name as screening compares it (issue 56, part 2). The list's own normalised form
 * (services/sanctions/normalise.ts) keeps each script; screening goes further, the same way for
 * the buyer's names and the list's:
 * - transliterated to Latin (`transliteration`: Cyrillic, Arabic, Greek, CJK and Latin letters
 *   with diacritics to ASCII), the Arabic article written apart first so it is dropped as a particle;
 * - lower case, punctuation as spaces, initials written with dots kept as one-letter words;
 * - honorifics and titles dropped (Mr, Dr, General, Sheikh...), name particles dropped (al, el,
 *   bin, van, von, de...), company suffixes dropped (Ltd, Limited, LLP, PLC, OOO, GmbH...);
 * - each word also has a folded spelling (transliteration variants made one: ks/x, kh/h, y/i,
 *   ou/u, doubled letters once) and a consonant skeleton (Mohammed / Muhammad both `mhmd`).
 * Word order is not kept: the score pairs words in whatever order they come.
 */

const HONORIFICS = new Set(
  'mr mrs ms miss mx dr doctor sir dame lord lady prof professor rev reverend general gen colonel col major maj captain capt lieutenant lt sergeant sgt admiral adm brigadier sheikh shaikh sheik haji hajji hajj imam mullah ayatollah emir prince princess king queen his her excellency he hon honourable judge justice esq'.split(' '),
);
const PARTICLES = new Set('al el ul ad ud ar as at az bin ibn bint ben bent van von der den de da di del della dos das du la le'.split(' '));
/** Company suffixes and legal forms, once written without dots or spaces (S.A. -> sa). */
const COMPANY_SUFFIXES = new Set(
  'ltd limited llp lp plc llc inc incorporated corp corporation co company cie ooo oao zao pao ojsc cjsc pjsc jsc ao tov pat gmbh ag kg ohg ug sa sas sarl srl spa bv nv fze fzco fzc fzllc dmcc wll bsc ksc saoc pte pty lda ab oy as asa aps sl sp zoo kft doo sro the'.split(' '),
);
/** Words many company names share: they count less towards a company name's score. */
export const GENERIC_COMPANY_WORDS = new Set(
  'trading trade holdings holding group international global services service logistics investments investment energy engineering shipping consulting technologies technology industries industrial enterprises enterprise partners management solutions systems capital resources development developments properties property uk british london and of'.split(' '),
);

/** One word of a screened name. */
export interface NameWord {
  text: string;
  folded: string;
  skeleton: string;
  /** A single letter: an initial, matched against a word's first letter. */
  initial: boolean;
}

export interface ScreeningName {
  /** The words kept, in their order, joined by a space (what a result shows as the compared form). */
  key: string;
  words: NameWord[];
}

/** Transliteration variants made one spelling, so `Aleksandr` and `Alexander`, `Yuri` and `Iurii` compare as near. */
export function foldWord(word: string): string {
  return word
    .replace(/x/g, 'ks')
    .replace(/ph/g, 'f')
    .replace(/kh/g, 'h')
    .replace(/ck/g, 'k')
    .replace(/q/g, 'k')
    .replace(/c(?!h)/g, 'k')
    .replace(/w/g, 'v')
    .replace(/ou|oo/g, 'u')
    .replace(/ee/g, 'i')
    .replace(/ue/g, 'u')
    .replace(/[yj]/g, 'i')
    .replace(/(.)\1+/g, '$1');
}

/** The folded word's consonants only, a leading h dropped (Mohammed, Muhammad, Mohamad: `mhmd`; Helena, Elena: `ln`). */
export function skeletonOf(folded: string): string {
  return folded.replace(/^h/, '').replace(/[aeiou]/g, '').replace(/(.)\1+/g, '$1');
}

function latinWords(name: string): string[] {
  const latin = transliterate(name.replace(/(^|[\s-])ال/g, '$1al '), { unknown: ' ' })
    .toLowerCase()
    // Initials and abbreviations written with dots: "S.A." -> "sa", "J." stays "j".
    .replace(/\b((?:[a-z]\.){2,})/g, (dotted) => `${dotted.replace(/\./g, '')} `)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return latin ? latin.split(' ') : [];
}

/** The screening form of a person's or a company's name. */
export function screeningName(name: string): ScreeningName {
  let words = latinWords(name).filter((word) => !HONORIFICS.has(word) && !PARTICLES.has(word));
  // Company suffixes at the end (as many as there are: "Holdings Co Ltd"), also spelt in single letters ("S A").
  for (;;) {
    const last = words.at(-1);
    if (words.length > 1 && last && COMPANY_SUFFIXES.has(last)) {
      words = words.slice(0, -1);
      continue;
    }
    let letters = 0;
    while (letters < words.length && words[words.length - 1 - letters].length === 1) letters += 1;
    if (letters >= 2 && words.length > letters && COMPANY_SUFFIXES.has(words.slice(-letters).join(''))) {
      words = words.slice(0, -letters);
      continue;
    }
    break;
  }
  const kept = words.filter((word, index) => index === 0 || word !== 'the');
  return {
    key: kept.join(' '),
    words: kept.map((text) => {
      const folded = foldWord(text);
      return { text, folded, skeleton: skeletonOf(folded), initial: text.length === 1 };
    }),
  };
}
