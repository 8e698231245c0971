/**
 * Contact details in a post's description (spec §4, description save flow): UK phone numbers
 * (landline and mobile, with or without +44, spaces, dashes or brackets), e-mail addresses and
 * web addresses. Each is returned exactly as written, so "strip" can remove that very text.
 *
 * Every scan is linear in the description's length: a pattern that can fail after a long run
 * starts only where that run starts (the lookbehinds), as a start inside the run would find
 * the same detail or none; otherwise a seller's '0' or 'a.' repeated 50 000 times took seconds.
 */

const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
// http(s)://…, www.…, or a bare domain with a common top-level domain (example.co.uk/page).
const WEB = /\b(?:https?:\/\/[^\s<>"']+|www\.[^\s<>"']+|(?<![A-Za-z0-9-]|[A-Za-z0-9-]\.)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:co\.uk|org\.uk|com|uk|net|org|io|biz|info)\b(?:\/[^\s<>"']*)?)/gi;
// +44 or 0, then 9 or 10 more digits with optional single separators ("(0)" after +44 too).
const PHONE = /(?:\+44\s?(?:\(0\)\s?)?|\b0)(?:\d[\s-]?){8,9}\d\b/g;

/** HTML to the text a reader sees, keeping word boundaries where tags were. */
function visibleText(html: string): string {
  return html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#64;|&commat;/g, '@');
}

const TRAILING_PUNCTUATION = new Set('.,;:!?)]');

/** The value without trailing punctuation (a loop: an anchored regex retries from every position of a long run). */
function trimPunctuation(value: string): string {
  let end = value.length;
  while (end > 0 && TRAILING_PUNCTUATION.has(value[end - 1])) end -= 1;
  return value.slice(0, end);
}

/** The contact details found, each once, in the order they appear. */
export function findContactDetails(description: string): string[] {
  const text = visibleText(description);
  const found: { at: number; value: string }[] = [];
  const emails = [...text.matchAll(EMAIL)];
  for (const match of emails) found.push({ at: match.index, value: match[0] });
  for (const match of text.matchAll(WEB)) {
    const value = trimPunctuation(match[0]);
    // The domain of an e-mail address is not a web address of its own.
    const insideEmail = emails.some((email) => match.index >= email.index && match.index < email.index + email[0].length);
    if (!insideEmail) found.push({ at: match.index, value });
  }
  for (const match of text.matchAll(PHONE)) found.push({ at: match.index, value: match[0].trim() });
  found.sort((a, b) => a.at - b.at);
  return [...new Set(found.map((item) => item.value))];
}

/** The description without the given strings (the dialog's Yes). */
export function stripContactDetails(description: string, details: readonly string[]): string {
  return details.reduce((text, detail) => text.split(detail).join(''), description);
}
