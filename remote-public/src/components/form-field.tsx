import type { ReactNode } from 'react';
import { theme } from '@insolvency/shared-ui/base';

export interface FormFieldProps {
  /** id of the input: the label points at it, the error is described by `${id}-error`. */
  id: string;
  label: string;
  /** Shown after the label (e.g. "(optional)"), outside it: the label is the field's name. */
  hint?: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}

/** Id of a field's error message, for `aria-describedby`. */
export function errorId(id: string): string {
  return `${id}-error`;
}

/** A label tied to its input (with an optional required mark and hint), and the field's error message under it: every form of remote-public. */
export function FormField({ id, label, hint, required, error, children }: FormFieldProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginMD, minWidth: 0 }}>
      <div style={{ marginBottom: token.marginXXS }}>
        <label htmlFor={id} style={{ fontWeight: 500 }}>
          {label}
        </label>
        {required ? (
          <span aria-hidden style={{ color: token.colorError, marginLeft: 2 }}>
            *
          </span>
        ) : null}
        {hint ? <span style={{ color: token.colorTextSecondary, marginLeft: token.marginXXS }}>{hint}</span> : null}
      </div>
      {children}
      {error ? (
        <div id={errorId(id)} style={{ marginTop: token.marginXXS, color: token.colorError }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
