import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import { consumeRateLimit } from '../rate-limits/rate-limiter';

const HOUR_MS = 60 * 60 * 1000;

/** What a buyer changed that they are screened on: their beneficial owners, or their name or company. */
export type ScreenedDetails = 'beneficial owners' | 'name or company';

export function screenedDetailsThrottledMessage(what: ScreenedDetails, waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  const saved = what === 'beneficial owners' ? 'saved beneficial owners' : 'changed your name or company';
  return `You have ${saved} many times in a short while. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Counts one save of details a buyer is screened on (`SCREENED_DETAIL_SAVES_PER_HOUR`, one count
 * for owners and account details together): each changed save stores a screening run with its
 * matches, so their number is bounded per buyer. 429 with Retry-After past the limit.
 */
export async function countScreenedDetailsSave(ctx: ServiceContext, buyerId: number, what: ScreenedDetails): Promise<void> {
  const verdict = await consumeRateLimit(ctx, { bucket: 'screened-details:user', limit: ctx.config.screenedDetailSavesPerHour, windowMs: HOUR_MS }, String(buyerId));
  if (!verdict.allowed) {
    throw new AppError(429, screenedDetailsThrottledMessage(what, verdict.waitSeconds), { headers: { 'retry-after': String(verdict.waitSeconds) } });
  }
}
