import type { MailContext, RenderedMail } from '../types';
import { PRODUCT_NAME, productLink, renderMail } from './layout';

export interface SavedSearchAlertInput {
  buyerName: string;
  postId: number;
  reference: string;
  activityHeading: string;
  /** How the buyer knows the search: its words, or its filters' texts when it has none. */
  searchName: string;
  /** The one-click link that removes this saved search. */
  unsubscribeUrl: string;
}

/** Tells an Interested Party that a post found by one of their saved searches has gone on sale. */
export function savedSearchAlertMail(ctx: MailContext, input: SavedSearchAlertInput): RenderedMail {
  const heading = input.activityHeading.replace(/\s+/g, ' ').trim();
  return renderMail(ctx, `New posting for your saved search "${input.searchName}": ${heading}`, [
    { kind: 'paragraph', text: `Dear ${input.buyerName},` },
    { kind: 'paragraph', text: `A posting found by your saved search "${input.searchName}" is now For Sale on ${PRODUCT_NAME}: ${heading} (Ref: ${input.reference.trim()}).` },
    { kind: 'link', label: 'View the posting', href: productLink(ctx, `/post/${input.postId}`) },
    { kind: 'paragraph', text: 'You receive this because you saved this search. Manage your saved searches in your preferences, or stop these e-mails by removing the search:' },
    { kind: 'link', label: 'Remove this saved search', href: input.unsubscribeUrl },
  ]);
}
