import type { ComponentType, ReactNode } from 'react';
import {
  formatDisplayDate,
  pageTitle,
  pathFor,
  postTeaserPath,
  PRODUCT_NAME,
  type PostTeaser,
  type RouteName,
  type ScreenForShellPage,
  type ServerRenderedPage,
  type ServerRenderRequest,
} from '@insolvency/shared-contracts';
import { palette } from '@insolvency/shared-ui';
import { FaqsScreen } from '../features/help/components/faqs-screen';
import { LoginScreen } from '../features/login/components/login-screen';
import { PostTeaserGone, PostTeaserView } from '../features/post-teaser/components/post-teaser-page';
import { jsonForScriptElement } from './json-for-script-element';
import { renderContactUs } from './render-contact-us';
import { renderScreen } from './render-screen';
import { renderToHtml } from './render-to-html';
import { renderVisitorHome } from './render-visitor-home';

/*
 * remote-public's server build exposes this as `./server-render` (webpack.config.js): the API
 * server loads it through the federation runtime from the build `/remotes.json` names and asks
 * it for whole documents and screens (server/src/delivery/README.md).
 */

export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderedPage> {
  switch (request.page) {
    case 'post-teaser':
      return { html: await renderToHtml(<TeaserDocument teaser={request.teaser} publicUrl={request.publicUrl} />) };
    case 'post-teaser-gone':
      return { html: await renderToHtml(<GoneTeaserDocument teaser={request.teaser} />) };
    case 'visitor-home':
      return renderVisitorHome(request.search, request.data, request);
    case 'contact-us':
      return renderContactUs(request.data, request);
    case 'screen':
      return renderDataFreeScreen(request.route, request);
  }
}

/** The screens that need no data from the server, by route: the app's own components. */
const DATA_FREE_SCREENS: Partial<Record<RouteName, ComponentType>> = { Help: FaqsScreen, Login: LoginScreen };

function renderDataFreeScreen(route: RouteName, shellPage: ScreenForShellPage): Promise<ServerRenderedPage> {
  const Screen = DATA_FREE_SCREENS[route];
  if (!Screen) throw new Error(`remote-public's server build does not render the route ${route}`);
  return renderScreen(route, <Screen />, pathFor(route), { pageAntdStyleMap: shellPage.pageAntdStyleMap });
}

export function teaserDescription(teaser: PostTeaser): string {
  return (
    `${teaser.sector} in ${teaser.locations.join(', ')}: turnover ${teaser.turnover}, ${teaser.employees} employees. ` +
    `For sale until ${formatDisplayDate(teaser.endDate)} through ${teaser.firm}. Reference ${teaser.reference}.`
  );
}

/** schema.org's description of the sale: an offer of the business, made by the practitioner's firm. */
export function teaserStructuredData(teaser: PostTeaser, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    url,
    name: teaser.activityHeading,
    identifier: teaser.reference,
    category: teaser.sector,
    availability: 'https://schema.org/InStock',
    availabilityStarts: teaser.startDate,
    availabilityEnds: teaser.endDate,
    areaServed: teaser.locations.map((name) => ({ '@type': 'Place', name })),
    itemOffered: {
      '@type': 'Organization',
      name: teaser.activityHeading,
      description: teaserDescription(teaser),
      numberOfEmployees: { '@type': 'QuantitativeValue', description: teaser.employees },
    },
    offeredBy: { '@type': 'Organization', name: teaser.firm },
  };
}

function TeaserDocument({ teaser, publicUrl }: { teaser: PostTeaser; publicUrl: string }) {
  const url = `${publicUrl}${postTeaserPath(teaser.businessId)}`;
  const title = pageTitle(teaser.activityHeading);
  const description = teaserDescription(teaser);
  return (
    <Document>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={teaser.activityHeading} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_GB" />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={teaser.activityHeading} />
      <meta name="twitter:description" content={description} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScriptElement(teaserStructuredData(teaser, url)) }} />
      <PageFrame>
        <PostTeaserView teaser={teaser} />
      </PageFrame>
    </Document>
  );
}

function GoneTeaserDocument({ teaser }: { teaser: PostTeaser }) {
  return (
    <Document>
      <title>{pageTitle(`No longer for sale: ${teaser.activityHeading}`)}</title>
      <meta name="robots" content="noindex" />
      <PageFrame>
        <PostTeaserGone teaser={teaser} />
      </PageFrame>
    </Document>
  );
}

/** The page around a teaser; React hoists the `<title>`, `<meta>` and `<link>` its children render into the head. */
function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {process.env.BUILD_VERSION ? <meta name="build-version" content={process.env.BUILD_VERSION} /> : null}
      </head>
      <body style={{ margin: 0, background: palette.page, color: palette.text, fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif", fontSize: 15, lineHeight: 1.53 }}>
        {children}
      </body>
    </html>
  );
}

/** The product's bar and the page column around a page the server renders on its own. */
function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header style={{ background: palette.navy, padding: '12px 16px' }}>
        <a href={pathFor('ConditionalHome')} style={{ color: palette.onNavy, fontWeight: 700, fontSize: 18, textDecoration: 'none' }}>
          {PRODUCT_NAME}
        </a>
      </header>
      <main id="main-content" style={{ maxWidth: 760, margin: '0 auto', padding: '32px 16px' }}>
        {children}
      </main>
    </>
  );
}
