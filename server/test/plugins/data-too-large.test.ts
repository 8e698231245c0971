import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { DATA_TOO_LARGE_MESSAGE, errorHandler } from '../../src/plugins/error-handler';
import { openTestDatabase } from '../helper';

// A statement the database refuses for the size of what a client sent (an index entry or a
// value past a limit of PostgreSQL's) is the client's data being too large: 413 with a message
// that says so, never a 500 that says the server broke. The services bound every text so that
// none of these is met; this is the answer if one ever is.

let db: Database;
let close: () => Promise<void>;
let app: FastifyInstance;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  await db.execute(sql`create table too_large_probe (t text)`);
  await db.execute(sql`create index too_large_probe_idx on too_large_probe (t)`);
  await db.execute(sql`create table too_long_probe (v varchar(2))`);
  app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  app.post('/store', async (request) => {
    await db.execute(sql`insert into too_large_probe values (${(request.body as { text: string }).text})`);
    return { stored: true };
  });
  app.get('/short', async () => db.execute(sql`insert into too_long_probe values ('abc')`).then(() => ({})));
  app.get('/broken', async () => {
    throw Object.assign(new Error('duplicate key value'), { code: '23505' });
  });
});
afterAll(async () => {
  await app?.close();
  await close?.();
});

/** Varied letters that compress poorly: an index entry meets its limit at its full size. */
function incompressible(length: number): string {
  let state = 7;
  let text = '';
  while (text.length < length) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    text += String.fromCharCode(97 + (state % 26));
  }
  return text;
}

test('an index entry past its limit (SQLSTATE 54000) is a 413 saying the data is too large', async () => {
  expect((await app.inject({ method: 'POST', url: '/store', payload: { text: 'small' } })).json()).toEqual({ stored: true });
  const res = await app.inject({ method: 'POST', url: '/store', payload: { text: incompressible(10_000) } });
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 413, body: { message: DATA_TOO_LARGE_MESSAGE } });
});

test('a value too long for its type (SQLSTATE 22001) is a 413; another refusal stays a 500', async () => {
  expect((await app.inject({ url: '/short' })).statusCode).toBe(413);
  expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);
});
