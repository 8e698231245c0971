import type { FastifyInstance } from 'fastify';
import type { AccountContext } from './registration';

/** The account services' context for one request: the app's database, mailer, mail settings and clock. */
export function accountContext(app: FastifyInstance): AccountContext {
  return { db: app.db, mailer: app.mailer, mail: app.config, now: new Date(app.now()) };
}
