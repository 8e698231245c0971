import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { theme } from '@insolvency/shared-ui/base';

export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  /** `onDark`: transparent with a light outline, for the navy hero. */
  variant?: 'default' | 'onDark';
  size?: 'middle' | 'large';
}

/** A router link that looks like a button: calls to action navigate, they do not submit. */
export function LinkButton({ to, children, variant = 'default', size = 'middle' }: LinkButtonProps) {
  const { token } = theme.useToken();
  const onDark = variant === 'onDark';
  const large = size === 'large';
  return (
    <Link
      to={to}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: large ? token.controlHeightLG : token.controlHeight,
        padding: `0 ${large ? token.paddingLG : token.padding}px`,
        borderRadius: token.borderRadius,
        border: `1px solid ${onDark ? token.colorTextLightSolid : token.colorBorder}`,
        background: onDark ? 'transparent' : token.colorBgContainer,
        color: onDark ? token.colorTextLightSolid : token.colorText,
        fontSize: large ? token.fontSizeLG : token.fontSize,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Link>
  );
}
