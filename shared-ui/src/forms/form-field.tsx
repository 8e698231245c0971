import type { ReactNode } from 'react';
import { theme } from '../theme/design-token';

export interface FormFieldProps {
  /** id of the input: the label points at it, the error is described by `fieldErrorId(id)`. */
  id: string;
  label: string;
  /** Shown after the label (e.g. "(optional)"), outside it: the label is the field's name. */
  hint?: string;
  required?: boolean;
  /** A longer explanation under the input (the rules a password must meet...). */
  help?: ReactNode;
  /** The field's message, or its messages (a list's own and each item's). */
  error?: string | readonly string[];
  children: ReactNode;
}

/** Id of a field's error message, for `aria-describedby`. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** Id of a field's label, for inputs a `<label for>` cannot name (an editable region). */
export function fieldLabelId(id: string): string {
  return `${id}-label`;
}

/** Id of a field's help text, for `aria-describedby`. */
export function fieldHelpId(id: string): string {
  return `${id}-help`;
}

/** A label tied to its input (with an optional required mark and hint), and the field's error message under it. */
export function FormField({ id, label, hint, required, help, error, children }: FormFieldProps) {
  const { token } = theme.useToken();
  const messages = typeof error === 'string' ? [error] : (error ?? []).filter(Boolean);
  return (
    <div style={{ marginBottom: token.marginMD, minWidth: 0 }}>
      <div style={{ marginBottom: token.marginXXS }}>
        <label id={fieldLabelId(id)} htmlFor={id} style={{ fontWeight: 500 }}>
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
      {help ? (
        <div id={fieldHelpId(id)} style={{ marginTop: token.marginXXS, color: token.colorTextSecondary }}>
          {help}
        </div>
      ) : null}
      {messages.length > 0 ? (
        <div id={fieldErrorId(id)} style={{ marginTop: token.marginXXS, color: token.colorError }}>
          {messages.length === 1 ? messages[0] : (
            <ul style={{ margin: 0, paddingLeft: token.paddingMD }}>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
