import type { MailContext, RenderedMail } from '../types';
import { greeting, PRODUCT_NAME, productLink, renderMail } from './layout';

export interface ResetPasswordInput {
  forenames: string;
  /** The account's primary address, carried in the link (the ResetPass screen reads it). */
  email: string;
  token: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
}

/** Sent on a forgotten-password request for an existing account: the link opens ResetPass. */
export function resetPasswordMail(ctx: MailContext, input: ResetPasswordInput): RenderedMail {
  const link = productLink(ctx, '/resetpass', { email: input.email, token: input.token });
  const lifetime = input.validMinutes % 60 === 0 ? `${input.validMinutes / 60} hour${input.validMinutes === 60 ? '' : 's'}` : `${input.validMinutes} minutes`;
  return renderMail(ctx, `Reset your ${PRODUCT_NAME} password`, [
    greeting(input.forenames),
    { kind: 'paragraph', text: `We received a request to reset the password of your ${PRODUCT_NAME} account.` },
    { kind: 'link', label: 'Choose a new password', href: link },
    { kind: 'paragraph', text: `This link can be used once and expires in ${lifetime}. Asking for another link makes this one stop working.` },
    {
      kind: 'paragraph',
      text: 'If you did not ask for this, you can ignore this email: your password stays as it is. If you keep receiving these emails, please contact support.',
    },
  ]);
}
