import { Fragment, type ReactNode } from 'react';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The text of HTML-escaped text (only the five escapes the server makes). */
function unescape(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);
}

/**
 * A search answer's snippet as React elements: its text as text, the matched words in `<mark>`.
 * The snippet is read, never put in the page as HTML: `<mark>` and `</mark>` are the only markup
 * taken from it, so whatever else it holds is shown as the characters it is.
 */
export function markedSnippetParts(snippet: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let marked = false;
  snippet.split(/(<\/?mark>)/).forEach((part, index) => {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part) parts.push(marked ? <mark key={index}>{unescape(part)}</mark> : <Fragment key={index}>{unescape(part)}</Fragment>);
  });
  return parts;
}

export function MarkedSnippet({ snippet }: { snippet: string }) {
  return <>{markedSnippetParts(snippet)}</>;
}
