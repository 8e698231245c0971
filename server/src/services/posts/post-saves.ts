import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { consumeRateLimit, type RateLimit } from '../rate-limits/rate-limiter';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Saves of a post's texts one user may make in an hour (`POST_SAVES_PER_HOUR`): new drafts and
 * detail and description amendments. Each is checked, sanitised and indexed, and a live post's
 * new words are kept for the search's typo tolerance, so their number is bounded per user.
 */
export function postSaveRateLimit(ctx: ServiceContext): RateLimit {
  return { bucket: 'post-save:user', limit: ctx.config.postSavesPerHour, windowMs: HOUR_MS };
}

export function postSavesThrottledMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `You have saved posts many times in a short while. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Counts one save of a post's texts by `user`: 429 with Retry-After past their hourly limit. */
export async function countPostSave(ctx: ServiceContext, user: AuthUser): Promise<void> {
  const verdict = await consumeRateLimit(ctx, postSaveRateLimit(ctx), String(user.id));
  if (!verdict.allowed) throw new AppError(429, postSavesThrottledMessage(verdict.waitSeconds), { headers: { 'retry-after': String(verdict.waitSeconds) } });
}
