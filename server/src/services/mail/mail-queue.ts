import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { maskAddresses } from './mask-addresses';
import { jobs } from '../../db/schema/messaging';
import type { MailDelivery, OutgoingMail } from './transport';

export const MAIL_JOB_KIND = 'mail';

export interface MailQueueOptions {
  /** How often the worker looks for due mails besides being nudged (ms). */
  pollMs?: number;
  /** Deliveries tried before a mail is given up as `failed`. */
  maxAttempts?: number;
  /** First retry after this long; each later one waits twice as long, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A `running` mail older than this was claimed by an instance that died: it is claimed again. */
  staleMs?: number;
  /** Mails claimed, and written, per round (one claim, one compose per template, one completion). */
  batchSize?: number;
  /** Deliveries under way at once within a round (SMTP connections, outbox files). */
  concurrency?: number;
  now?: () => number;
}

const DEFAULTS = {
  pollMs: 30_000,
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  staleMs: 10 * 60_000,
  batchSize: 200,
  concurrency: 20,
} as const;

/**
 * A queued mail: written out (`mail`), or named by a template and its arguments (`compose`),
 * written when it is delivered by the composer registered under that name. Mails queued in
 * bulk by one INSERT ... SELECT (match alerts) are composed, so queueing stays one statement.
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

type ClaimedJob = { id: number; attempts: number; maxAttempts: number; payload: MailJobPayload };

/** Delay before attempt `attempts + 1`: 30 s, 1 min, 2 min, 4 min ... capped at an hour. */
export function retryDelayMs(attempts: number, base: number = DEFAULTS.baseDelayMs, max: number = DEFAULTS.maxDelayMs): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * Mails waiting in the `jobs` table (kind 'mail') and the in-process worker that delivers
 * them. Workers of several API instances share the table: each claims due rows with
 * `FOR UPDATE SKIP LOCKED`, so a mail is handed to one of them. A failed delivery is retried
 * with exponential back-off; after `maxAttempts` the row is left `failed` with its last error
 * (and logged as an error). Delivered rows keep only the recipient and subject, not the body
 * (links in mails are secrets).
 */
export class MailQueue {
  private readonly options: Required<Omit<MailQueueOptions, 'now'>>;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly composers = new Map<string, MailComposer>();

