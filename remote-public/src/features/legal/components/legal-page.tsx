import type { ReactNode } from 'react';
import { PageHeader, palette } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';

/** Date shown under the title of both legal pages; change it with the text. */
export const LEGAL_TEXT_UPDATED = '22 November 2026';

/**
 * A legal page: one h1, a "last updated" line and numbered sections, in a column narrow
 * enough to read (about 70 characters a line) that becomes the full width on a phone.
 */
export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <article style={{ maxWidth: 760, margin: '0 auto', padding: `${token.paddingLG}px ${token.padding}px`, lineHeight: 1.65, overflowWrap: 'break-word' }}>
      <PageHeader title={title} subtitle={`Last updated ${LEGAL_TEXT_UPDATED}`} />
      <div style={{ fontSize: token.fontSizeLG, color: palette.text }}>{intro}</div>
      {children}
    </article>
  );
}

/** A numbered section of a legal page: an h2 and its paragraphs and lists. */
export function LegalSection({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const id = `section-${number}`;
  return (
    <section aria-labelledby={id} style={{ marginTop: token.marginXL }}>
      <h2 id={id} style={{ fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4, color: palette.navy, marginBottom: token.marginSM }}>
        {number}. {title}
      </h2>
      {children}
    </section>
  );
}
