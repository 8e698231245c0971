import type { ReactNode } from 'react';
import { theme } from '@insolvency/shared-ui/base';

/**
 * A labelled input with its hint and messages under it. Local to this screen until the shared
 * form kit (`shared-ui/forms`) reaches this branch; the lead moves it onto the kit when merging.
 */
export function FormRow({ id, label, hint, errors, children }: { id: string; label: string; hint?: string; errors: string[]; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginMD }}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 500, marginBottom: token.marginXXS }}>
        {label}
      </label>
      {hint ? (
        <div id={`${id}-hint`} style={{ color: token.colorTextSecondary, marginBottom: token.marginXXS }}>
          {hint}
        </div>
      ) : null}
      {children}
      {errors.length ? (
        <ul id={`${id}-error`} style={{ margin: `${token.marginXXS}px 0 0`, padding: 0, listStyle: 'none', color: token.colorError }}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** `aria-describedby` for an input of a FormRow: its hint and, when shown, its messages. */
export function describedBy(id: string, { hint, invalid }: { hint?: boolean; invalid: boolean }): string | undefined {
  return [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}