  constructor(
    private readonly db: Database,
    private readonly delivery: MailDelivery,
    private readonly log: FastifyBaseLogger,
    options: MailQueueOptions = {},
  ) {
    const { now, ...rest } = options;
    this.options = { ...DEFAULTS, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
    this.now = now ?? Date.now;
  }

  /**
   * Stores a mail for delivery at `runAt` (now by default); `db` may be a transaction, so the
   * mail is queued only if the transaction commits. With a `dedupeKey` a second mail with the
   * same key is not queued (e.g. one mail per buyer and post period). Answers the job id, or
   * null when the key was already used.
   */
  async enqueue(
    mail: OutgoingMail,
    options: { db?: Database; runAt?: Date; lastError?: string; attempts?: number; dedupeKey?: string } = {},
  ): Promise<number | null> {
    const payload: MailJobPayload = { mail };
    const [row] = await (options.db ?? this.db)
      .insert(jobs)
      .values({
        kind: MAIL_JOB_KIND,
        payload,
        maxAttempts: this.options.maxAttempts,
        runAt: options.runAt ?? new Date(this.now()),
        attempts: options.attempts ?? 0,
        lastError: options.lastError ?? null,
        dedupeKey: options.dedupeKey ?? null,
      })
      .onConflictDoNothing({ target: jobs.dedupeKey })
      .returning({ id: jobs.id });
    return row?.id ?? null;
  }

  /** Adds (or replaces) the composer of the composed mails of `template`. */
  registerComposer(template: string, composer: MailComposer): void {
    this.composers.set(template, composer);
  }

  /**
   * Queues one composed mail per row of `rows`, a query answering `dedupe_key` (text) and
   * `args` (jsonb, the template's arguments), in one statement; rows whose key was used
   * before are skipped. Answers how many were queued.
   */
  async enqueueComposed(db: Database, template: string, rows: SQL): Promise<number> {
    const result = (await db.execute(sql`
      with queued as (
        insert into ${jobs} (kind, payload, max_attempts, run_at, dedupe_key)
        select ${MAIL_JOB_KIND}, jsonb_build_object('compose', jsonb_build_object('template', ${template}::text) || r.args),
          ${this.options.maxAttempts}, ${new Date(this.now())}, r.dedupe_key
        from (${rows}) as r
        on conflict (dedupe_key) do nothing
        returning 1)
      select count(*)::int as queued from queued`)) as unknown as { rows: { queued: number }[] };
    return Number(result.rows[0]?.queued ?? 0);
  }

  /** Starts polling; the first round runs at once (mails left by a previous process go out on start). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), this.options.pollMs);
    this.timer.unref();
    this.nudge();
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

  /** Stops polling and waits for a round under way (call before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Claims and delivers every due mail; answers how many were delivered. Tests call it directly. */
  async runDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const claimed = await this.claim();
      if (!claimed.length) return delivered;
      // A burst (the alerts of a post going live) drains in rounds of batchSize, not one by one.
      delivered += await this.deliverRound(claimed);
      if (claimed.length < this.options.batchSize) return delivered;
    }
  }

  private async claim(): Promise<ClaimedJob[]> {
    const now = new Date(this.now());
    const staleBefore = new Date(this.now() - this.options.staleMs);
    // One statement: rows are locked, skipped by other workers, and marked running together.
    type ClaimedRow = { id: number; attempts: number; max_attempts: number; payload: MailJobPayload | string };
    // Both drivers answer an object with `rows` (node-postgres QueryResult, PGlite Results).
    const result = (await this.db.execute(sql`
      UPDATE ${jobs} SET status = 'running', locked_at = ${now}, attempts = ${jobs.attempts} + 1
      WHERE ${jobs.id} IN (
        SELECT ${jobs.id} FROM ${jobs}
        WHERE ${jobs.kind} = ${MAIL_JOB_KIND}
          AND ((${jobs.status} = 'pending' AND ${jobs.runAt} <= ${now})
            OR (${jobs.status} = 'running' AND ${jobs.lockedAt} < ${staleBefore}))
        ORDER BY ${jobs.runAt}, ${jobs.id}
        LIMIT ${this.options.batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING ${jobs.id} AS id, ${jobs.attempts} AS attempts, ${jobs.maxAttempts} AS max_attempts, ${jobs.payload} AS payload`)) as unknown as {
      rows: ClaimedRow[];
    };
    return result.rows.map((r) => ({
      id: Number(r.id),
      attempts: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
      payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as MailJobPayload) : r.payload,
    }));
  }

  /**
   * One round: writes the claimed mails (the composed ones in one call per template), delivers
   * them `concurrency` at a time, and marks the delivered and the skipped ones done in one
   * statement once all have been tried; a failure is put back for a retry on its own.
   */
  private async deliverRound(claimed: ClaimedJob[]): Promise<number> {
    const written = await this.write(claimed);
    const done: Array<{ id: number; payload: Record<string, unknown> }> = [];
    let next = 0;
    const deliverNext = async (): Promise<void> => {
      for (let index = next++; index < claimed.length; index = next++) {
        const job = claimed[index];
        const mail = written[index];
        if (mail instanceof Error) await this.failed(job, null, mail);
        else if (!mail) done.push({ id: job.id, payload: { skipped: true } });
        else {
          try {
            const result = await this.delivery.deliver(mail);
            done.push({ id: job.id, payload: { to: mail.to, subject: mail.subject } });
            this.log.info({ to: maskAddresses(mail.to), subject: mail.subject, file: result.file, job: job.id, attempts: job.attempts }, 'mail delivered from the queue');
          } catch (error) {
            await this.failed(job, mail, error);
          }
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(this.options.concurrency, claimed.length) }, deliverNext));
    } finally {
      // Also when a retry could not be recorded: what was delivered is not claimed and sent again.
      if (done.length) {
        await this.db.execute(sql`
          UPDATE ${jobs} SET status = 'done', completed_at = ${new Date(this.now())}, locked_at = NULL, last_error = NULL, payload = settled.payload
          FROM jsonb_to_recordset(${JSON.stringify(done)}::jsonb) AS settled(id integer, payload jsonb)
          WHERE ${jobs.id} = settled.id AND ${jobs.status} = 'running'`);
      }
    }
    return done.filter((row) => !row.payload.skipped).length;
  }

  /** The mail of each claimed job, in order: written out, composed (per template, in one call), null to skip, or the error that stopped it. */
  private async write(claimed: ClaimedJob[]): Promise<Array<OutgoingMail | null | Error>> {
    const written: Array<OutgoingMail | null | Error> = claimed.map((job) => ('mail' in job.payload ? job.payload.mail : null));
    const byTemplate = new Map<string, number[]>();
    claimed.forEach((job, index) => {
      if (!('compose' in job.payload)) return;
      const indexes = byTemplate.get(job.payload.compose.template) ?? [];
      indexes.push(index);
      byTemplate.set(job.payload.compose.template, indexes);
    });
    for (const [template, indexes] of byTemplate) {
      try {
        const composer = this.composers.get(template);
        if (!composer) throw new Error(`no composer for the mail template ${template}`);
        const mails = await composer(indexes.map((index) => (claimed[index].payload as { compose: ComposeRequest }).compose));
        indexes.forEach((index, position) => (written[index] = mails[position] ?? null));
      } catch (error) {
        for (const index of indexes) written[index] = error instanceof Error ? error : new Error(String(error));
      }
    }
    return written;
  }

  /** Puts a job back for a retry with back-off, or gives it up as `failed` after its last attempt. */
  private async failed(job: { id: number; attempts: number; maxAttempts: number }, mail: OutgoingMail | null, error: unknown): Promise<false> {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = job.attempts >= job.maxAttempts;
    const runAt = new Date(this.now() + retryDelayMs(job.attempts, this.options.baseDelayMs, this.options.maxDelayMs));
    await this.db
      .update(jobs)
      .set(giveUp ? { status: 'failed', lockedAt: null, lastError: message, completedAt: new Date(this.now()) } : { status: 'pending', lockedAt: null, lastError: message, runAt })
      .where(eq(jobs.id, job.id));
    const recipient = mail ? { to: maskAddresses(mail.to), subject: mail.subject } : {};
    if (giveUp) this.log.error({ ...recipient, job: job.id, attempts: job.attempts, err: error }, 'mail given up after repeated failures');
    else this.log.warn({ ...recipient, job: job.id, attempts: job.attempts, retryAt: runAt.toISOString(), err: message }, 'mail delivery failed; will retry');
    return false;
  }
}
