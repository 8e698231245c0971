/**
 * Allow-list HTML sanitiser for HTML the server sends (the login failure text, post
 * descriptions). Keeps only the allowed elements, without attributes; links keep an
 * http(s) or mailto `href` and nothing else. Other elements are unwrapped (their text
 * stays), and elements whose content is code or chrome are dropped with their content.
 * Parsing happens in an inert DOMParser document: nothing in it runs or loads.
 */
export interface SanitizeOptions {
  allowedTags: ReadonlySet<string>;
  /** Links open in a new tab (`target="_blank"`, `rel` adds `nofollow`): user-written content. */
  linksInNewTab?: boolean;
}

const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'textarea',
  'select', 'svg', 'math', 'title', 'head', 'frame', 'frameset', 'noembed', 'xmp',
]);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The href to keep, normalised by the URL parser (which also defeats `java\tscript:` tricks), or null. */
function safeHref(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim(), window.location.origin);
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function copyAllowed(from: Node, to: Node, output: Document, options: SanitizeOptions): void {
  from.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(output.createTextNode(node.textContent ?? ''));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return; // comments, processing instructions
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) return;
    if (!options.allowedTags.has(tag)) {
      copyAllowed(element, to, output, options);
      return;
    }
    const clean = output.createElement(tag);
    if (tag === 'a') {
      const href = safeHref(element.getAttribute('href'));
      if (href) {
        clean.setAttribute('href', href);
        clean.setAttribute('rel', options.linksInNewTab ? 'noopener noreferrer nofollow' : 'noopener noreferrer');
        if (options.linksInNewTab) clean.setAttribute('target', '_blank');
      }
    }
    copyAllowed(element, clean, output, options);
    to.appendChild(clean);
  });
}

export function sanitizeHtml(html: string, options: SanitizeOptions): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  copyAllowed(parsed.body, container, output, options);
  return container.innerHTML;
}
