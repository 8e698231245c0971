import type { MailContext, RenderedMail } from '../types';
import { PRODUCT_NAME, renderMail } from './layout';

export interface ContactMessageInput {
  /** The sender's name as typed (From). */
  from: string;
  replyToEmail: string;
  /** The topic chosen from the contact labels. */
  regarding: string;
  message: string;
}

/**
 * The contact form's message, for the support mailbox: send it `to: supportEmail`,
 * `replyTo: replyToEmail`, so answering the mail answers the sender.
 */
export function contactMessageMail(ctx: MailContext, input: ContactMessageInput): RenderedMail {
  // Subjects are one line: a topic with line breaks must not start new headers or look odd.
  const regarding = input.regarding.replace(/\s+/g, ' ').trim();
  return renderMail(ctx, `Contact form: ${regarding}`, [
    { kind: 'paragraph', text: `A message was sent through the ${PRODUCT_NAME} contact form. Reply to this email to answer the sender.` },
    {
      kind: 'fields',
      rows: [
        ['From', input.from],
        ['Reply-to', input.replyToEmail],
        ['Regarding', input.regarding],
      ],
    },
    { kind: 'paragraph', text: 'Message:' },
    { kind: 'quote', text: input.message },
  ]);
}
