import { useMemo } from 'react';
import { theme } from '@insolvency/shared-ui/base';
import { sanitizeHtml } from '../../../utils/sanitize-html';

/** What a description may keep: the server's allow-list (server/src/services/posts/description-html.ts). */
const DESCRIPTION_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a']);

/**
 * The post's description (HTML written by the seller). The server cleans it before storing;
 * it is cleaned again here, so nothing that runs or loads reaches the page whatever is stored.
 */
export function PostDescription({ html }: { html: string }) {
  const { token } = theme.useToken();
  const safeHtml = useMemo(() => sanitizeHtml(html, { allowedTags: DESCRIPTION_TAGS, linksInNewTab: true }), [html]);
  return <div style={{ lineHeight: token.lineHeightLG, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
