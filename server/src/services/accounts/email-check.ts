import type { ServiceContext } from '../context';
import { sql } from 'drizzle-orm';
import { EMAIL_VERDICT, type EmailVerdict, type ValidateEmailsRequest, type ValidateEmailsResponse } from '@insolvency/shared-contracts';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors';
import { ACCOUNT_THROTTLES, countRequest, enforceThrottle } from './request-throttle';

/** Top-level domains that never receive mail (RFC 2606, RFC 6761). */
const RESERVED_TLDS = new Set(['test', 'example', 'invalid', 'localhost', 'local']);

/**
 * Whether an address that passed the form's pattern can really receive mail, as far as can be
 * told without sending one: RFC 5321 lengths, a dot-atom local part, and a domain of valid DNS
 * labels under an alphabetic top-level domain that is not reserved. (The form's pattern only
 * asks for something@something.something.)
 */
export function isDeliverableAddress(address: string): boolean {
  const value = address.trim();
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1 || value.length > 254) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  if (local.length > 64) return false;
  if (!/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || domain.length > 253) return false;
  if (!labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label))) return false;
  const tld = labels[labels.length - 1];
  return /^[a-z]{2,63}$/.test(tld) && !RESERVED_TLDS.has(tld);
}

function verdictFor(address: string): EmailVerdict {
  return isDeliverableAddress(address) ? { verdict: EMAIL_VERDICT.valid } : { verdict: EMAIL_VERDICT.invalid };
}

/** The 409 of an address someone already registered with, naming it. */
export function alreadyRegisteredMessage(email: string): string {
  return `An account with the email address ${email.trim()} already exists. Please log in, use Forgot Password if you do not remember your password, or ask for a new confirmation email from the login page if you have not confirmed it yet.`;
}

/** True when a user's primary address is `email` (any case). */
export async function isRegistered(ctx: ServiceContext, email: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email1}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

/**
 * POST /api/validate-emails: a verdict per address (1 valid, 2 not); `response2` null when no
 * secondary address was given. An address that is already an account's primary address is
 * refused with 409 naming it (spec), while the site-wide budget of such answers lasts; past it
 * the check judges the addresses only, and registering refuses a taken address. A known and an
 * unknown address cost the same work: the same counts and the same look-up.
 */
export async function validateEmails(ctx: ServiceContext, input: ValidateEmailsRequest, clientAddress: string): Promise<ValidateEmailsResponse> {
  // Limits how fast anyone can learn which addresses have accounts (docs/security.md).
  await enforceThrottle(ctx, ACCOUNT_THROTTLES.validateEmailsPerAddress, clientAddress, 'email checks');
  const mayTellExistence = (await countRequest(ctx, ACCOUNT_THROTTLES.validateEmailsExistenceAnswers, 'all')).allowed;
  const answer = { response1: verdictFor(input.Email), response2: input.Email2 ? verdictFor(input.Email2) : null };
  if (mayTellExistence && (await isRegistered(ctx, input.Email))) throw new AppError(409, alreadyRegisteredMessage(input.Email));
  return answer;
}
