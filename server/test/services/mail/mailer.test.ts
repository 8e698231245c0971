// Also run on PostgreSQL by `npm test`: the job queue and mail on connections of their own (pg-boss), which PGlite shares with the app.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser, type AddressObject } from 'mailparser';
import { bossJobs } from '../../../src/db/boss-tables';
import { contactMessageMail, MAIL_QUEUE } from '../../../src/services/mail';
import { buildTestApp, type TestApp } from '../../helper';
import { makeDue, mailJobs } from '../../queued-mails';

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address));

function emlFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
}

describe('mailer without SMTP: the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  test('send writes a readable .eml before it answers: From, To, Reply-To, subject, text and HTML', async () => {
    const content = contactMessageMail(t.config, { from: 'Alex <Buyer>', replyToEmail: 'alex@example.com', regarding: 'Billing', message: 'Hello\nthere' });
    await t.app.mailer.send({ to: t.config.supportEmail, replyTo: 'alex@example.com', ...content });

    const files = emlFiles(t.config.outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);
    const parsed = await simpleParser(readFileSync(path.join(t.config.outboxDir, files[0])));
    expect(parsed.from?.text).toBe('"Insolvency Marketplace" <no-reply@test.invalid>');
    expect(addresses(parsed.to)).toEqual([t.config.supportEmail]);
    expect(addresses(parsed.replyTo)).toEqual(['alex@example.com']);
    expect(parsed.subject).toBe('Contact form: Billing');
    expect(parsed.text).toContain('From: Alex <Buyer>');
    expect(parsed.html).toContain('Alex &lt;Buyer&gt;');
    expect(parsed.messageId).toBeTruthy();
    // Nothing waits in the queue.
    expect(await mailJobs(t.db)).toEqual([]);
  });

  test('file names sort in the order the mails were written', async () => {
    const before = emlFiles(t.config.outboxDir);
    for (const subject of ['first', 'second', 'third']) {
      await t.app.mailer.send({ to: 'x@example.com', subject, text: subject, html: `<p>${subject}</p>` });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const added = emlFiles(t.config.outboxDir).filter((f) => !before.includes(f));
    const subjects = await Promise.all(added.map(async (f) => (await simpleParser(readFileSync(path.join(t.config.outboxDir, f)))).subject));
    expect(subjects).toEqual(['first', 'second', 'third']);
  });
});

describe('mailer: a mail that cannot be written is queued and retried, not lost', () => {
  let t: TestApp;
  let blocked: string;
  beforeAll(async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'insolvency-outbox-'));
    blocked = path.join(base, 'outbox');
    // A file where the folder should be: writing fails until it is removed.
    writeFileSync(blocked, 'not a folder');
    t = await buildTestApp({ config: { outboxDir: blocked } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(path.dirname(blocked), { recursive: true, force: true });
  });

  /** When the job waits until, in seconds from now. */
  const waitsSeconds = (job: { startAfter: Date }) => (job.startAfter.getTime() - Date.now()) / 1000;

  test('queued with back-off, then delivered by the worker once the outbox works again; the body is not kept', async () => {
    await t.app.mailer.send({ to: 'someone@example.com', subject: 'Retry me', text: 'body', html: '<p>body</p>' });
    const [queued] = await mailJobs(t.db);
    expect(queued).toMatchObject({ state: 'created', retryCount: 0 });
    expect(waitsSeconds(queued)).toBeGreaterThan(25);

    // Not due yet: nothing happens.
    expect(await t.app.mailer.queue.runDue()).toBe(0);

    // Due, but the outbox still fails: retried 30-60 s later (pg-boss's back-off, with jitter), with the error kept.
    await makeDue(t.db, queued.id);
    expect(await t.app.mailer.queue.runDue()).toBe(0);
    const [first] = await mailJobs(t.db, { id: queued.id });
    expect(first).toMatchObject({ state: 'retry', retryCount: 0 });
    expect((first.output as { message?: string }).message).toBeTruthy();
    expect(waitsSeconds(first)).toBeGreaterThan(25);
    expect(waitsSeconds(first)).toBeLessThanOrEqual(60);

    // Attempt 2 fails too: it waits about twice as long (60-120 s).
    await makeDue(t.db, queued.id);
    expect(await t.app.mailer.queue.runDue()).toBe(0);
    const [second] = await mailJobs(t.db, { id: queued.id });
    expect(second).toMatchObject({ state: 'retry', retryCount: 1 });
    expect(waitsSeconds(second)).toBeGreaterThan(55);
    expect(waitsSeconds(second)).toBeLessThanOrEqual(120);

    rmSync(blocked);
    await makeDue(t.db, queued.id);
    expect(await t.app.mailer.queue.runDue()).toBe(1);
    const [done] = await mailJobs(t.db, { id: queued.id });
    expect(done).toMatchObject({ state: 'completed', retryCount: 2 });
    expect(done.data).toEqual({ to: 'someone@example.com', subject: 'Retry me' });
    const files = emlFiles(blocked);
    expect(files).toHaveLength(1);
    expect((await simpleParser(readFileSync(path.join(blocked, files[0])))).subject).toBe('Retry me');

    // pg-boss's archive keeps what the job kept: no body.
    await t.db.update(bossJobs).set({ completedOn: new Date(Date.now() - 24 * 60 * 60_000) }).where(and(eq(bossJobs.name, MAIL_QUEUE), eq(bossJobs.id, queued.id)));
    await t.app.mailer.queue.boss.archive();
    expect(await t.db.select().from(bossJobs).where(eq(bossJobs.id, queued.id))).toEqual([]);
    const [archived] = await mailJobs(t.db, { id: queued.id });
    expect(archived.data).toEqual({ to: 'someone@example.com', subject: 'Retry me' });
  });

  test('after the last attempt the mail is left failed with its error', async () => {
    const id = String(await t.app.mailer.queue.enqueue({ from: 'a@b.c', to: 'late@example.com', subject: 's', text: 't', html: 'h' }));
    // Seven attempts made already (pg-boss counts retries: the eighth attempt is retry 7 of 7).
    await t.db.update(bossJobs).set({ retryCount: 6, state: 'retry' }).where(and(eq(bossJobs.name, MAIL_QUEUE), eq(bossJobs.id, id)));
    await t.db.execute(sql`update pgboss.job set started_on = now() where id = ${id}::uuid`);
    // Break the outbox again: a file in its place.
    rmSync(blocked, { recursive: true, force: true });
    writeFileSync(blocked, 'not a folder');
    await makeDue(t.db, id);
    expect(await t.app.mailer.queue.runDue()).toBe(0);
    const [row] = await mailJobs(t.db, { id });
    expect(row).toMatchObject({ state: 'failed', retryCount: 7, retryLimit: 7 });
    expect((row.output as { message?: string }).message).toBeTruthy();
    // Not tried again.
    await makeDue(t.db, id);
    expect(await t.app.mailer.queue.runDue()).toBe(0);
  });
});

