import type { RouteHead } from '@insolvency/shared-contracts';
import { jsonForScriptElement } from './json-for-script-element';
import { escapeAttribute } from './render-screen';

/** A route's head (`RemoteRoute.head`) as tags for the document's head, every value escaped (the title goes in the page's own `<title>`). */
export function headTags({ meta = [], links = [], structuredData }: RouteHead): string {
  return [
    ...meta.map((tag) => ('name' in tag ? `<meta name="${escapeAttribute(tag.name)}"` : `<meta property="${escapeAttribute(tag.property)}"`) + ` content="${escapeAttribute(tag.content)}">`),
    ...links.map((link) => `<link rel="${escapeAttribute(link.rel)}" href="${escapeAttribute(link.href)}">`),
    ...(structuredData === undefined ? [] : [`<script type="application/ld+json">${jsonForScriptElement(structuredData)}</script>`]),
  ].join('');
}
