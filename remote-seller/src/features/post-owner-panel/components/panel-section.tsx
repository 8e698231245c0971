import { useId, type ReactNode } from 'react';
import { theme } from '@insolvency/shared-ui/base';

/** One block of the owner panel: a titled, bordered section in the theme's colours. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      style={{
        padding: token.padding,
        border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <h2 id={headingId} style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeHeading5, lineHeight: token.lineHeightHeading5, fontWeight: 600 }}>{title}</h2>
      {children}
    </section>
  );
}

/** A label and its value on one line (wrapping on a phone). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: token.marginXS, padding: `${token.paddingXXS}px 0` }}>
      <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 500 }}>{children}</dd>
    </div>
  );
}
