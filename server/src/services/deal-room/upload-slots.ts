import { PACK_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import type { UploadBounds } from '../../config';
import { AppError } from '../../errors';

/** Seconds a client is asked to wait when the instance is receiving all the uploads it may. */
const BUSY_RETRY_AFTER_SECONDS = 10;

/** An upload holding a place: how fast it has come so far, and how to cut it off. */
export interface SlotHolder {
  /** Its average rate since it started, in bytes a second; null while too young to judge or without a connection to watch. */
  averageRate(): number | null;
  /** Ends the upload (408): its place is given back at once. */
  cutOff(): void;
}

interface Held {
  userId: number;
  holder: SlotHolder | null;
  give: () => void;
}

/**
 * How many uploads are under way in this API instance, in all and per user. The count lives in
 * the process on purpose: it bounds this instance's disk writes and sockets, and a crash cannot
 * leave a place taken. With several instances a user may have `perUser` uploads on each.
 *
 * Places go to uploads that progress: when all are taken, the upload whose average rate is
 * lowest and below `minBytesPerSecond` is cut off and its place taken, so a few accounts sending
 * slowly cannot keep others out; only when every upload keeps the pace is a newcomer refused (503).
 */
export class UploadSlots {
  private readonly held = new Set<Held>();
  private readonly perUser = new Map<number, number>();

  constructor(private readonly bounds: Pick<UploadBounds, 'perUser' | 'inAll' | 'minBytesPerSecond'>) {}

  /** True while every place is taken: a newcomer then takes one only from an upload below the pace. */
  full(): boolean {
    return this.held.size >= this.bounds.inAll;
  }

  /** Takes a place for `userId`'s upload (429 past their bound, 503 with Retry-After past the instance's); call the answer to give it back. */
  take(userId: number, holder: SlotHolder | null = null): () => void {
    const own = this.perUser.get(userId) ?? 0;
    if (own >= this.bounds.perUser) throw new AppError(429, PACK_MESSAGES.tooManyUploads);
    if (this.held.size >= this.bounds.inAll) this.reclaim();
    if (this.held.size >= this.bounds.inAll) throw new AppError(503, PACK_MESSAGES.uploadsBusy, { headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } });
    this.perUser.set(userId, own + 1);
    let given = false;
    const entry: Held = {
      userId,
      holder,
      give: () => {
        if (given) return;
        given = true;
        this.held.delete(entry);
        const left = (this.perUser.get(userId) ?? 1) - 1;
        if (left) this.perUser.set(userId, left);
        else this.perUser.delete(userId);
      },
    };
    this.held.add(entry);
    return entry.give;
  }

  /** Cuts off the slowest upload below the pace, if there is one, and frees its place. */
  private reclaim(): void {
    let slowest: { entry: Held; rate: number } | null = null;
    for (const entry of this.held) {
      const rate = entry.holder?.averageRate();
      if (rate === null || rate === undefined || rate >= this.bounds.minBytesPerSecond) continue;
      if (!slowest || rate < slowest.rate) slowest = { entry, rate };
    }
    if (!slowest) return;
    slowest.entry.give();
    slowest.entry.holder!.cutOff();
  }
}
