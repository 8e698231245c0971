import { londonToday } from '@insolvency/shared-contracts';
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
  /** The current time: `Date.now` unless a test passes a clock. */
  now(): Date;
  /** "Today" as the product means it: the Europe/London date (`YYYY-MM-DD`) of `now()`. */
  today(): string;
}

export function createServiceContext(parts: { db: Database; config: AppConfig; mailer: Mailer; now: () => number }): ServiceContext {
  const { db, config, mailer, now } = parts;
  // Formatting a London date costs ~80 µs; hot public reads ask many times a second.
  let memo = { second: Number.NaN, date: '' };
  const today = () => {
    const second = Math.floor(now() / 1000);
    if (second !== memo.second) memo = { second, date: londonToday(new Date(second * 1000)) };
    return memo.date;
  };
  return { db, config, mailer, now: () => new Date(now()), today };
}
