import type { ReactNode } from 'react';
import { theme } from '@insolvency/shared-ui/base';

export interface ContactFieldProps {
  /** id of the input: the label points at it, the error is `${id}-error`. */
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A label tied to its input, and the field's message under it (as on Login). */
export function ContactField({ id, label, error, children }: ContactFieldProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginMD }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: token.marginXXS, fontWeight: 500 }}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} style={{ marginTop: token.marginXXS, color: token.colorError }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
