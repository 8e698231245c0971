import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from './mail';

/**
 * What every service receives as its first argument, built once per app (`app.ctx`) so no
 * route assembles its own: the database, the configuration, the mailer and the clock.
 * Collaborators only some services use (captcha, login throttle) are passed beside it.
 */
export interface ServiceContext {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  /** The current time: `Date.now` unless a test passes a clock. Decides "today" (Europe/London). */
  now(): Date;
}

export function createServiceContext(parts: { db: Database; config: AppConfig; mailer: Mailer; now: () => number }): ServiceContext {
  const { db, config, mailer, now } = parts;
  return { db, config, mailer, now: () => new Date(now()) };
}
