/** Letters that carry no combining mark to remove, each as the Latin letters it is read as. */
const FOLDED_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };
const FOLDED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');

/**
 * A name as screening compares it: lower case, diacritics removed (NFKD, then every combining
 * mark dropped, in any script: é -> e, й -> и, Arabic short vowels), the few letters without a
 * decomposition folded (ß -> ss, ø -> o, ł -> l), and everything but letters and digits a single
 * space. Scripts are kept as they are: transliteration belongs to screening (issue 56, part 2).
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(FOLDED, (letter) => FOLDED_LETTERS[letter])
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
