import type { ReactNode } from 'react';
import { theme } from '../theme';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A back link (e.g. to the post), rendered above the title. */
  back?: ReactNode;
  /** Actions shown at the end of the title row (sort, filter, export). */
  extra?: ReactNode;
}

/** The one h1 of a screen, with optional back link, subtitle and actions. */
export function PageHeader({ title, subtitle, back, extra }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <header style={{ marginBottom: token.marginLG }}>
      {back ? <div style={{ marginBottom: token.marginXS }}>{back}</div> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: token.margin }}>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2, fontWeight: 600, color: token.colorText }}>
          {title}
        </h1>
        {extra ? <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}>{extra}</div> : null}
      </div>
      {subtitle ? <p style={{ margin: `${token.marginXS}px 0 0`, color: token.colorTextSecondary }}>{subtitle}</p> : null}
    </header>
  );
}
