import type { CSSProperties, ReactNode } from 'react';
import { BLOCK_DAYS, pathFor, STANDARD_PRICE_RATE } from '@insolvency/shared-contracts';
import { LinkButton, palette, PHONE_LAYOUT_MEDIA, SearchBox } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { HomePosts } from './home-posts';
import { HomeStatistics } from './home-statistics';

type Token = ReturnType<typeof theme.useToken>['token'];

const HERO_CLASS = 'im-visitor-hero';

/**
 * The hero's padding and heading, smaller on a phone, as rules rather than from the window's
 * width in JavaScript: the server, which knows no width, renders what a phone shows too, and
 * nothing moves when the app takes over.
 */
function heroRules(token: Token): string {
  return (
    `.${HERO_CLASS}{padding:${token.paddingXL}px ${token.paddingLG}px}.${HERO_CLASS} h1{font-size:${token.fontSizeHeading1}px}` +
    `${PHONE_LAYOUT_MEDIA}{.${HERO_CLASS}{padding:${token.paddingLG}px ${token.padding}px}.${HERO_CLASS} h1{font-size:${token.fontSizeHeading2}px}}`
  );
}

/** The home page of a visitor: what the marketplace is, for whom, its figures and posts. */
export function VisitorHome() {
  const { token } = theme.useToken();
  const sectionGap: CSSProperties = { marginTop: token.marginXL };
  const sectionHeading: CSSProperties = { margin: `0 0 ${token.margin}px`, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: 600 };

  return (
    <>
      {/* React 19 hoists it into <head> once (the server's page carries it there too). */}
      <style href={HERO_CLASS} precedence={HERO_CLASS}>
        {heroRules(token)}
      </style>
      <section
        aria-labelledby="home-title"
        className={HERO_CLASS}
        style={{ borderRadius: token.borderRadiusLG, background: `linear-gradient(135deg, ${palette.navy}, ${palette.primary})`, color: palette.onNavy }}
      >
        <h1 id="home-title" style={{ margin: 0, lineHeight: 1.25, fontWeight: 700, maxWidth: 760 }}>
          Businesses and assets from UK insolvencies, in one marketplace
        </h1>
        <p style={{ margin: `${token.margin}px 0 0`, fontSize: token.fontSizeLG, maxWidth: 760, color: palette.onNavyMuted }}>
          Licensed insolvency practitioners advertise distressed businesses and assets. Interested Parties set their
          criteria, receive matching postings and express interest directly to the practitioner.
        </p>
        <div style={{ marginTop: token.marginLG, maxWidth: 560 }}>
          <SearchBox label="Search businesses and assets for sale" appearance="hero" />
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, marginTop: token.marginLG }}>
          <LinkButton to={pathFor('RegisterDirectory')} size="large">
            Register
          </LinkButton>
          <LinkButton to={pathFor('Login')} size="large" variant="onDark">
            Login
          </LinkButton>
        </div>
      </section>

      <section aria-label="Who it is for" style={{ ...sectionGap, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: token.margin }}>
        <AudiencePanel title="For Interested Parties">
          Registration is free. Tell us the locations, sectors, turnover and size you look for, and matching
          postings arrive in your inbox as soon as they go live.
        </AudiencePanel>
        <AudiencePanel title="For Insolvency Practitioners">
          Advertising costs £{STANDARD_PRICE_RATE} plus VAT for {BLOCK_DAYS} days. Your post reaches every
          registered party whose criteria it matches, and you review their expressions of interest.
        </AudiencePanel>
      </section>

      <section aria-labelledby="home-figures" style={sectionGap}>
        <h2 id="home-figures" style={sectionHeading}>
          The marketplace today
        </h2>
        <HomeStatistics />
      </section>

      <section aria-labelledby="home-posts" style={sectionGap}>
        <h2 id="home-posts" style={sectionHeading}>
          Latest opportunities
        </h2>
        <HomePosts />
      </section>
    </>
  );
}

function AudiencePanel({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ padding: token.paddingLG, background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}>
      <h2 style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSizeHeading4, fontWeight: 600, color: token.colorText }}>{title}</h2>
      <p style={{ margin: 0, color: token.colorTextSecondary }}>{children}</p>
    </div>
  );
}
