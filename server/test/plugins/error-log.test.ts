import { sql } from 'drizzle-orm';
import { seedReferenceLabels } from '../../src/seed/reference-labels';
import { sellerPayload, uniqueEmail } from '../accounts-support';
import { buildTestApp, type TestApp } from '../helper';
import { capturedLog } from '../log-capture';

// A request that fails inside the database is logged by the failure's code, constraint and
// statement, never by the values it carried (finding: a failed registration insert once
// logged the e-mail address, the names and the argon2 hash).

const { lines, logger } = capturedLog('info');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logger });
  await seedReferenceLabels(t.db);
  // Every new account now fails in PostgreSQL, as a full disk or a broken migration would.
  await t.db.execute(sql`ALTER TABLE users ADD CONSTRAINT refuse_new_users CHECK (id < 0) NOT VALID`);
});
afterAll(async () => t?.close());

test('a failing registration answers 500 and logs no address, name, password or hash', async () => {
  const email = uniqueEmail('secret-person');
  const payload = sellerPayload({ Email: email, Forenames: 'Zebedee', Surname: 'Quixotic', Password: 'Unguessable9Pass' });
  const res = await t.app.inject({ method: 'POST', url: '/api/register-insolvencypractitioner', payload });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ message: expect.any(String) });

  const log = lines.join('');
  const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
  expect(failure.error).toMatchObject({ type: 'DatabaseError', code: '23514', constraint: 'refuse_new_users', statement: 'insert "users"' });
  for (const secret of [email, 'Zebedee', 'Quixotic', 'Unguessable9Pass', '$argon2']) expect(log).not.toContain(secret);
  expect(log).not.toMatch(/[\w.+-]+@example\.com/);
});

test('a 1 MB e-mail at login leaves a short log and a 400', async () => {
  const before = lines.join('').length;
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: `${'a'.repeat(1_000_000)}@example.com`, Password: 'x' } });
  expect(res.statusCode).toBe(400);
  expect(lines.join('').length - before).toBeLessThan(2_000);
});
