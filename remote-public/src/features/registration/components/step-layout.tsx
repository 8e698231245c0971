import type { ReactNode } from 'react';
import { useIsMobileLayout } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';

/** Fields two to a row on desktop, one on a phone (below 960 px). */
export function FieldGrid({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const phone = useIsMobileLayout();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: phone ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))', columnGap: token.marginLG }}>
      {children}
    </div>
  );
}

/** A short explanation at the top of a step. */
export function StepIntro({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <p style={{ marginTop: 0, marginBottom: token.marginMD, color: token.colorTextSecondary }}>{children}</p>;
}
