// Also run on PostgreSQL by `npm test`: the job queue and mail on connections of their own (pg-boss), which PGlite shares with the app.
import type { FastifyBaseLogger } from 'fastify';
import { MailQueue, type MailDelivery, type OutgoingMail } from '../../../src/services/mail';
import { buildTestApp, type TestApp } from '../../helper';
import { mailJobs } from '../../queued-mails';

/** An outbox-like delivery that records each mail; the first one waits until `release()`. */
function recordingDelivery() {
  const delivered: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let started = () => {};
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  const delivery: MailDelivery = {
    kind: 'outbox',
    async deliver(mail: OutgoingMail) {
      if (delivered.length === 0) {
        started();
        await held;
      }
      delivered.push(mail.subject);
      return { messageId: `<${mail.subject}@test>` };
    },
    close: () => undefined,
  };
  return { delivery, delivered, release, firstStarted };
}

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined, child: () => silentLog } as unknown as FastifyBaseLogger;

describe('an instance stopping with a mail round under way (a restart)', () => {
  const stopping = recordingDelivery();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ mailer: { delivery: stopping.delivery, queue: { pollMs: 60_000, concurrency: 1 } } });
  });
  afterAll(async () => t?.close());

  test('finishes the mail it is sending, hands the others back untried, and another instance sends each of them once', async () => {
    const subjects = ['Restart 1', 'Restart 2', 'Restart 3', 'Restart 4', 'Restart 5'];
    for (const subject of subjects) await t.app.mailer.enqueue({ to: 'buyer@example.com', subject, text: subject, html: `<p>${subject}</p>` });
    t.app.mailer.queue.nudge();
    await stopping.firstStarted;

    const stopped = t.app.mailer.queue.stop();
    stopping.release();
    await stopped;
    expect(stopping.delivered).toHaveLength(1);
    const afterStop = await mailJobs(t.db);
    expect(afterStop.map((job) => [(job.data as Record<string, unknown>).subject ? 'sent' : 'waiting', job.state, job.retryCount]).sort()).toEqual([
      ['sent', 'completed', 0],
      ['waiting', 'created', 0],
      ['waiting', 'created', 0],
      ['waiting', 'created', 0],
      ['waiting', 'created', 0],
    ]);

    const other = recordingDelivery();
    other.release();
    const otherInstance = new MailQueue(t.db, other.delivery, silentLog);
    expect(await otherInstance.runDue()).toBe(4);
    expect([...stopping.delivered, ...other.delivered].sort()).toEqual(subjects);
    expect((await mailJobs(t.db)).every((job) => job.state === 'completed')).toBe(true);
  });
});
