import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { theme } from '../theme';

export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  /** `primary`: filled, the screen's main action; `onDark`: light outline for a navy background. */
  variant?: 'default' | 'primary' | 'onDark';
  size?: 'middle' | 'large';
  /** The history entry's state (`{ keepScroll: true }`: a page of the same list, which keeps its place). */
  state?: unknown;
  /** Besides following the link, in the app (scrolling the list's top into view, say). */
  onClick?: () => void;
}

/**
 * A router link that looks like a button. Calls to action that navigate are links (they open
 * in a new tab and show their address); only actions that submit are buttons.
 */
export function LinkButton({ to, children, variant = 'default', size = 'middle', state, onClick }: LinkButtonProps) {
  const { token } = theme.useToken();
  const large = size === 'large';
  const colours = {
    default: { border: token.colorBorder, background: token.colorBgContainer, text: token.colorText },
    primary: { border: token.colorPrimary, background: token.colorPrimary, text: token.colorTextLightSolid },
    onDark: { border: token.colorTextLightSolid, background: 'transparent', text: token.colorTextLightSolid },
  }[variant];
  return (
    <Link
      to={to}
      state={state}
      onClick={onClick}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: large ? token.controlHeightLG : token.controlHeight,
        maxWidth: '100%',
        boxSizing: 'border-box',
        padding: `${token.paddingXXS}px ${large ? token.paddingLG : token.padding}px`,
        borderRadius: token.borderRadius,
        border: `1px solid ${colours.border}`,
        background: colours.background,
        color: colours.text,
        fontSize: large ? token.fontSizeLG : token.fontSize,
        fontWeight: 600,
        // A long label wraps inside a narrow card rather than running out of it.
        whiteSpace: 'normal',
        textAlign: 'center',
        textDecoration: 'none',
      }}
    >
      {children}
    </Link>
  );
}
