import type { MailContext, RenderedMail } from '../types';
import { greeting, PRODUCT_NAME, productLink, renderMail } from './layout';

export interface ConfirmEmailInput {
  forenames: string;
  userId: number;
  /** The single-use token (the database holds only its hash). */
  token: string;
  /** How long the link works, in days. */
  validDays: number;
}

/** Sent after registration and on request: the link opens the ConfirmEmail screen. */
export function confirmEmailMail(ctx: MailContext, input: ConfirmEmailInput): RenderedMail {
  const link = productLink(ctx, '/confirm-email', { userId: input.userId, token: input.token });
  return renderMail(ctx, `Confirm your email address for ${PRODUCT_NAME}`, [
    greeting(input.forenames),
    { kind: 'paragraph', text: `Thank you for registering with ${PRODUCT_NAME}. Please confirm your email address to activate your account.` },
    { kind: 'link', label: 'Confirm email address', href: link },
    {
      kind: 'paragraph',
      text: `This link can be used once and expires in ${input.validDays} days. If it has expired, you can ask for a new one from the login page.`,
    },
    { kind: 'paragraph', text: 'If you did not register, you can ignore this email: the account will not be activated.' },
  ]);
}
