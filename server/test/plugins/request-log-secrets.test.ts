import { ROLES } from '@insolvency/shared-contracts';
import { unsubscribeUrl } from '../../src/services/interest/unsubscribe-links';
import { createUser } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { capturedLog } from '../log-capture';

// Security finding (issue 35): unsubscribe signatures were written to the request log in full.

const { lines, logger } = capturedLog('info');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logger });
});
afterAll(async () => t?.close());

test('an unsubscribe link opened and used: the log holds neither its signature nor a token-looking value', async () => {
  const buyer = await createUser(t.db, { role: ROLES.buyer });
  const link = new URL(unsubscribeUrl(t.app.ctx, buyer.id, 'alerts'));
  const sig = link.searchParams.get('sig')!;
  const url = `${link.pathname}${link.search}`;
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
  const opaque = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  await t.app.inject({ method: 'GET', url: `/api/unauth/homeposts?ref=${opaque}` });

  const log = lines.join('');
  expect(log).toContain('/api/unauth/unsubscribe?u=');
  expect(log).toContain('sig=[redacted]');
  expect(log).not.toContain(sig);
  expect(log).not.toContain(encodeURIComponent(sig));
  expect(log).not.toContain(opaque);
});
