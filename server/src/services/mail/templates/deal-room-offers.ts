import { formatDisplayDateTime } from '@insolvency/shared-contracts';
import type { MailContext, RenderedMail } from '../types';
import { PRODUCT_NAME, productLink, renderMail } from './layout';
import { headingOf, type DealRoomAccessInput } from './deal-room-access';

/** Tells a buyer with access to a post's deal room that the seller set or moved the closing date and time for offers. */
export function offersClosingMovedMail(ctx: MailContext, input: DealRoomAccessInput & { closeAt: Date; previous: Date | null }): RenderedMail {
  const when = `${formatDisplayDateTime(input.closeAt)} (London time)`;
  return renderMail(ctx, `Offers close ${formatDisplayDateTime(input.closeAt)}: ${headingOf(input)}`, [
    { kind: 'paragraph', text: `Dear ${input.buyerName},` },
    {
      kind: 'paragraph',
      text: input.previous
        ? `The practitioner selling ${input.reference.trim()} on ${PRODUCT_NAME} has moved the closing date for offers from ${formatDisplayDateTime(input.previous)} to ${when}.`
        : `The practitioner selling ${input.reference.trim()} on ${PRODUCT_NAME} asks for best and final offers by ${when}.`,
    },
    { kind: 'paragraph', text: 'Offers are sealed until then: you may make or replace your offer up to that time.' },
    { kind: 'link', label: 'Open the post', href: productLink(ctx, `/post/${input.postId}`) },
  ]);
}

/** Tells a bidder the practitioner accepted their offer on a post. */
export function offerAcceptedMail(ctx: MailContext, input: DealRoomAccessInput): RenderedMail {
  return renderMail(ctx, `Offer accepted: ${headingOf(input)}`, [
    { kind: 'paragraph', text: `Dear ${input.buyerName},` },
    { kind: 'paragraph', text: `The practitioner selling ${input.reference.trim()} on ${PRODUCT_NAME} has accepted your offer. They will contact you about the next steps.` },
    { kind: 'link', label: 'Open the post', href: productLink(ctx, `/post/${input.postId}`) },
  ]);
}

/** Carries the practitioner's message to a bidder whose offer was not accepted. */
export function offerNotAcceptedMail(ctx: MailContext, input: DealRoomAccessInput & { message: string }): RenderedMail {
  return renderMail(ctx, `Offers decided: ${headingOf(input)}`, [
    { kind: 'paragraph', text: `Dear ${input.buyerName},` },
    { kind: 'paragraph', text: `The practitioner selling ${input.reference.trim()} on ${PRODUCT_NAME} has accepted another offer and sends this message:` },
    { kind: 'quote', text: input.message },
  ]);
}
