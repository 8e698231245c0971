// Also run on PostgreSQL by `npm test`: the job queue and mail on connections of their own (pg-boss), which PGlite shares with the app.
import Fastify from 'fastify';
import { errorHandler } from '../../src/plugins/error-handler';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../src/plugins/database-unavailable';

// While PostgreSQL is down or restarting, a call is answered 503 with Retry-After (the client
// may try again), not a 500 that says the request itself broke something.

const withCode = (message: string, code: string, cause?: unknown) => Object.assign(new Error(message, { cause }), { code });

test.each([
  ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['a connection cut by the server', new Error('Connection terminated unexpectedly')],
  ['the pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
  ['an administrator shutting the server down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
  ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
  ['a connection exception (class 08)', withCode('connection failure', '08006')],
  ['the driver error wrapped by drizzle', new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
])('%s is the database being unavailable', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true);
});

test.each([
  ['a unique violation', withCode('duplicate key value', '23505')],
  ['a check violation wrapped by drizzle', new Error('Failed query', { cause: withCode('violates check constraint', '23514') })],
  ['a plain programming error', new TypeError('x is not a function')],
])('%s is not', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false);
});

test('the error handler answers 503 JSON with Retry-After for an unreachable database, 500 otherwise', async () => {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  app.get('/down', async () => {
    throw new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED') });
  });
  app.get('/broken', async () => {
    throw withCode('duplicate key value', '23505');
  });
  const down = await app.inject({ url: '/down' });
  expect(down.statusCode).toBe(503);
  expect(down.headers['retry-after']).toBe('10');
  expect(down.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);
  await app.close();
});
