import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import { consumeRateLimit, type RateLimit, type RateLimitVerdict } from '../rate-limits/rate-limiter';

/** A limit: at most `limit` counted requests per `key` within `windowMs`; `bucket` names the call and key kind, e.g. `register:ip`. */
export type ThrottleRule = RateLimit;
export type ThrottleOutcome = RateLimitVerdict;

const MINUTE = 60_000;

/** The account calls' limits. Per client address unless the bucket says e-mail. */
export const ACCOUNT_THROTTLES = {
  // Generous enough for an office behind one address (or someone trying the forms out), tight enough to stop bulk sign-ups and probing.
  registerPerAddress: { bucket: 'register:ip', limit: 30, windowMs: 60 * MINUTE },
  /** As many as a registration (register:ip): the check tells no more than registering would. */
  validateEmailsPerAddress: { bucket: 'validate-emails:ip', limit: 30, windowMs: 60 * MINUTE },
  /**
   * Checks that may say whether an address has an account, from all clients together: beyond
   * them the check only judges the addresses (registering still refuses a taken one), so many
   * client addresses cannot sort a list of guesses faster than this.
   */
  validateEmailsExistenceAnswers: { bucket: 'validate-emails:existence', limit: 100, windowMs: 60 * MINUTE },
  /** Mails to one address: a forgotten-password or confirmation mail at most 3 times an hour. */
  forgotPasswordPerEmail: { bucket: 'forgotpassword:email', limit: 3, windowMs: 60 * MINUTE },
  forgotPasswordPerAddress: { bucket: 'forgotpassword:ip', limit: 20, windowMs: 60 * MINUTE },
  resendConfirmationPerEmail: { bucket: 'resend-confirmation:email', limit: 3, windowMs: 60 * MINUTE },
  resendConfirmationPerAddress: { bucket: 'resend-confirmation:ip', limit: 20, windowMs: 60 * MINUTE },
  /** Guessing reset tokens is hopeless (256 bits), but a flood of tries is still refused. */
  resetPasswordPerAddress: { bucket: 'resetpassword:ip', limit: 30, windowMs: 60 * MINUTE },
  confirmEmailPerAddress: { bucket: 'confirmemail:ip', limit: 30, windowMs: 60 * MINUTE },
  /** Per account: refusing another account's address as a Second Email must not become a fast way to test addresses. */
  secondEmailChangesPerUser: { bucket: 'second-email:user', limit: 5, windowMs: 24 * 60 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Counts a request against a rule in `rate_limit_events`, shared by every API instance (the
 * contact form's limiter: recorded before counting, so a burst sees itself; refusals add nothing).
 */
export function countRequest(ctx: ServiceContext, rule: ThrottleRule, key: string): Promise<ThrottleOutcome> {
  return consumeRateLimit(ctx, rule, key);
}

/** "Too many ... Please try again in N minutes." */
export function throttledMessage(what: string, waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many ${what} from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Counts the request and answers 429 with Retry-After when over the limit. */
export async function enforceThrottle(ctx: ServiceContext, rule: ThrottleRule, key: string, what: string): Promise<void> {
  const outcome = await countRequest(ctx, rule, key);
  if (!outcome.allowed) {
    throw new AppError(429, throttledMessage(what, outcome.waitSeconds), { headers: { 'retry-after': String(outcome.waitSeconds) } });
  }
}
