import { formatDisplayDate, pageTitle, parseId, postTeaserPath, PRODUCT_NAME, type PostTeaser, type RouteHead } from '@insolvency/shared-contracts';
import type { RouteHeadContext } from '@insolvency/shared-auth';
import { postTeaserApi } from './api/post-teaser-api';
import { postTeaserTitle } from './components/post-teaser-screen';

/**
 * PostTeaser's `head`: what names a teaser's page to search engines and link previews, from the
 * answer of its call. A live post's title, description, canonical URL, Open Graph, Twitter card and
 * schema.org data; a post no longer for sale is kept out of search results.
 */
export function postTeaserHead({ state, params, publicUrl }: RouteHeadContext): RouteHead | undefined {
  const id = parseId(params.id);
  const answer = id === null ? undefined : postTeaserApi.endpoints.publicPostTeaser.select(id)(state as Parameters<ReturnType<typeof postTeaserApi.endpoints.publicPostTeaser.select>>[0]).data;
  if (!answer) return undefined;
  const title = pageTitle(postTeaserTitle(answer));
  if (!answer.forSale) return { title, meta: [{ name: 'robots', content: 'noindex' }] };
  const { teaser } = answer;
  const url = `${publicUrl}${postTeaserPath(teaser.businessId)}`;
  const description = teaserDescription(teaser);
  return {
    title,
    meta: [
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: PRODUCT_NAME },
      { property: 'og:title', content: teaser.activityHeading },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: 'en_GB' },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: teaser.activityHeading },
      { name: 'twitter:description', content: description },
    ],
    links: [{ rel: 'canonical', href: url }],
    structuredData: teaserStructuredData(teaser, url),
  };
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
