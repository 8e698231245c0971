import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { bossDb } from '../../db/boss-db';
import type { Database } from '../../db/client';
import { jobOnceKeys } from '../../db/schema/messaging';
import { maskAddresses } from './mask-addresses';
import type { MailDelivery, OutgoingMail } from './transport';

/**
 * The pg-boss queue of mails, created by migration 0014 with its retry policy: 8 attempts, the
 * first retry 30-60 s after a failure and each later one about twice as far (pg-boss's back-off,
 * with jitter), and a job active for 10 minutes (its instance died mid-send) failed by pg-boss's
 * maintenance and so retried.
 */
export const MAIL_QUEUE = 'mail';

/**
 * The pg-boss queue of fan-outs: one job per batch of composed mails queued together (the alerts
 * of a post going live), which the worker turns into one `mail` job per recipient.
 */
export const FAN_OUT_QUEUE = 'mail-fan-out';

/** A fan-out job's data: one mail of `template` per id, keyed `keyPrefix + id`, its arguments `{[idArgument]: id, ...args}`. */
export interface FanOut {
  template: string;
  keyPrefix: string;
  idArgument: string;
  ids: number[];
  args: Record<string, unknown>;
}

export interface MailQueueOptions {
  /** How often the worker looks for due mails besides being nudged (ms). */
  pollMs?: number;
  /** Mails fetched, and written, per round (one fetch, one compose per template, one completion). */
  batchSize?: number;
  /** Deliveries under way at once within a round (SMTP connections, outbox files). */
  concurrency?: number;
  /** pg-boss's maintenance (stale jobs failed for a retry, finished jobs archived) every this many seconds. */
  maintenanceSeconds?: number;
}

const DEFAULTS = {
  pollMs: 30_000,
  batchSize: 200,
  concurrency: 20,
  maintenanceSeconds: 120,
} as const;

/**
 * A queued mail (pg-boss job data): written out (`mail`), or named by a template and its
 * arguments (`compose`), written when it is delivered by the composer registered under that
 * name. Mails queued in bulk by one INSERT ... SELECT (match alerts) are composed, so queueing
 * stays one statement.
 */
type MailJobPayload = { mail: OutgoingMail } | { compose: ComposeRequest };

export interface ComposeRequest {
  template: string;
  [argument: string]: unknown;
}

/**
 * Writes the mails of composed jobs, several at once (one query for a round's alerts, not one
 * each): answers one mail per request, in order, or null for a mail that should no longer be
 * sent (e.g. the address was suppressed since).
 */
export type MailComposer = (requests: readonly ComposeRequest[]) => Promise<Array<OutgoingMail | null>>;

type FetchedJob = PgBoss.JobWithMetadata<MailJobPayload>;

/**
 * Mails waiting in pg-boss's queue `mail` and the in-process worker that delivers them. Workers
 * of several API instances share the queue: pg-boss's fetch takes due jobs with `FOR UPDATE SKIP
 * LOCKED`, so a mail is handed to one of them. A failed delivery is retried by pg-boss with
 * back-off; after the last attempt the job is left `failed` with its error (and logged as an
 * error). A delivered job keeps only the recipient and subject, not the body (links in mails are
 * secrets), in the queue and in pg-boss's archive after it.
 *
 * The worker is this class's loop over `fetch`, not `boss.work`: a round settles each mail on its
 * own (delivered, skipped, retried), rewrites the data of the delivered ones, and runs at once
 * when a mail is queued (`nudge`).
 */
export class MailQueue {
  private readonly options: Required<MailQueueOptions>;
  readonly boss: PgBoss;
  private timer: NodeJS.Timeout | undefined;
  private starting: Promise<unknown> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private bossStarted = false;
  /** Set by `stop()` until the round under way has ended: that round tries no further mail. */
  private stopRequested = false;
  private readonly composers = new Map<string, MailComposer>();

