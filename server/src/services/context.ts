import { londonToday } from '@insolvency/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { SessionRegistry } from './auth/session-registry';
import type { Mailer } from './mail';
import type { PostWentLiveEvents } from './posts/went-live';

/**
 * What every service receives as its first argument, built once per app (`app.ctx`) so no
 * route assembles its own: the database, the configuration, the mailer and the clock.
 * Collaborators only some services use (captcha, login throttle) are passed beside it.
 */
export interface ServiceContext {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  /** Which sessions are on: access tokens of an ended session are refused. */
  sessions: SessionRegistry;
  /** The 'post went live' event: subscribe to it; a posting asks for a sweep. */
  wentLive: PostWentLiveEvents;
  /** The current time: `Date.now` unless a test passes a clock. */
  now(): Date;
  /** "Today" as the product means it: the Europe/London date (`YYYY-MM-DD`) of `now()`. */
  today(): string;
  /**
   * Runs `task` without the answer waiting for it: work whose duration would tell a caller
   * something (whether an address has an account). A failure is logged, never answered.
   */
  defer(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every deferred task has finished (app close, tests). */
  settled(): Promise<void>;
}

export function createServiceContext(parts: {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  sessions: SessionRegistry;
  wentLive: PostWentLiveEvents;
  log: FastifyBaseLogger;
  now: () => number;
}): ServiceContext {
  const { db, config, mailer, sessions, wentLive, log, now } = parts;
  const pending = new Set<Promise<unknown>>();
  const defer = (name: string, task: () => Promise<unknown>) => {
    const running = task()
      .catch((error: unknown) => log.error({ err: error, task: name }, 'deferred task failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
  const settled = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  };
  // Formatting a London date costs ~80 µs; hot public reads ask many times a second.
  let memo = { second: Number.NaN, date: '' };
  const today = () => {
    const second = Math.floor(now() / 1000);
    if (second !== memo.second) memo = { second, date: londonToday(new Date(second * 1000)) };
    return memo.date;
  };
  return { db, config, mailer, sessions, wentLive, now: () => new Date(now()), today, defer, settled };
}
