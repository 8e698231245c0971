import type { MailContext, RenderedMail } from '../types';
import { PRODUCT_NAME, productLink, renderMail } from './layout';

export interface MatchAlertInput {
  buyerName: string;
  postId: number;
  reference: string;
  activityHeading: string;
  /** The one-click unsubscribe address of this buyer. */
  unsubscribeUrl: string;
}

/** Tells an Interested Party that a post matching their preferences has gone on sale. */
export function matchAlertMail(ctx: MailContext, input: MatchAlertInput): RenderedMail {
  const heading = input.activityHeading.replace(/\s+/g, ' ').trim();
  return renderMail(ctx, `New posting matching your preferences: ${heading}`, [
    { kind: 'paragraph', text: `Dear ${input.buyerName},` },
    { kind: 'paragraph', text: `A posting that matches your preferences is now For Sale on ${PRODUCT_NAME}: ${heading} (Ref: ${input.reference.trim()}).` },
    { kind: 'link', label: 'View the posting', href: productLink(ctx, `/post/${input.postId}`) },
    { kind: 'paragraph', text: 'You receive these alerts because of the preferences you set. Change them in your account, or unsubscribe from match alerts:' },
    { kind: 'link', label: 'Unsubscribe from match alerts', href: input.unsubscribeUrl },
  ]);
}
