import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { bossDb } from '../db/boss-db';
import type { ServiceContext } from './context';
import { createScheduleQueues } from './interest/scheduled-mails';

/**
 * A pg-boss schedule of a queue of its own and its worker: one job per tick across all
 * instances, run by one instance's worker, not retried (the next tick runs again). The sanctions
 * list download and the re-screening after a new list version run on it.
 */
export class ScheduledQueue {
  private boss: PgBoss | null = null;
  private starting: Promise<unknown> | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly queue: string,
    private readonly stopTimeoutMs: number,
  ) {}

  async start(ctx: ServiceContext, cron: string, handle: () => Promise<void>): Promise<void> {
    if (this.boss) return;
    const boss = new PgBoss({ db: bossDb(ctx.db), schedule: true, supervise: false, migrate: false });
    boss.on('error', (error) => this.log.error({ err: error }, `${this.queue}: pg-boss failed`));
    this.boss = boss;
    this.starting = (async () => {
      await createScheduleQueues(ctx, this.queue);
      await boss.start();
      await boss.schedule(this.queue, cron, {}, { tz: 'UTC' });
      await boss.work(this.queue, { pollingIntervalSeconds: 30 }, handle);
      this.log.info({ cron }, `${this.queue}: pg-boss schedule registered`);
    })();
    await this.starting;
  }

  /** Stops the schedule and waits for a job under way (before the database closes). */
  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    if (!boss) return;
    await this.starting?.catch(() => undefined);
    await boss.stop({ graceful: true, close: false, timeout: this.stopTimeoutMs });
  }
}
