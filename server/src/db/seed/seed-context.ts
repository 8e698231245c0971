import { contextWithoutApp, type ServiceContext } from '../../services/context';
import type { Database } from '../client';

/**
 * A service context for the demo seed: the database and a clock the seed moves step by step, so
 * each event of the demo happens at its own time. It has no configuration and no mailer: a
 * service that tried to send mail while seeding fails the seed instead of mailing the demo accounts.
 */
export function seedContext(db: Database, start: Date): { ctx: ServiceContext; setTime: (moment: Date) => void } {
  let current = start.getTime();
  const ctx = contextWithoutApp(db, () => current, (part) => {
    throw new Error(`The demo seed has no ${part}: seed with a service that sends no mail.`);
  });
  return { ctx, setTime: (moment) => (current = moment.getTime()) };
}
