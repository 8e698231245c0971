/**
 * Allow-list sanitiser for the short HTML messages the server sends (spec §8: the login
 * failure text is shown as HTML). Keeps only a, b, strong, em, br and p; links keep an
 * http(s) or mailto `href` and nothing else. Other elements are unwrapped (their text
 * stays), and elements whose content is code or chrome are dropped with their content.
 * Parsing happens in an inert DOMParser document: nothing in it runs or loads.
 *
 * Candidate for shared-ui: other screens show the server's text too.
 */
const ALLOWED_TAGS = new Set(['a', 'b', 'strong', 'em', 'br', 'p']);
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

function copyAllowed(from: Node, to: Node, output: Document): void {
  from.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(output.createTextNode(node.textContent ?? ''));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return; // comments, processing instructions
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) return;
    if (!ALLOWED_TAGS.has(tag)) {
      copyAllowed(element, to, output);
      return;
    }
    const clean = output.createElement(tag);
    if (tag === 'a') {
      const href = safeHref(element.getAttribute('href'));
      if (href) {
        clean.setAttribute('href', href);
        clean.setAttribute('rel', 'noopener noreferrer');
      }
    }
    copyAllowed(element, clean, output);
    to.appendChild(clean);
  });
}

export function sanitizeServerHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  copyAllowed(parsed.body, container, output);
  return container.innerHTML;
}
