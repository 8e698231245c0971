import type { CSSProperties, ReactNode } from 'react';
import { theme } from '@insolvency/shared-ui/base';

/** A titled block of the printed sheet (supplier, customer, the period...). */
export function SheetSection({ title, children, style }: { title: string; children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <section style={{ minWidth: 0, ...style }}>
      <h3 style={{ margin: `0 0 ${token.marginXXS}px`, fontSize: token.fontSizeSM, fontWeight: 600, color: token.colorTextSecondary, textTransform: 'uppercase', letterSpacing: 0.5 }}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label and value pairs, two columns. */
export function FactList({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  const { token } = theme.useToken();
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: token.marginSM, rowGap: token.marginXXS }}>
      {facts.map((fact) => (
        <div key={fact.label} style={{ display: 'contents' }}>
          <dt style={{ color: token.colorTextSecondary }}>{fact.label}</dt>
          <dd style={{ margin: 0 }}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Lines of an address or a name block, one per line, empty ones left out. */
export function Lines({ lines }: { lines: (string | null | undefined)[] }) {
  return (
    <p style={{ margin: 0 }}>
      {lines
        .filter((line): line is string => Boolean(line && line.trim()))
        .map((line, index) => (
          <span key={index} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
    </p>
  );
}

/** Blocks side by side on a wide sheet, stacked on a phone. */
export function SheetRow({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: token.marginLG, marginBottom: token.marginLG }}>{children}</div>;
}
