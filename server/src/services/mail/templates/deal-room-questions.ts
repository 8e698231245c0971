import type { MailContext, RenderedMail } from '../types';
import { greeting, PRODUCT_NAME, productLink, renderMail } from './layout';

export interface DealRoomQuestionPost {
  postId: number;
  reference: string;
  activityHeading: string;
}

const headingOf = (input: DealRoomQuestionPost) => `${input.activityHeading.replace(/\s+/g, ' ').trim()} (${input.reference.trim()})`;
const postLink = (ctx: MailContext, input: DealRoomQuestionPost) => ({ kind: 'link' as const, label: 'Open the post', href: productLink(ctx, `/post/${input.postId}`) });

/** Tells the practitioner that a buyer asked a question in a post's deal room. */
export function dealRoomQuestionAskedMail(ctx: MailContext, input: DealRoomQuestionPost & { practitionerName: string; buyerName: string; buyerCompany: string; question: string }): RenderedMail {
  return renderMail(ctx, `New question: ${headingOf(input)}`, [
    greeting(input.practitionerName),
    { kind: 'paragraph', text: `${input.buyerName} (${input.buyerCompany.trim()}) asked a question about ${input.reference.trim()} on ${PRODUCT_NAME}:` },
    { kind: 'quote', text: input.question },
    { kind: 'paragraph', text: 'Answer it to the buyer alone, or publish the answer to every buyer with access (the asker is not named).' },
    postLink(ctx, input),
  ]);
}

/**
 * Tells a buyer about an answer in a post's deal room: to their own question (`private`), or
 * one published to every buyer with access (`published`), which never names the asker.
 */
export function dealRoomAnswerMail(
  ctx: MailContext,
  input: DealRoomQuestionPost & { buyerName: string; question: string; answer: string; audience: 'private' | 'published' },
): RenderedMail {
  const published = input.audience === 'published';
  return renderMail(ctx, `${published ? 'New answer for all buyers' : 'Your question was answered'}: ${headingOf(input)}`, [
    greeting(input.buyerName),
    {
      kind: 'paragraph',
      text: published
        ? `The practitioner selling ${input.reference.trim()} on ${PRODUCT_NAME} has published an answer to a buyer's question for everyone with access to its deal room.`
        : `The practitioner selling ${input.reference.trim()} on ${PRODUCT_NAME} has answered your question.`,
    },
    { kind: 'paragraph', text: 'Question:' },
    { kind: 'quote', text: input.question },
    { kind: 'paragraph', text: 'Answer:' },
    { kind: 'quote', text: input.answer },
    { kind: 'paragraph', text: 'This information is covered by the non-disclosure agreement you accepted, if the post requires one.' },
    postLink(ctx, input),
  ]);
}
