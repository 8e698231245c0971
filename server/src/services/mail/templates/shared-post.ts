import type { MailContext, RenderedMail } from '../types';
import { PRODUCT_NAME, productLink, renderMail } from './layout';

export interface SharedPostInput {
  senderName: string;
  senderCompany: string;
  postId: number;
  reference: string;
  activityHeading: string;
  message: string;
}

/** A post an Insolvency Practitioner sends to someone by e-mail (`seller/email-post`); replies go to the sender. */
export function sharedPostMail(ctx: MailContext, input: SharedPostInput): RenderedMail {
  const heading = input.activityHeading.replace(/\s+/g, ' ').trim();
  return renderMail(ctx, `${heading} (${input.reference.trim()})`, [
    { kind: 'paragraph', text: `${input.senderName} of ${input.senderCompany} has sent you a post on ${PRODUCT_NAME}.` },
    { kind: 'quote', text: input.message },
    { kind: 'link', label: 'View the post', href: productLink(ctx, `/post/${input.postId}`) },
    { kind: 'paragraph', text: 'Reply to this email to answer the sender.' },
  ]);
}
