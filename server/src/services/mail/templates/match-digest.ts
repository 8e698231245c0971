import { formatDisplayDate } from '@insolvency/shared-contracts';
import type { MailContext, RenderedMail } from '../types';
import { PRODUCT_NAME, productLink, renderMail, type MailBlock } from './layout';

export interface MatchDigestInput {
  buyerName: string;
  /** The London day (`YYYY-MM-DD`) whose new matches are listed. */
  day: string;
  /** `savedSearch`: the name of the saved search that found the post, when one did. */
  posts: ReadonlyArray<{ postId: number; reference: string; activityHeading: string; savedSearch?: string }>;
  /** The one-click link of the mail: turns match alerts off, or removes the one saved search that found every post. */
  unsubscribeUrl: string;
  /** Whether the buyer's preferences found any post (then the mail offers to turn match alerts off). */
  byCriteria: boolean;
  /** A removal link per saved search that found a post. */
  savedSearchLinks: ReadonlyArray<{ searchName: string; url: string }>;
}

/** The daily digest of an Interested Party who chose it: every post that went on sale that day and matches their preferences. */
export function matchDigestMail(ctx: MailContext, input: MatchDigestInput): RenderedMail {
  const count = input.posts.length;
  const links: MailBlock[] = input.posts.map((post) => ({
    kind: 'link',
    label: `${post.activityHeading.replace(/\s+/g, ' ').trim()} (Ref: ${post.reference.trim()})${post.savedSearch === undefined ? '' : `, found by your saved search "${post.savedSearch}"`}`,
    href: productLink(ctx, `/post/${post.postId}`),
  }));
  return renderMail(ctx, `${count} new ${count === 1 ? 'posting' : 'postings'} matching your preferences on ${formatDisplayDate(input.day)}`, [
    { kind: 'paragraph', text: `Dear ${input.buyerName},` },
    { kind: 'paragraph', text: `These postings matching your preferences went on sale on ${PRODUCT_NAME} on ${formatDisplayDate(input.day)}:` },
    ...links,
    ...(input.byCriteria
      ? ([
          {
            kind: 'paragraph',
            text: 'You receive this daily e-mail because of the preferences you set; choose one e-mail per posting instead under E-mail in your preferences, or unsubscribe from match alerts:',
          },
          { kind: 'link', label: 'Unsubscribe from match alerts', href: input.unsubscribeUrl },
        ] satisfies MailBlock[])
      : []),
    ...(input.savedSearchLinks.length
      ? ([
          { kind: 'paragraph', text: 'Postings found by your saved searches are listed because you chose a daily e-mail for them. Stop one by removing it:' },
          ...input.savedSearchLinks.map((link): MailBlock => ({ kind: 'link', label: `Remove the saved search "${link.searchName}"`, href: link.url })),
        ] satisfies MailBlock[])
      : []),
  ]);
}
