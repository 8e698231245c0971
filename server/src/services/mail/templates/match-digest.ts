import { formatDisplayDate } from '@insolvency/shared-contracts';
import type { MailContext, RenderedMail } from '../types';
import { PRODUCT_NAME, productLink, renderMail, type MailBlock } from './layout';

export interface MatchDigestInput {
  buyerName: string;
  /** The London day (`YYYY-MM-DD`) whose new matches are listed. */
  day: string;
  posts: ReadonlyArray<{ postId: number; reference: string; activityHeading: string }>;
  /** The link that turns match alerts (and so this digest) off. */
  unsubscribeUrl: string;
}

/** The daily digest of an Interested Party who chose it: every post that went on sale that day and matches their preferences. */
export function matchDigestMail(ctx: MailContext, input: MatchDigestInput): RenderedMail {
  const count = input.posts.length;
  const links: MailBlock[] = input.posts.map((post) => ({
    kind: 'link',
    label: `${post.activityHeading.replace(/\s+/g, ' ').trim()} (Ref: ${post.reference.trim()})`,
    href: productLink(ctx, `/post/${post.postId}`),
  }));
  return renderMail(ctx, `${count} new ${count === 1 ? 'posting' : 'postings'} matching your preferences on ${formatDisplayDate(input.day)}`, [
    { kind: 'paragraph', text: `Dear ${input.buyerName},` },
    { kind: 'paragraph', text: `These postings matching your preferences went on sale on ${PRODUCT_NAME} on ${formatDisplayDate(input.day)}:` },
    ...links,
    {
      kind: 'paragraph',
      text: 'You receive this daily e-mail because of the preferences you set; choose one e-mail per posting instead under E-mail in your preferences, or unsubscribe from match alerts:',
    },
    { kind: 'link', label: 'Unsubscribe from match alerts', href: input.unsubscribeUrl },
  ]);
}
