import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * A clock that journeys can move, one request at a time, when `ENABLE_TEST_CLOCK=true`
 * (never in production: the config refuses it). A request carrying
 * `X-Test-Clock-Offset-Days: <n>` is answered as if it were n days later: the clock's calendar
 * reading (`ctx.now()`, `ctx.today()`, the public cache's date) moves; its real reading
 * (`ctx.realNow()`: tokens, throttles, captcha) and the background sweep keep the real time
 * (services/clock.ts).
 *
 * Per request rather than one server-wide clock because journeys run in parallel against one
 * server: moving everyone's clock would refuse another journey's "Post Now" (start before today).
 * Without the flag the header is ignored and no hook is registered.
 */
export const TEST_CLOCK_HEADER = 'x-test-clock-offset-days';
export const TEST_CLOCK_MAX_DAYS = 3660;
const DAY_MS = 24 * 60 * 60 * 1000;

const offsets = new AsyncLocalStorage<number>();

/** `now` moved by the offset of the request being answered (none outside a request). */
export function withTestClock(now: () => number): () => number {
  return () => now() + (offsets.getStore() ?? 0);
}

export function registerTestClock(app: FastifyInstance): void {
  // preHandler: after body parsing (which leaves the async context), right before the handler.
  app.addHook('preHandler', (request, _reply, done) => {
    const raw = request.headers[TEST_CLOCK_HEADER];
    if (raw === undefined) {
      done();
      return;
    }
    const days = typeof raw === 'string' && /^-?\d{1,4}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    if (!Number.isInteger(days) || Math.abs(days) > TEST_CLOCK_MAX_DAYS) {
      done(new AppError(400, `${TEST_CLOCK_HEADER} must be a whole number of days between -${TEST_CLOCK_MAX_DAYS} and ${TEST_CLOCK_MAX_DAYS}`));
      return;
    }
    offsets.run(days * DAY_MS, done);
  });
}
