import type { MailContext, RenderedMail } from '../types';
import { PRODUCT_NAME, productLink, renderMail } from './layout';

export interface DealRoomAccessInput {
  buyerName: string;
  postId: number;
  reference: string;
  activityHeading: string;
}

export const headingOf = (input: DealRoomAccessInput) => `${input.activityHeading.replace(/\s+/g, ' ').trim()} (${input.reference.trim()})`;

/** Tells a buyer that the practitioner ended their access to a post's deal room (pack, questions, offers). */
export function dealRoomAccessRevokedMail(ctx: MailContext, input: DealRoomAccessInput & { reason: string | null }): RenderedMail {
  return renderMail(ctx, `Access withdrawn: ${headingOf(input)}`, [
    { kind: 'paragraph', text: `Dear ${input.buyerName},` },
    {
      kind: 'paragraph',
      text: `The practitioner selling ${input.reference.trim()} on ${PRODUCT_NAME} has withdrawn your access to its information pack, questions and offers. The questions you asked and their answers stay on the post for you to read.`,
    },
    ...(input.reason ? [{ kind: 'quote' as const, text: input.reason }] : []),
    { kind: 'paragraph', text: 'Your obligations under the non-disclosure agreement you accepted continue. Please contact the practitioner if you think this is a mistake.' },
  ]);
}

/** Tells a buyer that the practitioner released a post's information pack to them. */
export function dealRoomAccessApprovedMail(ctx: MailContext, input: DealRoomAccessInput): RenderedMail {
  return renderMail(ctx, `Information pack released: ${headingOf(input)}`, [
    { kind: 'paragraph', text: `Dear ${input.buyerName},` },
    { kind: 'paragraph', text: `The practitioner selling ${input.reference.trim()} on ${PRODUCT_NAME} has released its information pack to you.` },
    { kind: 'link', label: 'Open the post', href: productLink(ctx, `/post/${input.postId}`) },
  ]);
}
