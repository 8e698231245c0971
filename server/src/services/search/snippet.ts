/**
 * The markers ts_headline puts around a matched word: control characters, which a post's
 * description cannot hold (they are taken out of the text before the headline is made).
 */
export const SNIPPET_START = '\u0001';
export const SNIPPET_STOP = '\u0002';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A headline as the answer carries it: the text HTML-escaped and on one line, the matched words
 * in `<mark>` (the only markup left, so a client may render it as HTML).
 */
export function markedSnippet(headline: string): string {
  return headline
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[&<>"']/g, (character) => HTML_ESCAPES[character])
    .replaceAll(SNIPPET_START, '<mark>')
    .replaceAll(SNIPPET_STOP, '</mark>');
}
