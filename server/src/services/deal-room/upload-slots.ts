import { PACK_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import type { UploadBounds } from '../../config';
import { AppError } from '../../errors';

/** Seconds a client is asked to wait when the instance is receiving all the uploads it may. */
const BUSY_RETRY_AFTER_SECONDS = 10;

/**
 * How many uploads are under way in this API instance, in all and per user. The count lives in
 * the process on purpose: it bounds this instance's disk writes and sockets, and a crash cannot
 * leave a place taken. With several instances a user may have `perUser` uploads on each.
 */
export class UploadSlots {
  private inAll = 0;
  private readonly perUser = new Map<number, number>();

  constructor(private readonly bounds: Pick<UploadBounds, 'perUser' | 'inAll'>) {}

  /** Takes a place for `userId`'s upload (429 past their bound, 503 with Retry-After past the instance's); call the answer to give it back. */
  take(userId: number): () => void {
    const own = this.perUser.get(userId) ?? 0;
    if (own >= this.bounds.perUser) throw new AppError(429, PACK_MESSAGES.tooManyUploads);
    if (this.inAll >= this.bounds.inAll) throw new AppError(503, PACK_MESSAGES.uploadsBusy, { headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } });
    this.inAll += 1;
    this.perUser.set(userId, own + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.inAll -= 1;
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    };
  }
}
