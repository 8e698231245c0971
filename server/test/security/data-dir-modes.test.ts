// Also run on PostgreSQL by `npm test`: what only a PostgreSQL server has (its pool, its connections, its files).
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { outboxDelivery } from '../../src/services/mail/transport';
import { openDealRoomApp } from '../deal-room-app';
import { createPost } from '../factories/posts';
import { multipartBody, samplePdf } from '../factories/deal-room';
import { testDatabaseKind } from '../helper';
import { entriesNotPrivate, withUmaskZero } from '../private-files';
import { bearerFor } from '../sessions';

/*
 * DATA_DIR holds the embedded database, the generated keys, mails with password-reset links
 * (outbox/) and copies of deal-room documents (file-cache/): every folder under it is 700 and
 * every file 600 whatever the umask the server was started with (here 0, the loosest), so no
 * other local user reads or changes them. The backup and restore commands: backup-restore.test.ts.
 */

const work = mkdtempSync(path.join(tmpdir(), 'insolvency-data-modes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// The server's own start (server/src/server.ts, as `npm start` runs it) on an embedded database:
// the database is PGlite whichever database the test pass uses, so it runs in the PGlite pass.
(testDatabaseKind() === 'pglite' ? test : test.skip)(
  'a server started with umask 0 keeps DATA_DIR, its database, keys and outbox its user\'s alone, and tightens what an older start left open',
  async () => {
    const dataDir = path.join(work, 'server-data');
    // What a start under a loose umask used to leave: open folders and a mail anyone could read.
    mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
    chmodSync(dataDir, 0o777);
    chmodSync(path.join(dataDir, 'outbox'), 0o777);
    writeFileSync(path.join(dataDir, 'outbox', 'earlier.eml'), 'Subject: reset your password\r\n\r\nhttps://example.invalid/reset?token=1\r\n');
    chmodSync(path.join(dataDir, 'outbox', 'earlier.eml'), 0o666);

    const port = await freePort();
    const server = await withUmaskZero(async () =>
      spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server', 'src', 'server.ts')], {
        cwd: REPO_ROOT,
        env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true', JWT_SECRET: '', ALTCHA_HMAC_KEY: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      await until('the server to answer /api/health', async () => {
        if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output}`);
        return (await fetch(`${base}/api/health`).then((res) => res.ok || undefined).catch(() => undefined)) ? true : undefined;
      });
      // A mail with a reset link, written to the outbox by the mail worker.
      const res = await fetch(`${base}/api/unauth/forgotpassword`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Email: 'seller@example.com' }) });
      expect(res.status).toBe(200);
      await until('the reset mail in the outbox', () => (readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml')).length > 1 ? true : undefined));

      expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['db', 'jwt-secret', 'altcha-key', 'outbox']));
      expect(entriesNotPrivate(dataDir)).toEqual([]);
    } finally {
      if (server.exitCode === null) server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    // Closed: what the database wrote on its way down too.
    expect(entriesNotPrivate(dataDir)).toEqual([]);
  },
  180_000,
);

test('with umask 0 the app writes the outbox, the file cache and received uploads for its user alone', async () => {
  const dataDir = path.join(work, 'app-data');
  await withUmaskZero(async () => {
    const { t, seller } = await openDealRoomApp({ config: { dataDir, outboxDir: path.join(dataDir, 'outbox') } });
    try {
      const post = await createPost(t.db, { createdBy: seller.id });
      const authorization = await bearerFor(t, seller);
      const body = await multipartBody({ Title: 'Accounts' }, [{ name: 'accounts.pdf', content: await samplePdf(2) }]);
      const uploaded = await t.app.inject({ method: 'POST', url: `/api/seller/pack-documents?id=${post.id}`, payload: body.payload, headers: { ...body.headers, authorization } });
      expect(uploaded.statusCode).toBe(201);
      // Served from its local copy in DATA_DIR/file-cache.
      const download = await t.app.inject({ method: 'GET', url: `/api/seller/pack-document?id=${uploaded.json().documentId}`, headers: { authorization } });
      expect(download.statusCode).toBe(200);
      await outboxDelivery(t.config.outboxDir, () => new Date()).deliver({ to: 'buyer@example.com', from: t.config.mailFrom, subject: 'Reset your password', text: 'https://example.invalid/reset', html: '<p>https://example.invalid/reset</p>' });
    } finally {
      await t.close();
    }
  });
  expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['file-cache', 'outbox', 'uploads']));
  expect(entriesNotPrivate(dataDir)).toEqual([]);
});
