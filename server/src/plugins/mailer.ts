import type { FastifyInstance } from 'fastify';
import { Mailer, type MailerOptions } from '../services/mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.mailer.send({to, replyTo?, subject, text, html})`: SMTP when SMTP_URL is set, else `.eml` files in the outbox. */
    mailer: Mailer;
  }
}

/**
 * Decorates `app.mailer` and runs its queue worker while the app is up (started when the
 * app is ready, stopped before the database closes). Not encapsulated: every route sees it.
 */
export function registerMailer(app: FastifyInstance, overrides: Partial<MailerOptions> = {}): void {
  const mailer = new Mailer(app.db, app.log.child({ component: 'mail' }), {
    from: app.config.mailFrom,
    smtpUrl: app.config.smtpUrl,
    outboxDir: app.config.outboxDir,
    now: app.clock.realNow,
    ...overrides,
  });
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.close());
}
