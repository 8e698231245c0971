import type { ReactNode } from 'react';
import { useIsMobileLayout } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';

/**
 * The centred column of the public forms (registration, password reset, e-mail
 * confirmation). On a phone it adds no inset of its own: the page's 12 px are the margin, as
 * on the home page.
 */
export function PageColumn({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  const { token } = theme.useToken();
  const phone = useIsMobileLayout();
  return <div style={{ maxWidth, margin: '0 auto', padding: phone ? 0 : token.paddingLG }}>{children}</div>;
}
