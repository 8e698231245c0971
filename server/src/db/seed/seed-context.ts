import type { ServiceContext } from '../../services/context';
import { createClock } from '../../services/clock';
import type { Database } from '../client';

/**
 * A service context for the demo seed: the database and a clock the seed moves step by step, so
 * each event of the demo happens at its own time. It has no configuration and no mailer: a
 * service that tried to send mail while seeding fails the seed instead of mailing the demo accounts.
 */
export function seedContext(db: Database, start: Date): { ctx: ServiceContext; setTime: (moment: Date) => void } {
  let current = start.getTime();
  const missing = (part: string): never => {
    throw new Error(`The demo seed has no ${part}: seed with a service that sends no mail.`);
  };
  const ctx: ServiceContext = {
    db,
    ...createClock(() => current),
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
  return { ctx, setTime: (moment) => (current = moment.getTime()) };
}
