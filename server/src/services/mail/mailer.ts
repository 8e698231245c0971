import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { MailQueue, type ComposeRequest, type MailQueueOptions } from './mail-queue';
import { maskAddresses } from './mask-addresses';
import { outboxDelivery, smtpDelivery, type MailDelivery } from './transport';
import type { MailMessage } from './types';

/** A mail the outbox could not take is tried again by the queue after this long. */
const OUTBOX_RETRY_MS = 30_000;

export interface MailerOptions {
  /** `From` of every mail (config.mailFrom). */
  from: string;
  /** SMTP when set; otherwise `.eml` files in `outboxDir`. */
  smtpUrl: string | null;
  outboxDir: string;
  /** The clock's real time (services/clock.ts): outbox file names and the outbox's retry time. */
  now: () => Date;
  queue?: MailQueueOptions;
  /** Replaces the delivery chosen from smtpUrl/outboxDir (tests). */
  delivery?: MailDelivery;
}

/**
 * `app.mailer`. `send` never loses a mail once it answers:
 * - outbox (no SMTP_URL): the `.eml` is written before `send` answers, so a link in it can be
 *   followed as soon as the HTTP call that caused it has answered; if writing fails, the mail
 *   is queued and retried like an SMTP mail.
 * - SMTP: the mail is stored in pg-boss's `mail` queue and the worker is nudged, so it leaves within
 *   moments; the HTTP answer does not wait for the SMTP server (nor does its timing tell whether
 *   a mail was sent), and a server that is down only delays the mail (retried with back-off).
 */
export class Mailer {
  readonly queue: MailQueue;
  readonly delivery: MailDelivery;

  constructor(
    db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailerOptions,
  ) {
    this.delivery = options.delivery ?? (options.smtpUrl ? smtpDelivery(options.smtpUrl) : outboxDelivery(options.outboxDir, options.now));
    this.queue = new MailQueue(db, this.delivery, log, options.queue);
  }

  get mode(): 'smtp' | 'outbox' {
    return this.delivery.kind;
  }

  async send(message: MailMessage): Promise<void> {
    const mail = { ...message, from: this.options.from };
    if (this.delivery.kind === 'outbox') {
      try {
        const result = await this.delivery.deliver(mail);
        this.log.info({ to: maskAddresses(mail.to), subject: mail.subject, file: result.file }, 'mail written to the outbox');
        return;
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        await this.queue.enqueue(mail, { runAt: new Date(this.options.now().getTime() + OUTBOX_RETRY_MS) });
        this.log.warn({ to: maskAddresses(mail.to), subject: mail.subject, err: lastError }, 'mail could not be written to the outbox; queued for retry');
        return;
      }
    }
    await this.queue.enqueue(mail);
    this.log.info({ to: maskAddresses(mail.to), subject: mail.subject }, 'mail queued for SMTP delivery');
    this.queue.nudge();
  }

  /**
   * Queues a mail for the worker in both modes (never delivered inline): for mails written as
   * part of a larger change, inside its transaction (`db`), so they go out only if it commits,
   * and at most once per `dedupeKey`. Call `nudge()` after the commit to send at once; otherwise
   * the worker's next round (at most 30 s) sends it. Answers false when the key was already used.
   */
  async enqueue(message: MailMessage, options: { db?: Database; dedupeKey?: string } = {}): Promise<boolean> {
    const id = await this.queue.enqueue({ ...message, from: this.options.from }, options);
    return id !== null;
  }

  /**
   * Registers how the composed mails of `template` are written when delivered, several at once
   * (the mailer adds `From`); `queue.enqueueFanOut` queues them in bulk. `compose` answers one
   * message per request, in order, null for a mail that should no longer be sent.
   */
  registerComposer(template: string, compose: (requests: readonly ComposeRequest[]) => Promise<Array<MailMessage | null>>): void {
    this.queue.registerComposer(template, async (requests) => {
      const messages = await compose(requests);
      return messages.map((message) => message && { ...message, from: this.options.from });
    });
  }

  /** Runs the worker's next round now (after the transaction that queued mails has committed). */
  nudge(): void {
    this.queue.nudge();
  }

  async start(): Promise<void> {
    await this.queue.start();
  }

  async close(): Promise<void> {
    await this.queue.stop();
    this.delivery.close();
  }
}
