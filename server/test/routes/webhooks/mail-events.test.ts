import { eq } from 'drizzle-orm';
import { emailSuppressions } from '../../../src/db/schema/messaging';
import { users } from '../../../src/db/schema/users';
import { signMailEvents, WEBHOOK_MESSAGES } from '../../../src/services/notifications/mail-events';
import { isSuppressed } from '../../../src/services/notifications/suppressions';
import { createUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const SECRET = 'test-webhook-secret';

/** Posts events the way a provider would: raw JSON, timestamp and signature headers. */
function post(body: unknown, options: { secret?: string; timestamp?: number; signature?: string; app?: TestApp } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  return (options.app ?? t).app.inject({
    method: 'POST',
    url: '/api/webhooks/mail-events',
    headers: {
      'content-type': 'application/json',
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': options.signature ?? signMailEvents(options.secret ?? SECRET, timestamp, raw),
    },
    payload: raw,
  });
}

const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /api/webhooks/mail-events', () => {
  test('a signed bounce records the reason and date on the matching primary address, case-insensitively', async () => {
    const user = await createUser(t.db, { email1: 'Bouncy@Example.com' });
    const res = await post({ events: [{ type: 'bounce', email: 'bouncy@EXAMPLE.com', occurredAt: '2026-03-04T10:00:00Z' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ processed: 1 });
    const after = await row(user.id);
    expect(after.email1DisableReason).toBe('bounce');
    expect(after.email1DisableDateTime?.toISOString()).toBe('2026-03-04T10:00:00.000Z');
    expect(after.email2DisableReason).toBeNull();
    const suppressions = await t.db.select().from(emailSuppressions).where(eq(emailSuppressions.userId, user.id));
    expect(suppressions).toEqual([expect.objectContaining({ addressSlot: 1, reason: 'bounce' })]);
    expect(await isSuppressed(t.app.ctx, 'BOUNCY@example.com')).toBe(true);
  });

  test('an unsubscribe of a secondary address marks that slot only; unknown addresses are ignored', async () => {
    const user = await createUser(t.db, { email2: 'second-unsub@example.com' });
    const res = await post({
      events: [
        { type: 'unsubscribe', email: 'second-unsub@example.com' },
        { type: 'block', email: 'nobody-at-all@example.com' },
      ],
    });
    expect(res.json()).toEqual({ processed: 1 });
    const after = await row(user.id);
    expect(after.email1DisableReason).toBeNull();
    expect(after.email2DisableReason).toBe('unsubscribe');
    expect(after.email2DisableDateTime).toBeInstanceOf(Date);
    expect(await isSuppressed(t.app.ctx, user.email1)).toBe(false);
    expect(await isSuppressed(t.app.ctx, 'second-unsub@example.com')).toBe(true);
  });

  test('a wrong signature is 401 and changes nothing', async () => {
    const user = await createUser(t.db);
    const body = { events: [{ type: 'block', email: user.email1 }] };
    for (const options of [{ secret: 'another-secret' }, { signature: 'nothex' }, { signature: '' }]) {
      const res = await post(body, options);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: WEBHOOK_MESSAGES.badSignature });
    }
    // Signed for a different body.
    const timestamp = String(Math.floor(Date.now() / 1000));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/mail-events',
      headers: { 'content-type': 'application/json', 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signMailEvents(SECRET, timestamp, '{"events":[]}') },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(401);
    expect((await row(user.id)).email1DisableReason).toBeNull();
  });

  test('a stale or missing timestamp is 401, even when correctly signed', async () => {
    const user = await createUser(t.db);
    const body = { events: [{ type: 'block', email: user.email1 }] };
    for (const timestamp of [Math.floor(Date.now() / 1000) - 6 * 60, Math.floor(Date.now() / 1000) + 6 * 60]) {
      const res = await post(body, { timestamp });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: WEBHOOK_MESSAGES.staleTimestamp });
    }
    const none = await t.app.inject({ method: 'POST', url: '/api/webhooks/mail-events', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(none.statusCode).toBe(401);
    expect((await row(user.id)).email1DisableReason).toBeNull();
  });

  test('a signed but malformed body is 400', async () => {
    const bad = await post({ events: [{ type: 'opened', email: 'x@example.com' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'events.0.type': ['type must be one of unsubscribe, complaint, bounce, block'] });
    expect((await post('{not json')).statusCode).toBe(400);
    expect((await post({})).statusCode).toBe(400);
  });

  test('without a configured secret the webhook does not exist', async () => {
    const off = await buildTestApp({ config: { mailWebhookSecret: null } });
    try {
      const res = await post({ events: [] }, { app: off });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
