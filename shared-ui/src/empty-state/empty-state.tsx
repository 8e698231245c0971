import type { ReactNode } from 'react';
import { theme } from '../theme';

/** The spec's wording for every empty list. */
export const EMPTY_LIST_MESSAGE = "Looks like there's nothing here.";

export interface EmptyStateProps {
  /** A next step for the user, e.g. buyers are told to widen their preferences. */
  hint?: ReactNode;
}

export function EmptyState({ hint }: EmptyStateProps) {
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      style={{
        padding: `${token.paddingLG}px ${token.padding}px`,
        textAlign: 'center',
        color: token.colorTextSecondary,
        border: `1px dashed ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <p style={{ margin: 0, fontSize: token.fontSizeLG, color: token.colorText }}>{EMPTY_LIST_MESSAGE}</p>
      {hint ? <p style={{ margin: `${token.marginXS}px 0 0` }}>{hint}</p> : null}
    </div>
  );
}
