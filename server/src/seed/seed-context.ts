import { contextWithoutApp, type ServiceContext } from '../services/context';
import type { Database } from '../db/client';

/**
 * A service context for the demo seed: the database and a clock the seed moves step by step, so
 * each event of the demo happens at its own time. It has no configuration and no mailer: a
 * service that tried to send mail while seeding fails the seed instead of mailing the demo accounts.
 * Work an action defers (a buyer's sanctions screening after an NDA) is left to the running app:
 * once it starts, the re-screening of the list version in force screens every buyer of a live deal
 * room (services/screening), and mails the practitioners as it would for any new version.
 */
export function seedContext(db: Database, start: Date): { ctx: ServiceContext; setTime: (moment: Date) => void } {
  let current = start.getTime();
  const ctx = contextWithoutApp(db, () => current, (part) => {
    throw new Error(`The demo seed has no ${part}: seed with a service that sends no mail.`);
  });
  ctx.defer = () => undefined;
  return { ctx, setTime: (moment) => (current = moment.getTime()) };
}
