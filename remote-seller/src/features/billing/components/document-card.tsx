import { useId, type ReactNode } from 'react';
import { postCardWidth, useWindowWidth } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Card } from '@insolvency/shared-ui/data';
import { FactList } from './document-sheet';

export interface DocumentCardProps {
  heading: string;
  /** Label and value rows (number, reference, dates, total). */
  details: { label: string; value: ReactNode }[];
  actions: ReactNode;
}

/** An invoice or certificate in a list: the post's heading, a few facts, View and View Post. As wide as a post card. */
export function DocumentCard({ heading, details, actions }: DocumentCardProps) {
  const { token } = theme.useToken();
  const width = postCardWidth(useWindowWidth());
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} style={{ width, maxWidth: '100%' }}>
      <Card size="small" style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: token.marginSM, height: '100%', boxSizing: 'border-box' } }}>
        <h2 id={headingId} style={{ margin: 0, fontSize: token.fontSizeHeading5, lineHeight: token.lineHeightHeading5, fontWeight: 600 }}>
          {heading}
        </h2>
        <FactList facts={details} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, marginTop: 'auto' }}>{actions}</div>
      </Card>
    </article>
  );
}
