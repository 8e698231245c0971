import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { theme } from '@insolvency/shared-ui/base';

export interface ActionLinkProps {
  to: string;
  children: ReactNode;
  /** The card's main action (filled), e.g. Post Draft or Repost. */
  primary?: boolean;
}

/**
 * A router link that looks like a button: the card actions navigate to another screen, so
 * they are links (open in a new tab, show the address). remote-public has a similar
 * LinkButton; features may not import each other, so moving one to shared-ui is the cure.
 */
export function ActionLink({ to, children, primary = false }: ActionLinkProps) {
  const { token } = theme.useToken();
  return (
    <Link
      to={to}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: token.controlHeight,
        padding: `0 ${token.padding}px`,
        borderRadius: token.borderRadius,
        border: `1px solid ${primary ? token.colorPrimary : token.colorBorder}`,
        background: primary ? token.colorPrimary : token.colorBgContainer,
        color: primary ? token.colorTextLightSolid : token.colorText,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        textDecoration: 'none',
      }}
    >
      {children}
    </Link>
  );
}
