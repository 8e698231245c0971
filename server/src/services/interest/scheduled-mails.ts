import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../context';
import { queueDueDigests } from './match-digest';
import { queueWatchlistReminders } from './watchlist-reminders';

/**
 * The background sweep of mails that nobody's request causes: the daily digests of finished
 * days and the watchlist reminders of posts about to end. Every `intervalMs` (and at start) it
 * queues what is due into the mail queue and nudges its worker. Safe with several instances:
 * each job claims its rows with SKIP LOCKED and dedupes its mails.
 */
export class ScheduledMails {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Queues every due mail now; answers how many. One run at a time per instance. */
  run(ctx: ServiceContext): Promise<number> {
    this.running ??= (async () => {
      const queued = (await queueDueDigests(ctx)) + (await queueWatchlistReminders(ctx));
      if (queued > 0) ctx.mailer.nudge();
      return queued;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(ctx: ServiceContext, intervalMs: number): void {
    if (this.timer) return;
    const tick = () => void this.run(ctx).catch((error: unknown) => this.log.error({ err: error }, 'scheduled mails: sweep failed'));
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
