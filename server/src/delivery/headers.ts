/** Revalidated on every use: what names the deployed files (a deploy shows at once). */
export const NO_CACHE = 'no-cache';

/**
 * Headers that only mean something on a document (what it may load, frame or open). On a
 * script, style sheet or manifest they are dead weight: about 600 bytes on each of the ~30
 * files a visitor's home page loads over HTTP/1.1. `X-Content-Type-Options: nosniff` and
 * `Cross-Origin-Resource-Policy` stay: they do apply to such files.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
