import type { CSSProperties, ReactNode } from 'react';
import { formatDisplayDate, pathFor, type PostTeaser } from '@insolvency/shared-contracts';
import { palette } from '@insolvency/shared-ui';

/*
 * A post's public teaser (beyond the spec): the fields anyone may see, and the way in to the
 * full post. Plain elements with the theme's colours: the page is complete as the server sends
 * it, before (or without) any JavaScript. Both the server (remote-public's server build)
 * and the browser render them in the PostTeaser screen (post-teaser-screen.tsx).
 */

const card: CSSProperties = { background: palette.surface, border: `1px solid ${palette.border}`, borderRadius: 8, padding: 24 };
const muted: CSSProperties = { color: palette.textSecondary };
const button: CSSProperties = { display: 'inline-block', padding: '8px 16px', borderRadius: 6, fontWeight: 600, textDecoration: 'none' };

/** The teaser of a post that is For Sale. */
export function PostTeaserView({ teaser }: { teaser: PostTeaser }) {
  return (
    <article aria-labelledby="teaser-heading" style={card}>
      <h1 id="teaser-heading" style={{ margin: 0, fontSize: 28, lineHeight: 1.25 }}>
        {teaser.activityHeading}
      </h1>
      <p style={{ ...muted, margin: '8px 0 0' }}>Reference {teaser.reference}</p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: '24px 0 0' }}>
        <Fact term="Locations">{teaser.locations.join(', ')}</Fact>
        <Fact term="Sector">{teaser.sector}</Fact>
        <Fact term="Turnover">{teaser.turnover}</Fact>
        <Fact term="Employees">{teaser.employees}</Fact>
        <Fact term="For sale">
          from <time dateTime={teaser.startDate}>{formatDisplayDate(teaser.startDate)}</time> until{' '}
          <time dateTime={teaser.endDate}>{formatDisplayDate(teaser.endDate)}</time>
        </Fact>
        <Fact term="Insolvency practitioner">{teaser.firm}</Fact>
      </dl>
      <p style={{ margin: '24px 0 0' }}>Log in or register to see the full details and express interest.</p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '16px 0 0' }}>
        <a href={pathFor('Login')} style={{ ...button, background: palette.primary, color: palette.onNavy }}>
          Log in
        </a>
        <a href={pathFor('RegisterDirectory')} style={{ ...button, border: `1px solid ${palette.primary}`, color: palette.primary }}>
          Register
        </a>
      </p>
    </article>
  );
}

/** The page of a teaser whose post is withdrawn, sold or expired. */
export function PostTeaserGone({ teaser }: { teaser: PostTeaser }) {
  return (
    <section aria-labelledby="teaser-heading" style={card}>
      <h1 id="teaser-heading" style={{ margin: 0, fontSize: 28, lineHeight: 1.25 }}>
        This opportunity is no longer for sale
      </h1>
      <p style={{ margin: '16px 0 0' }}>
        {teaser.activityHeading} (reference {teaser.reference}) has been withdrawn, sold or has reached the end of its sale
        period.
      </p>
      <p style={{ margin: '16px 0 0' }}>
        <a href={pathFor('ConditionalHome')} style={{ color: palette.primary }}>
          See the latest opportunities
        </a>
      </p>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt style={{ ...muted, fontWeight: 600 }}>{term}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </>
  );
}
