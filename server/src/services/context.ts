import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { SessionRegistry } from './auth/session-registry';
import { createClock, type Clock } from './clock';
import type { Mailer } from './mail';
import type { PostWentLiveEvents } from './posts/went-live';

/**
 * What every service receives as its first argument, built once per app (`app.ctx`) so no
 * route assembles its own: the database, the configuration, the mailer and the clock.
 * Collaborators only some services use (captcha, login throttle) are passed beside it.
 */
export interface ServiceContext extends Clock {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  /** Which sessions are on: access tokens of an ended session are refused. */
  sessions: SessionRegistry;
  /** The 'post went live' event: subscribe to it; a posting asks for a sweep. */
  wentLive: PostWentLiveEvents;
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
  clock: Clock;
}): ServiceContext {
  const { db, config, mailer, sessions, wentLive, log, clock } = parts;
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
  return { db, config, mailer, sessions, wentLive, now: clock.now, today: clock.today, realNow: clock.realNow, defer, settled };
}

/**
 * The same context reading and writing through `tx`: what a helper running inside its caller's
 * transaction receives.
 */
export function withDb(ctx: ServiceContext, tx: Database): ServiceContext {
  return { ...ctx, db: tx };
}

/**
 * A context on `db` for work done without an app (the demo seed, service tests): its clock reads
 * `now`; the parts only an app has (configuration, mailer, sessions, events, deferred work) throw
 * `missing(part)` when used.
 */
export function contextWithoutApp(db: Database, now: () => number, missing: (part: string) => never): ServiceContext {
  const ctx: ServiceContext = {
    db,
    ...createClock(now),
    get config() {
      return missing('config');
    },
    get mailer() {
      return missing('mailer');
    },
    get sessions() {
      return missing('sessions');
    },
    get wentLive() {
      return missing('wentLive');
    },
    defer: () => missing('defer'),
    settled: () => missing('settled'),
  };
  // Not enumerable, so that `withDb` (a spread) copies the context without calling them.
  for (const part of ['config', 'mailer', 'sessions', 'wentLive']) Object.defineProperty(ctx, part, { enumerable: false });
  return ctx;
}
