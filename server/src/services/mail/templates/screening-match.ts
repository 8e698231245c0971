import type { MailContext, RenderedMail } from '../types';
import { PRODUCT_NAME, productLink, renderMail } from './layout';

export interface ScreeningMatchInput {
  practitionerName: string;
  postId: number;
  reference: string;
  buyerName: string;
  /** Each new possible match: who was screened (buyer, company or owner) and the list entry. */
  matches: ReadonlyArray<{ subject: string; listEntry: string }>;
}

/**
 * Tells the practitioner selling a post that screening found new possible matches on the UK
 * Sanctions List for a buyer in its deal room (issue 56). It names the list entries, not a
 * conclusion: the practitioner reviews each one in the deal room.
 */
export function screeningMatchMail(ctx: MailContext, input: ScreeningMatchInput): RenderedMail {
  return renderMail(ctx, `Sanctions screening: possible match for a buyer of ${input.reference.trim()}`, [
    { kind: 'paragraph', text: `Dear ${input.practitionerName},` },
    {
      kind: 'paragraph',
      text: `Screening on ${PRODUCT_NAME} against the UK Sanctions List found ${input.matches.length === 1 ? 'a possible match' : `${input.matches.length} possible matches`} for ${input.buyerName}, a buyer in the deal room of ${input.reference.trim()}. A possible match is not a finding: please review it before you accept an offer from this buyer.`,
    },
    { kind: 'fields', rows: input.matches.map((match) => [match.subject, match.listEntry] as const) },
    { kind: 'link', label: 'Open the deal room', href: productLink(ctx, `/post/${input.postId}/manage-deal-room`) },
  ]);
}
