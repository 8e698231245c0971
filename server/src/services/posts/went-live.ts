import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { postingPeriods, posts } from '../../db/schema';
import type { Mailer } from '../mail';

/** A posting period reached its start date (Post Now, a scheduled start, a repost): the post is For Sale. */
export interface PostWentLive {
  postId: number;
  periodId: number;
  startDate: string;
}

/** Runs inside the claiming transaction: a failure leaves the period unclaimed, to be tried again. */
export type WentLiveHandler = (tx: Database, event: PostWentLive) => Promise<void>;

/** What a sweep needs of the services' context (a ServiceContext is one). */
export interface WentLiveSweepContext {
  db: Database;
  mailer: Pick<Mailer, 'nudge'>;
  now(): Date;
  today(): string;
}

/** How often the sweep looks for periods that started (a scheduled start needs nobody to act). */
export const WENT_LIVE_SWEEP_MS = 60_000;
const BATCH = 50;

/**
 * The 'post went live' event, delivered once per period even with several API instances: a
 * sweep claims periods whose start date has come and that nobody has announced yet
 * (`buyers_notified_at` null) with `FOR UPDATE SKIP LOCKED`, runs every subscriber in the same
 * transaction and marks the period. The match alerts of the interest area subscribe here.
 */
export class PostWentLiveEvents {
  private readonly handlers = new Map<string, WentLiveHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private sweepAgain = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Adds (or replaces) the subscriber called `name`. */
  subscribe(name: string, handler: WentLiveHandler): void {
    this.handlers.set(name, handler);
  }

  /**
   * Announces every period that has started and was not announced yet; answers how many. One
   * sweep at a time per instance (other instances skip the rows this one holds); a call while
   * one runs makes it sweep once more when done, since a post that went live meanwhile may have
   * committed after the running sweep read its batch.
   */
  sweep(ctx: WentLiveSweepContext): Promise<number> {
    if (this.running) {
      this.sweepAgain = true;
      return this.running;
    }
    this.running = (async () => {
      let announced = 0;
      do {
        this.sweepAgain = false;
        announced += await this.sweepBatches(ctx);
      } while (this.sweepAgain);
      return announced;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sweepBatches(ctx: WentLiveSweepContext): Promise<number> {
    let announced = 0;
    for (;;) {
      const today = ctx.today();
      const batch = await ctx.db.transaction(async (tx) => {
        // A period that ended before anyone announced it (the service was down) is not news any more.
        const due = await tx
          .select({ periodId: postingPeriods.id, postId: postingPeriods.postId, startDate: postingPeriods.startDate })
          .from(postingPeriods)
          .innerJoin(posts, eq(posts.id, postingPeriods.postId))
          .where(and(isNull(postingPeriods.buyersNotifiedAt), lte(postingPeriods.startDate, today), gte(postingPeriods.endDate, today), isNull(posts.withdrawnAt)))
          .orderBy(asc(postingPeriods.startDate), asc(postingPeriods.id))
          .limit(BATCH)
          .for('update', { of: postingPeriods, skipLocked: true });
        for (const event of due) {
          for (const handler of this.handlers.values()) await handler(tx, event);
          await tx.update(postingPeriods).set({ buyersNotifiedAt: ctx.now() }).where(eq(postingPeriods.id, event.periodId));
        }
        return due.length;
      });
      announced += batch;
      // Subscribers queue mails in the transaction: send them now that it has committed, not at the worker's next round.
      if (batch > 0) ctx.mailer.nudge();
      if (batch < BATCH) return announced;
    }
  }

  /** Sweeps now and then every WENT_LIVE_SWEEP_MS until `stop`. */
  start(ctx: WentLiveSweepContext): void {
    if (this.timer) return;
    const tick = () => void this.sweep(ctx).catch((error: unknown) => this.log.error({ err: error }, 'post went live: sweep failed'));
    tick();
    this.timer = setInterval(tick, WENT_LIVE_SWEEP_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
