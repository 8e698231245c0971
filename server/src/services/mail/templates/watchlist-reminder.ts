import { formatDisplayDate } from '@insolvency/shared-contracts';
import type { MailContext, RenderedMail } from '../types';
import { PRODUCT_NAME, productLink, renderMail } from './layout';

export interface WatchlistReminderInput {
  buyerName: string;
  postId: number;
  reference: string;
  activityHeading: string;
  /** The last day the post is For Sale (`YYYY-MM-DD`). */
  endDate: string;
  /** The link that turns watchlist reminders off. */
  unsubscribeUrl: string;
}

/** Tells an Interested Party that a post they saved to their watchlist is about to end. */
export function watchlistReminderMail(ctx: MailContext, input: WatchlistReminderInput): RenderedMail {
  const heading = input.activityHeading.replace(/\s+/g, ' ').trim();
  return renderMail(ctx, `A saved posting ends soon: ${heading}`, [
    { kind: 'paragraph', text: `Dear ${input.buyerName},` },
    {
      kind: 'paragraph',
      text: `A posting on your ${PRODUCT_NAME} watchlist, ${heading} (Ref: ${input.reference.trim()}), is For Sale until ${formatDisplayDate(input.endDate)}. Express interest before then if you want to hear from the practitioner.`,
    },
    { kind: 'link', label: 'View the posting', href: productLink(ctx, `/post/${input.postId}`) },
    { kind: 'paragraph', text: 'You receive this because you saved the posting. Stop these reminders:' },
    { kind: 'link', label: 'Unsubscribe from watchlist reminders', href: input.unsubscribeUrl },
  ]);
}