  constructor(
    private readonly db: Database,
    private readonly delivery: MailDelivery,
    private readonly log: FastifyBaseLogger,
    options: MailQueueOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) };
    // The schema and the queue come with the migrations (0014); `migrate` upgrades them for a later pg-boss.
    this.boss = new PgBoss({
      db: bossDb(db),
      schedule: false,
      maintenanceIntervalSeconds: this.options.maintenanceSeconds,
      archiveCompletedAfterSeconds: 12 * 60 * 60,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'mail queue: pg-boss maintenance failed'));
  }

  /**
   * Stores a mail for delivery at `runAt` (now by default); `db` may be a transaction, so the
   * mail is queued only if the transaction commits. With a `dedupeKey` a second mail with the
   * same key is never queued (e.g. one mail per buyer and post period), also after the first was
   * sent. Answers the job id, or null when the key was already used.
   */
  async enqueue(mail: OutgoingMail, options: { db?: Database; runAt?: Date; dedupeKey?: string } = {}): Promise<string | null> {
    const db = options.db ?? this.db;
    if (options.dedupeKey) {
      const [kept] = await db.insert(jobOnceKeys).values({ key: options.dedupeKey }).onConflictDoNothing().returning({ key: jobOnceKeys.key });
      if (!kept) return null;
    }
    const payload: MailJobPayload = { mail };
    return this.send(MAIL_QUEUE, payload, { db: bossDb(db), startAfter: options.runAt, singletonKey: options.dedupeKey });
  }

  /** pg-boss's `send`, which answers null instead of failing when the queue does not exist (a migration missing). */
  private async send(queue: string, data: object, options: PgBoss.SendOptions): Promise<string> {
    const id = await this.boss.send(queue, data, options);
    if (!id) throw new Error(`pg-boss did not queue the job: is the queue ${queue} missing (migration 0014)?`);
    return id;
  }

  /** Adds (or replaces) the composer of the composed mails of `template`. */
  registerComposer(template: string, composer: MailComposer): void {
    this.composers.set(template, composer);
  }

  /**
   * Queues one composed mail of `fanOut.template` per id, once per key, as one pg-boss job (one
   * small insert in the caller's transaction, however many recipients): the worker's next round
   * turns it into the mails (`expandFanOuts`).
   */
  async enqueueFanOut(db: Database, fanOut: FanOut): Promise<void> {
    await this.send(FAN_OUT_QUEUE, { ...fanOut }, { db: bossDb(db) });
  }

  /**
   * Turns each waiting fan-out into its mails, in one INSERT ... SELECT: the keys go into
   * `job_once_keys` and the ids whose key was new become jobs in pg-boss's job table, with the
   * queue's policy (pg-boss's own `insert` takes jobs from the client, one JSON value however
   * many). The fan-out job is completed in the same transaction, so each is expanded once.
   * Answers how many mails were queued.
   */
  async expandFanOuts(): Promise<number> {
    let queued = 0;
    for (;;) {
      const [job] = await this.boss.fetch<FanOut>(FAN_OUT_QUEUE);
      if (!job) return queued;
      const { template, keyPrefix, idArgument, ids, args } = job.data;
      queued += await this.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`
          with r as (
            select ${keyPrefix}::text || id as dedupe_key, jsonb_build_object(${idArgument}::text, id) || ${JSON.stringify(args)}::jsonb as args
            from unnest(${`{${ids.map(Number).join(',')}}`}::integer[]) as id),
          kept as (
            insert into ${jobOnceKeys} (key) select r.dedupe_key from r
            on conflict do nothing
            returning key),
          queued as (
            insert into pgboss.job (name, data, singleton_key, retry_limit, retry_delay, retry_backoff, expire_in, keep_until, policy)
            select q.name, jsonb_build_object('compose', jsonb_build_object('template', ${template}::text) || r.args), r.dedupe_key,
              q.retry_limit, q.retry_delay, q.retry_backoff, q.expire_seconds * interval '1 second', now() + interval '14 days', q.policy
            from r join kept on kept.key = r.dedupe_key join pgboss.queue q on q.name = ${MAIL_QUEUE}
            returning 1)
          select count(*)::int as queued from queued`)) as unknown as { rows: { queued: number }[] };
        await this.completeIn(tx, FAN_OUT_QUEUE, [job.id]);
        return Number(result.rows[0]?.queued ?? 0);
      });
    }
  }

  /** Starts pg-boss's maintenance and the polling; the first round runs at once (mails left by a previous process go out on start). */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopRequested = false;
    this.starting = this.boss.start();
    await this.starting;
    this.bossStarted = true;
    this.timer = setInterval(() => this.nudge(), this.options.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Whether the worker runs: pg-boss has started and the queue was not stopped since (the readiness check). */
  get started(): boolean {
    return this.bossStarted && !this.stopped;
  }

  /** Runs a round soon (after a mail was queued); rounds never overlap. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.runDue();
        } while (this.again && !this.stopped);
      } catch (error) {
        this.log.error({ err: error }, 'mail queue: round failed');
      } finally {
        this.running = undefined;
      }
    })();
  }

  /** Whether a round is under way (a shutdown past its deadline names it). */
  get delivering(): boolean {
    return this.running !== undefined;
  }

  /**
   * Stops polling and pg-boss, and waits for a round under way (call before the database closes):
   * the round finishes the deliveries it has begun and hands the mails it has not tried back to
   * the queue, so a restart waits for one delivery at most and another instance sends the rest.
   */
  async stop(): Promise<void> {
    const wasStopped = this.stopped;
    this.stopped = true;
    this.bossStarted = false;
    this.stopRequested = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    // Only the round under way stops early: a round asked for afterwards (`runDue`) runs whole.
    this.stopRequested = false;
    if (wasStopped) return;
    // A boss still starting would ignore stop() and then start its maintenance timer.
    await this.starting?.catch(() => undefined);
    await this.boss.stop({ graceful: false, close: false });
  }

  /** Expands the waiting fan-outs, then fetches and delivers every due mail; answers how many were delivered. Tests call it directly. */
  async runDue(): Promise<number> {
    await this.expandFanOuts();
    let delivered = 0;
    while (!this.stopRequested) {
      const fetched = await this.boss.fetch<MailJobPayload>(MAIL_QUEUE, { batchSize: this.options.batchSize, includeMetadata: true });
      if (!fetched.length) return delivered;
      // A burst (the alerts of a post going live) drains in rounds of batchSize, not one by one.
      delivered += await this.deliverRound(fetched);
      if (fetched.length < this.options.batchSize) return delivered;
    }
    return delivered;
  }

  /**
   * One round: writes the fetched mails (the composed ones in one call per template), delivers
   * them `concurrency` at a time, and completes the delivered and the skipped ones together once
   * all have been tried; a failure is handed back to pg-boss for a retry on its own.
   */
  private async deliverRound(fetched: FetchedJob[]): Promise<number> {
    const written = await this.write(fetched);
    const done: Array<{ id: string; data: Record<string, unknown> }> = [];
    let next = 0;
    const deliverNext = async (): Promise<void> => {
      while (next < fetched.length && !this.stopRequested) {
        const index = next++;
        const job = fetched[index];
        const mail = written[index];
        if (mail instanceof Error) await this.failed(job, null, mail);
        else if (!mail) done.push({ id: job.id, data: { skipped: true } });
        else {
          try {
            const result = await this.delivery.deliver(mail);
            done.push({ id: job.id, data: { to: mail.to, subject: mail.subject } });
            this.log.info({ to: maskAddresses(mail.to), subject: mail.subject, file: result.file, job: job.id, attempts: job.retryCount + 1 }, 'mail delivered from the queue');
          } catch (error) {
            await this.failed(job, mail, error);
          }
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(this.options.concurrency, fetched.length) }, deliverNext));
    } finally {
      // Also when a retry could not be recorded: what was delivered is not fetched and sent again.
      if (done.length) await this.completed(done);
      if (next < fetched.length) await this.release(fetched.slice(next).map((job) => job.id));
    }
    return done.filter((job) => !job.data.skipped).length;
  }

  /**
   * Completes delivered (and skipped) jobs, their data first cut down to recipient and subject,
   * in one transaction: a completed job never keeps a body, nor does pg-boss's archive later.
   */
  private async completed(done: Array<{ id: string; data: Record<string, unknown> }>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        update pgboss.job set data = settled.data
        from jsonb_to_recordset(${JSON.stringify(done)}::jsonb) as settled(id uuid, data jsonb)
        where job.name = ${MAIL_QUEUE} and job.id = settled.id and job.state = 'active'`);
      await this.completeIn(
        tx,
        MAIL_QUEUE,
        done.map((job) => job.id),
      );
    });
  }

  /**
   * Puts fetched jobs that were not tried back as they were before the fetch (which set them
   * active and, for a retry, counted an attempt), for any instance's next fetch.
   */
  private async release(ids: string[]): Promise<void> {
    await this.db.execute(sql`
      update pgboss.job set
        state = (case when retry_count = 0 then 'created' else 'retry' end)::pgboss.job_state,
        started_on = case when retry_count = 0 then null else started_on end,
        retry_count = greatest(retry_count - 1, 0)
      where name = ${MAIL_QUEUE} and id = any(${`{${ids.join(',')}}`}::uuid[]) and state = 'active'`);
  }

  /** Completes jobs of `queue` in the transaction `tx`. */
  private async completeIn(tx: Database, queue: string, ids: string[]): Promise<void> {
    // pg-boss 10.4.2's types offer `complete(name, ids, options)`, but its code reads the third
    // argument as the output and the fourth as the options: without them it would complete on
    // another connection than `tx` (on PGlite, waiting for `tx` forever).
    const complete = this.boss.complete.bind(this.boss) as unknown as (name: string, ids: string[], output: null, options: PgBoss.ConnectionOptions) => Promise<unknown>;
    await complete(queue, ids, null, { db: bossDb(tx) });
  }

  /** The mail of each fetched job, in order: written out, composed (per template, in one call), null to skip, or the error that stopped it. */
  private async write(fetched: FetchedJob[]): Promise<Array<OutgoingMail | null | Error>> {
    const written: Array<OutgoingMail | null | Error> = fetched.map((job) => ('mail' in job.data ? job.data.mail : null));
    const byTemplate = new Map<string, number[]>();
    fetched.forEach((job, index) => {
      if (!('compose' in job.data)) return;
      const indexes = byTemplate.get(job.data.compose.template) ?? [];
      indexes.push(index);
      byTemplate.set(job.data.compose.template, indexes);
    });
    for (const [template, indexes] of byTemplate) {
      try {
        const composer = this.composers.get(template);
        if (!composer) throw new Error(`no composer for the mail template ${template}`);
        const mails = await composer(indexes.map((index) => (fetched[index].data as { compose: ComposeRequest }).compose));
        indexes.forEach((index, position) => (written[index] = mails[position] ?? null));
      } catch (error) {
        for (const index of indexes) written[index] = error instanceof Error ? error : new Error(String(error));
      }
    }
    return written;
  }

  /** Hands a job back to pg-boss: retried with back-off, or left `failed` after its last attempt. */
  private async failed(job: FetchedJob, mail: OutgoingMail | null, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const attempts = job.retryCount + 1;
    await this.boss.fail(MAIL_QUEUE, job.id, { message });
    const recipient = mail ? { to: maskAddresses(mail.to), subject: mail.subject } : {};
    if (job.retryCount >= job.retryLimit) this.log.error({ ...recipient, job: job.id, attempts, err: error }, 'mail given up after repeated failures');
    else this.log.warn({ ...recipient, job: job.id, attempts, err: message }, 'mail delivery failed; will retry');
  }
}
