import { createClock } from '../../src/services/clock';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the one clock', () => {
  it('reads its source for both readings when nothing moves the calendar', () => {
    const clock = createClock(() => Date.parse('2026-11-26T23:30:00Z'));
    expect(clock.now().toISOString()).toBe('2026-11-26T23:30:00.000Z');
    expect(clock.realNow().toISOString()).toBe('2026-11-26T23:30:00.000Z');
    expect(clock.today()).toBe('2026-11-26');
  });

  it('moves the calendar reading and "today" only; the real reading stays with the source', () => {
    let source = Date.parse('2026-06-30T23:30:00Z');
    const clock = createClock(() => source, (real) => () => real() + 3 * DAY_MS);
    expect(clock.now().toISOString()).toBe('2026-07-03T23:30:00.000Z');
    expect(clock.today()).toBe('2026-07-04'); // British Summer Time: 00:30 in London
    expect(clock.realNow().toISOString()).toBe('2026-06-30T23:30:00.000Z');
    source += DAY_MS;
    expect(clock.today()).toBe('2026-07-05');
  });
});
