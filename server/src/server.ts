import { build } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDatabase } from './db/seed';
import { shutDownOnSignal } from './plugins/graceful-shutdown';
import { loggerOptions } from './plugins/logging';
import { listenOnSocket, type SocketListener } from './plugins/socket-listener';
import { ScheduledMails } from './services/interest/scheduled-mails';

/** Entry point: config, database (migrated by openDatabase), seed, listen. */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const handle: DatabaseHandle = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dbDir },
  );
  // Demo posts are dated from the day the database is first seeded.
  await seedDatabase(handle.db, { demo: config.seedDemo, now: new Date() });

  const app = await build({
    db: handle.db,
    config,
    logger: loggerOptions(config.logLevel),
  });
  const scheduledMails = new ScheduledMails(app.log.child({ component: 'scheduled-mails' }));
  // onClose hooks run last added first (avvio): the sweep stops before the app's own hooks (mail
  // queue, deferred work), and the database closes only once they have all run.
  app.addHook('onClose', async () => scheduledMails.stop());

  let socketListener: SocketListener | null = null;
  const shutdown = shutDownOnSignal(app, {
    timeoutMs: config.shutdownTimeoutMs,
    socketListener: () => socketListener,
    afterClose: () => handle.close(),
  });
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.listenSocket) socketListener = await listenOnSocket(app.server, config.listenSocket);
  // Scheduled posts go live on their start date without anyone acting: announce them as they do.
  app.ctx.wentLive.start(app.ctx);
  // Daily digests and watchlist reminders are due by the clock, not by a request: pg-boss's
  // schedule (once per tick across instances) from a minute on, an in-process timer below.
  await scheduledMails.start(app.ctx, config.scheduledMailSweepMs);
  app.log.info(
    `database: ${handle.kind === 'pglite' ? `embedded PGlite in ${config.dbDir}` : 'PostgreSQL'}; demo seed ${config.seedDemo ? 'on' : 'off'}`,
  );
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
