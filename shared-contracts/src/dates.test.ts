import { formatClock, formatDisplayDate, londonToday } from './dates';

const zoneDatabase = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'long',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** London's wall clock at `instant` as the time zone database has it, in formatClock's shape. */
function expected(instant: Date): { time: string; date: string } {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of zoneDatabase.formatToParts(instant)) part[type] = value;
  return { time: `${part.hour}:${part.minute}:${part.second}`, date: `${part.day} ${part.month} ${part.year}` };
}

const HOUR = 3_600_000;

test('the London wall clock follows the time zone database hour by hour round every change of the clocks, 1996-2040', () => {
  const mismatches: string[] = [];
  for (let year = 1996; year <= 2040; year += 1) {
    // Each hour of the last ten days of March and of October (both changes fall there), and the turns of the year.
    for (const start of [Date.UTC(year, 2, 22), Date.UTC(year, 9, 22), Date.UTC(year, 11, 31, 20)]) {
      for (let hour = 0; hour < 10 * 24; hour += 1) {
        for (const minute of [0, 59]) {
          const instant = new Date(start + hour * HOUR + minute * 60_000 + 30_000);
          const [actual, wanted] = [formatClock(instant), expected(instant)];
          if (actual.time !== wanted.time || actual.date !== wanted.date) mismatches.push(`${instant.toISOString()}: ${JSON.stringify(actual)} != ${JSON.stringify(wanted)}`);
        }
      }
    }
  }
  expect(mismatches.slice(0, 5)).toEqual([]);
});

test('before 1996 the time zone database decides (the clocks changed on other days then)', () => {
  // 1990: summer time ended on 28 October at 01:00 UTC, the day after the fourth Saturday.
  for (const instant of [new Date('1990-10-28T00:30:00Z'), new Date('1990-10-28T01:30:00Z'), new Date('1985-07-01T12:00:00Z')]) {
    expect(formatClock(instant)).toEqual(expected(instant));
  }
});

test('today, display dates and the clock read London, not UTC', () => {
  // 23:30 UTC on 30 June is already 1 July in London (BST); in January it is not.
  expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  expect(londonToday(new Date('2026-01-30T23:30:00Z'))).toBe('2026-01-30');
  expect(formatDisplayDate('2026-03-29T00:59:59Z')).toBe('29 March 2026');
  expect(formatDisplayDate('2026-10-24T23:30:00Z')).toBe('25 October 2026');
  expect(formatDisplayDate('2026-05-04')).toBe('04 May 2026');
  expect(formatClock(new Date('2026-03-29T01:00:00Z'))).toEqual({ time: '02:00:00', date: '29 March 2026' });
  expect(formatClock(new Date('2026-10-25T00:59:59Z'))).toEqual({ time: '01:59:59', date: '25 October 2026' });
  expect(formatClock(new Date('2026-10-25T01:00:00Z'))).toEqual({ time: '01:00:00', date: '25 October 2026' });
});
