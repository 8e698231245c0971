import { useMemo } from 'react';
import { theme } from '@insolvency/shared-ui/base';
import { sanitizeServerHtml } from '../utils/sanitize-server-html';

/** The server's failure text, shown as (allow-listed) HTML under the form (spec §8). */
export function ServerMessage({ html }: { html: string }) {
  const { token } = theme.useToken();
  const safeHtml = useMemo(() => sanitizeServerHtml(html), [html]);
  return (
    <div
      role="alert"
      data-testid="login-server-message"
      style={{ marginTop: token.margin, color: token.colorError }}
      // Sanitised above with an allow-list: only a, b, strong, em, br and p survive.
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
