import { ROLES, type Role } from '@insolvency/shared-contracts';
import type { MailContext, RenderedMail } from '../types';
import { greeting, PRODUCT_NAME, productLink, renderMail } from './layout';

export interface WelcomeInput {
  forenames: string;
  role: Role;
}

const NEXT_STEPS: Record<Role, string> = {
  [ROLES.buyer]:
    'Your posting inbox lists the businesses and assets for sale that match your location, turnover and employee preferences. You can narrow them by categories, keywords and assets at any time, and express interest in a post while it is for sale.',
  [ROLES.seller]:
    'You can now create posts for businesses and distressed assets. Each posting costs £345 plus VAT per 28 days, and invoices are payable within 14 days of receipt. Interested Parties who match a post can express interest, which you review from the post.',
  [ROLES.admin]: 'You can now sign in to oversee users, posts, invoices and certificates.',
};

/** Sent once the e-mail address is confirmed. */
export function welcomeMail(ctx: MailContext, input: WelcomeInput): RenderedMail {
  return renderMail(ctx, `Welcome to ${PRODUCT_NAME}`, [
    greeting(input.forenames),
    { kind: 'paragraph', text: `Your email address is confirmed and your ${PRODUCT_NAME} account is ready.` },
    { kind: 'paragraph', text: NEXT_STEPS[input.role] },
    { kind: 'link', label: 'Log in', href: productLink(ctx, '/login') },
  ]);
}
