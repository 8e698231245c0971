import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { bossDb } from '../../db/boss-db';
import type { ServiceContext } from '../context';
import { queueDueDigests } from './match-digest';
import { queueWatchlistReminders } from './watchlist-reminders';

/** pg-boss's queue of sweeps: one job per cron tick, cluster-wide, whose worker runs `ScheduledMails.run`. */
export const SCHEDULED_MAILS_QUEUE = 'scheduled-mails';

/** pg-boss's own queue of due cron ticks (its timekeeper's), moved into the scheduled queues by its worker. */
const SEND_IT_QUEUE = '__pgboss__send-it';

/**
 * The shortest interval pg-boss's schedule can keep: its cron counts whole minutes. A shorter
 * `SCHEDULED_MAIL_SWEEP_MS` (the journeys' 2 s, tests) keeps the in-process timer as the trigger.
 */
export const SCHEDULE_MIN_MS = 60_000;

/**
 * The cron of a sweep every `intervalMs`, in whole minutes (rounded down): every minute, every
 * n minutes of the hour (`*\/n`, so an n that does not divide 60 also runs at minute 0), or at
 * the top of every hour from 60 minutes on.
 */
export function sweepCron(intervalMs: number): string {
  const minutes = Math.max(1, Math.floor(intervalMs / 60_000));
  if (minutes >= 60) return '0 * * * *';
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}

export interface ScheduledMailsOptions {
  /** How often the pg-boss worker looks for a sweep job (s; pg-boss's default is 2). */
  workerPollSeconds?: number;
}

/**
 * The background sweep of mails that nobody's request causes: the daily digests of finished
 * days and the watchlist reminders of posts about to end. Each run queues what is due into the
 * mail queue and nudges its worker. Two triggers (`start`):
 * - an interval of a minute or more: pg-boss's schedule `scheduled-mails` (cron in whole
 *   minutes). pg-boss sends one job per tick across all API instances (its cron monitor and a
 *   60 s singleton key) and one instance's worker runs the sweep;
 * - a shorter interval (journeys, tests): an in-process timer in every instance, at start and
 *   then every `intervalMs`.
 * Either way a run is safe beside another: each job claims its rows with SKIP LOCKED and dedupes its mails.
 */
export class ScheduledMails {
  private timer: NodeJS.Timeout | null = null;
  private boss: PgBoss | null = null;
  private starting: Promise<unknown> | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly options: ScheduledMailsOptions = {},
  ) {}

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

  /** Starts the trigger of `intervalMs`: pg-boss's schedule from a minute on, the in-process timer below. */
  async start(ctx: ServiceContext, intervalMs: number): Promise<void> {
    if (this.timer || this.boss) return;
    if (intervalMs >= SCHEDULE_MIN_MS) {
      this.boss = this.scheduler(ctx);
      this.starting = this.schedule(this.boss, ctx, sweepCron(intervalMs));
      await this.starting;
      return;
    }
    const tick = () => void this.run(ctx).catch((error: unknown) => this.log.error({ err: error }, 'scheduled mails: sweep failed'));
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  /**
   * A pg-boss of its own, which keeps the schedule (its timekeeper) and runs the sweep's worker;
   * the mail queue's pg-boss (no schedule, so app starts in tests stay quick) does the maintenance.
   */
  private scheduler(ctx: ServiceContext): PgBoss {
    const boss = new PgBoss({ db: bossDb(ctx.db), schedule: true, supervise: false, migrate: false });
    boss.on('error', (error) => this.log.error({ err: error }, 'scheduled mails: pg-boss schedule failed'));
    return boss;
  }

  /**
   * Creates the queues (`createScheduleQueues`), registers the schedule (an upsert of its one
   * row, whichever instance starts) and the worker. A sweep that fails is not retried: the next tick runs one.
   */
  private async schedule(boss: PgBoss, ctx: ServiceContext, cron: string): Promise<void> {
    await createScheduleQueues(ctx, SCHEDULED_MAILS_QUEUE);
    await boss.start();
    await boss.schedule(SCHEDULED_MAILS_QUEUE, cron);
    const options = { pollingIntervalSeconds: this.options.workerPollSeconds ?? 2 };
    await boss.work(SCHEDULED_MAILS_QUEUE, options, async () => {
      try {
        await this.run(ctx);
      } catch (error) {
        this.log.error({ err: error }, 'scheduled mails: sweep failed');
        throw error;
      }
    });
    this.log.info({ cron }, 'scheduled mails: pg-boss schedule registered');
  }

  /** Stops the trigger and waits for a sweep under way (call before the database closes). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const boss = this.boss;
    this.boss = null;
    if (boss) {
      // A boss still starting would ignore stop() and then start its timers.
      await this.starting?.catch(() => undefined);
      await boss.stop({ graceful: true, close: false, timeout: 30_000 });
    }
    await this.running?.catch(() => undefined);
  }
}

/**
 * Creates the queues a pg-boss schedule needs, once (a no-op when they exist): `queue` (no retry:
 * the next tick runs again) and pg-boss's `__pgboss__send-it`, which its timekeeper would
 * otherwise create as it starts. One instance at a time, under an advisory lock: on PostgreSQL two
 * instances starting together deadlock in `create_queue` (each attaches a partition to `pgboss.job`).
 * Used by every schedule: this sweep and the daily sanctions list download.
 */
export async function createScheduleQueues(ctx: ServiceContext, queue: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pgboss.create_queue'))`);
    await tx.execute(sql`select pgboss.create_queue(${SEND_IT_QUEUE}, ${JSON.stringify({ policy: 'standard' })}::json)`);
    await tx.execute(sql`select pgboss.create_queue(${queue}, ${JSON.stringify({ policy: 'standard', retryLimit: 0, expireInSeconds: 15 * 60 })}::json)`);
  });
}
