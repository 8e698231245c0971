import type { ReactNode } from 'react';
import { theme } from '@insolvency/shared-ui/base';

/** Id of a field's message, for `aria-describedby`. */
export const messageId = (id: string) => `${id}-message`;

/**
 * A label tied to its control, an optional note and the field's error under it. Local until
 * the posting screens move onto the shared form kit (shared-ui/forms).
 */
export function Field({ id, label, note, error, children }: { id: string; label: string; note?: ReactNode; error?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginMD, minWidth: 0 }}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 500, marginBottom: token.marginXXS }}>
        {label}
      </label>
      {children}
      {note ? <div style={{ marginTop: token.marginXXS, color: token.colorTextSecondary }}>{note}</div> : null}
      {error ? (
        <div id={messageId(id)} role="alert" style={{ marginTop: token.marginXXS, color: token.colorError }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
