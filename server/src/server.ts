import { build } from './app';
import { loadConfigOrExit, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDatabase } from './seed';
import { shutDownOnSignal } from './plugins/graceful-shutdown';
import { loggerOptions } from './plugins/logging';
import { listenOnSocket, type SocketListener } from './plugins/socket-listener';
import { describeTightened, makePrivateFolder, restrictUmask, tightenTree } from './private-files';
import { ScheduledMails } from './services/interest/scheduled-mails';
import { SanctionsListDownload } from './services/sanctions/list-download';
import { SanctionsRescreen } from './services/screening/rescreen';

/** Entry point: config, database (migrated by openDatabase), seed, listen. */
async function main(): Promise<void> {
  // Before anything is written: DATA_DIR's keys, database, mails and cached documents are this user's alone.
  restrictUmask();
  const config: AppConfig = loadConfigOrExit();

  // What an earlier start under a looser umask (or an older release) left open.
  makePrivateFolder(config.dataDir);
  const tightened = describeTightened(config.dataDir, tightenTree(config.dataDir));

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
  if (tightened) app.log.warn(`DATA_DIR: ${tightened}`);
  const scheduledMails = new ScheduledMails(app.log.child({ component: 'scheduled-mails' }));
  // onClose hooks run last added first (avvio): the sweep stops before the app's own hooks (mail
  // queue, deferred work), and the database closes only once they have all run.
  app.addHook('onClose', async () => scheduledMails.stop());
  const sanctionsDownload = new SanctionsListDownload(app.log.child({ component: 'sanctions-list-download' }));
  app.addHook('onClose', async () => sanctionsDownload.stop());
  const sanctionsRescreen = new SanctionsRescreen(app.log.child({ component: 'sanctions-rescreen' }));
  app.addHook('onClose', async () => sanctionsRescreen.stop());

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
  // The UK Sanctions List, fetched daily when SANCTIONS_LIST_URL is set (pg-boss's schedule, once across instances).
  if (config.sanctionsListUrl) await sanctionsDownload.start(app.ctx, config.sanctionsListUrl, config.sanctionsListCron);
  // Every buyer in a live deal room is screened again when a new list version comes into force.
  await sanctionsRescreen.start(app.ctx);
  app.log.info(
    `database: ${handle.kind === 'pglite' ? `embedded PGlite in ${config.dbDir}` : 'PostgreSQL'}; demo seed ${config.seedDemo ? 'on' : 'off'}`,
  );
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
