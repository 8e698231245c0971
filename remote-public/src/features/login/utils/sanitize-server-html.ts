import { sanitizeHtml } from '../../../utils/sanitize-html';

/**
 * The short HTML messages the server sends (spec §8: the login failure text is shown as HTML):
 * only a, b, strong, em, br and p survive (see `sanitizeHtml`).
 */
const SERVER_MESSAGE_TAGS = new Set(['a', 'b', 'strong', 'em', 'br', 'p']);

export function sanitizeServerHtml(html: string): string {
  return sanitizeHtml(html, { allowedTags: SERVER_MESSAGE_TAGS });
}
