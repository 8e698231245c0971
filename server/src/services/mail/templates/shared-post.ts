import { pathFor, postTeaserPath } from '@insolvency/shared-contracts';
import type { MailContext, RenderedMail } from '../types';
import { PRODUCT_NAME, productLink, renderMail } from './layout';

export interface SharedPostInput {
  senderName: string;
  senderCompany: string;
  postId: number;
  reference: string;
  activityHeading: string;
  message: string;
  /** Display Publicly is on: the link opens the post's public teaser, which needs no account. */
  displayedPublicly: boolean;
}

/** A post an Insolvency Practitioner sends to someone by e-mail (`seller/email-post`); replies go to the sender. */
export function sharedPostMail(ctx: MailContext, input: SharedPostInput): RenderedMail {
  const heading = input.activityHeading.replace(/\s+/g, ' ').trim();
  return renderMail(ctx, `${heading} (${input.reference.trim()})`, [
    { kind: 'paragraph', text: `${input.senderName} of ${input.senderCompany} has sent you a post on ${PRODUCT_NAME}.` },
    { kind: 'quote', text: input.message },
    {
      kind: 'link',
      label: 'View the post',
      href: productLink(ctx, input.displayedPublicly ? postTeaserPath(input.postId) : pathFor('PostDetail', input.postId)),
    },
    { kind: 'paragraph', text: 'Reply to this email to answer the sender.' },
  ]);
}
