import {
  formatDisplayDate,
  pageTitle,
  postTeaserPath,
  PRODUCT_NAME,
  type PostTeaser,
  type PostTeaserAnswer,
  type ScreenForShellPage,
  type ServerRenderedPage,
} from '@insolvency/shared-contracts';
import { postTeaserApi } from '../features/post-teaser/api/post-teaser-api';
import PostTeaserScreen, { postTeaserTitle } from '../features/post-teaser/components/post-teaser-screen';
import { createScreenStore, escapeAttribute, jsonForScriptElement, renderScreen } from '@insolvency/shared-ui/server-render';

/**
 * A post's teaser (`/opportunities/<id>`), the app's PostTeaser screen with the answer of its call
 * in its store, and what names the page to search engines and link previews in the head: a live
 * post's description, canonical URL, Open Graph, Twitter card and schema.org data; a post no
 * longer for sale is kept out of search results.
 */
export async function renderPostTeaser(answer: PostTeaserAnswer, publicUrl: string, shellPage: ScreenForShellPage): Promise<ServerRenderedPage> {
  const { teaser } = answer;
  const store = createScreenStore();
  await store.dispatch(postTeaserApi.util.upsertQueryData('publicPostTeaser', teaser.businessId, answer));
  const screen = await renderScreen('PostTeaser', <PostTeaserScreen />, postTeaserPath(teaser.businessId), { store, pageAntdStyleMap: shellPage.pageAntdStyleMap });
  const tags = answer.forSale ? liveTeaserHead(teaser, publicUrl) : '<meta name="robots" content="noindex">';
  return { ...screen, head: `${screen.head ?? ''}${tags}`, title: pageTitle(postTeaserTitle(answer)) };
}

function liveTeaserHead(teaser: PostTeaser, publicUrl: string): string {
  const url = `${publicUrl}${postTeaserPath(teaser.businessId)}`;
  const description = teaserDescription(teaser);
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;
  return [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', teaser.activityHeading),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'en_GB'),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', teaser.activityHeading),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${jsonForScriptElement(teaserStructuredData(teaser, url))}</script>`,
  ].join('');
}

function teaserDescription(teaser: PostTeaser): string {
  return (
    `${teaser.sector} in ${teaser.locations.join(', ')}: turnover ${teaser.turnover}, ${teaser.employees} employees. ` +
    `For sale until ${formatDisplayDate(teaser.endDate)} through ${teaser.firm}. Reference ${teaser.reference}.`
  );
}

/** schema.org's description of the sale: an offer of the business, made by the practitioner's firm. */
function teaserStructuredData(teaser: PostTeaser, url: string) {
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