/** Just enough of an SMTP server to accept mail (or refuse it with a 4xx while `refuse` is set). */
function startSmtpServer(): Promise<{ server: Server; port: number; received: string[]; state: { refuse: boolean } }> {
  const received: string[] = [];
  const state = { refuse: false };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let inData = false;
    let buffer = '';
    let data = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'MAIL') socket.write(state.refuse ? '451 try again later\r\n' : '250 ok\r\n');
        else if (verb === 'RCPT') socket.write('250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
  });
  server.on('close', () => sockets.forEach((s) => s.destroy()));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received, state });
    }),
  );
}

describe('mailer with SMTP_URL', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` }, mailer: { queue: { pollMs: 60_000 } } });
  });
  afterAll(async () => {
    await t?.close();
    for (const s of [smtp.server]) s.close();
  });

  test('a mail is queued at once and delivered through the SMTP server; none goes to the outbox', async () => {
    await t.app.mailer.send({ to: 'buyer@example.com', replyTo: 'r@example.com', subject: 'Over SMTP', text: 'Plain', html: '<p>Rich</p>' });
    // The nudged worker delivers it; runDue waits for anything still due.
    await t.app.mailer.queue.runDue();
    for (let i = 0; i < 100 && smtp.received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(smtp.received).toHaveLength(1);
    const parsed = await simpleParser(smtp.received[0]);
    expect(parsed.subject).toBe('Over SMTP');
    expect(addresses(parsed.to)).toEqual(['buyer@example.com']);
    expect(addresses(parsed.replyTo)).toEqual(['r@example.com']);
    expect(parsed.text?.trim()).toBe('Plain');
    expect(emlFiles(t.config.outboxDir)).toEqual([]);
    for (let i = 0; i < 100; i++) {
      const [row] = await mailJobs(t.db);
      if (row?.state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const rows = await mailJobs(t.db);
    expect(rows.map((r) => r.state)).toEqual(['completed']);
  });

  test('a server that refuses the mail only delays it: it is retried later and then delivered', async () => {
    smtp.state.refuse = true;
    const id = String(await t.app.mailer.queue.enqueue({ from: 'a@example.com', to: 'later@example.com', subject: 'Later', text: 't', html: 'h' }));
    await t.app.mailer.queue.runDue();
    const [refused] = await mailJobs(t.db, { id });
    expect(refused.state).toBe('retry');
    expect((refused.output as { message?: string }).message).toMatch(/451/);
    expect(refused.startAfter.getTime()).toBeGreaterThan(Date.now());

    smtp.state.refuse = false;
    await makeDue(t.db, id);
    expect(await t.app.mailer.queue.runDue()).toBe(1);
    expect(smtp.received.some((m) => m.includes('Subject: Later'))).toBe(true);
  });
});

describe('mailer.enqueue: mails queued as part of a larger change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ mailer: { queue: { pollMs: 60_000 } } });
  });
  afterAll(async () => t?.close());

  test('queued inside a transaction: sent only if it commits, once per dedupe key', async () => {
    const mail = { to: 'buyer@example.com', subject: 'A new post matches', text: 't', html: '<p>t</p>' };
    await expect(
      t.db.transaction(async (tx) => {
        expect(await t.app.mailer.enqueue(mail, { db: tx, dedupeKey: 'post-1:buyer-1' })).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await mailJobs(t.db)).toEqual([]);

    await t.db.transaction(async (tx) => {
      expect(await t.app.mailer.enqueue(mail, { db: tx, dedupeKey: 'post-1:buyer-1' })).toBe(true);
    });
    expect(await t.app.mailer.enqueue(mail, { dedupeKey: 'post-1:buyer-1' })).toBe(false);
    expect(emlFiles(t.config.outboxDir)).toEqual([]);

    expect(await t.app.mailer.queue.runDue()).toBe(1);
    const files = emlFiles(t.config.outboxDir);
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(readFileSync(path.join(t.config.outboxDir, files[0])));
    expect(parsed.subject).toBe('A new post matches');
    expect(parsed.from?.text).toBe('"Insolvency Marketplace" <no-reply@test.invalid>');
  });
});
