// @ts-check
// Fault: the SMTP server down. The API runs with SMTP_URL pointing at a local SMTP sink
// (smtp-server from npm) that is not listening yet; mails are asked for (password resets for
// the demo accounts), must stay queued while the sink is down, and must all arrive once it is
// up, each exactly once. Runs on a PostgreSQL database of its own, to read the queue.
//   --mails=N (default 16: two password resets for each of the eight demo accounts)
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_POSTGRES_URL, connect, createScratchDatabase } from '../bench/scratch-database.mjs';
import { REPO_ROOT, freePort, sleep } from '../bench/util.mjs';
import { call, startApi } from './api-process.mjs';

const requireFromServer = createRequire(path.join(REPO_ROOT, 'server', 'package.json'));
/** @type {typeof import('smtp-server')} */
const { SMTPServer } = requireFromServer('smtp-server');

const DEMO_EMAILS = [
  'admin@example.com',
  'seller@example.com',
  'james.whitfield@example.com',
  'fiona.mcleod@example.com',
  'buyer@example.com',
  'amira.hussain@example.com',
  'david.evans@example.com',
  'grace.oconnor@example.com',
];
/**
 * The mail queue's first retry delay here (the product's is 30 s, doubled at each failure, with
 * jitter): what the scenario checks is that mails wait out the outage and then arrive once each,
 * which a delay of seconds shows as well as one of minutes, and in a minute less of CI.
 */
const RETRY_DELAY_SECONDS = 2;
/** A retry due within seconds, which the worker's round (every 30 s, besides nudges) finds: all must be in within this. */
const DELIVERY_LIMIT_MS = 60_000;

/** An SMTP sink that keeps each message's Message-ID, recipients and text. */
export function smtpSink() {
  /** @type {{ messageId: string, to: string, text: string }[]} */
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (chunk) => (text += chunk.toString()));
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(.+)$/im.exec(text)?.[1]?.trim() ?? '(none)';
        received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address).join(','), text });
        done();
      });
    },
  });
  return {
    received,
    listen: (/** @type {number} */ port) => new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined))),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * @param {{ mails?: number, serverUrl?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<{ problems: string[], queued: number, delivered: number, deliveredAfterMs: number | null }>}
 */
export async function smtpDown({ mails = 16, serverUrl = DEFAULT_POSTGRES_URL, log = console.log } = {}) {
  const database = await createScratchDatabase('faults_smtp', serverUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'insolvency-faults-'));
  const smtpPort = await freePort();
  const sink = smtpSink();
  const api = await startApi({ port: await freePort(), dataDir, env: { DATABASE_URL: database.url, SEED_DEMO: 'true', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
  const db = await connect(database.url);
  /** @type {string[]} */
  const problems = [];
  try {
    // Each job takes the queue's delay when it is queued.
    await db.query(`UPDATE pgboss.queue SET retry_delay = $1 WHERE name = 'mail'`, [RETRY_DELAY_SECONDS]);
    for (let index = 0; index < mails; index += 1) {
      const answer = await call(`${api.baseUrl}/api/unauth/forgotpassword`, { method: 'POST', body: { Email: DEMO_EMAILS[index % DEMO_EMAILS.length] } });
      if (answer.status !== 200) problems.push(`asking for mail ${index + 1}: HTTP ${answer.status} ${answer.text}`);
    }
    await sleep(3_000);
    const { rows: whileDown } = await db.query(`SELECT state::text AS status, count(*)::int AS count, max(retry_count + 1) AS attempts FROM pgboss.job WHERE name = 'mail' GROUP BY state`);
    const queued = whileDown.reduce((sum, row) => sum + row.count, 0);
    log(`SMTP down: ${queued} mails in the queue (${whileDown.map((r) => `${r.count} ${r.status}, up to ${r.attempts} attempts`).join('; ')}).`);
    if (queued !== mails) problems.push(`${queued} mails queued for ${mails} asked`);
    if (whileDown.some((row) => row.status === 'completed')) problems.push('a mail counted as sent while the SMTP server was down');

    await sink.listen(smtpPort);
    const upAt = Date.now();
    log('SMTP server up.');
    /** @type {number | null} */
    let deliveredAfterMs = null;
    while (Date.now() - upAt < DELIVERY_LIMIT_MS) {
      if (sink.received.length >= mails) {
        deliveredAfterMs = Date.now() - upAt;
        break;
      }
      await sleep(500);
    }
    await sleep(5_000); // any second copy would arrive now
    const ids = new Set(sink.received.map((mail) => mail.messageId));
    if (deliveredAfterMs === null) problems.push(`${sink.received.length} of ${mails} mails arrived within ${DELIVERY_LIMIT_MS / 1000} s of the SMTP server coming back`);
    if (sink.received.length > mails || ids.size !== sink.received.length) problems.push(`${sink.received.length} deliveries of ${ids.size} distinct mails: some were sent twice`);
    const { rows: after } = await db.query(`SELECT state::text AS status, count(*)::int AS count FROM pgboss.job WHERE name = 'mail' GROUP BY state`);
    if (after.some((row) => row.status !== 'completed')) problems.push(`queue afterwards: ${after.map((r) => `${r.count} ${r.status}`).join(', ')}`);
    log(`${sink.received.length} mails delivered (${ids.size} distinct) ${deliveredAfterMs ?? '-'} ms after the SMTP server came back.`);
    return { problems, queued, delivered: sink.received.length, deliveredAfterMs };
  } finally {
    await db.end();
    await api.kill('SIGTERM');
    await sink.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv.find((arg) => arg.startsWith('--mails='));
  const result = await smtpDown({ mails: given ? Number(given.split('=')[1]) : 16, serverUrl: process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL });
  console.log(`${result.problems.length} problems`);
  for (const problem of result.problems) console.log(`  ${problem}`);
  process.exit(result.problems.length ? 1 : 0);
}
