import { londonToday } from '@insolvency/shared-contracts';

/**
 * The server's one clock, made once per app (`app.ts`) and handed to every part that reads the
 * time: services through their context (`ctx.now()`, `ctx.today()`, `ctx.realNow()`), plugins
 * and components built at start through `app.clock`. Tests pass its source (`buildTestApp({ now })`);
 * nothing else reads `Date.now()` or defaults a `now` argument.
 *
 * Two readings of the same source:
 * - `now()` is the product's calendar: posting periods, sale dates, offer closing times,
 *   "today", the public cache's date. With `ENABLE_TEST_CLOCK` a journey moves it for one
 *   request (`plugins/test-clock.ts`).
 * - `realNow()` is never moved by the test clock: what is stored to be compared with later real
 *   time — token expiry and revocation, throttles and rate limits, captcha challenges, the mail
 *   queue's retries, outbox file names. A journey moving its calendar must not expire its own
 *   session or fill a throttle window in the future.
 */
export interface Clock {
  now(): Date;
  /** "Today" as the product means it: the Europe/London date (`YYYY-MM-DD`) of `now()`. */
  today(): string;
  realNow(): Date;
}

/** `source`: real milliseconds (`Date.now` in production); `moved`: the same, as the product's calendar sees it. */
export function createClock(source: () => number, moved: (source: () => number) => () => number = (same) => same): Clock {
  const calendar = moved(source);
  // Formatting a London date costs ~80 µs; hot public reads ask many times a second.
  let memo = { second: Number.NaN, date: '' };
  const today = () => {
    const second = Math.floor(calendar() / 1000);
    if (second !== memo.second) memo = { second, date: londonToday(new Date(second * 1000)) };
    return memo.date;
  };
  return { now: () => new Date(calendar()), today, realNow: () => new Date(source()) };
}
