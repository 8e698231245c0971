import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export const LONDON = 'Europe/London';
export const WIRE_DATE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_DATE_FORMAT = 'DD MMMM YYYY';
export const CLOCK_TIME_FORMAT = 'HH:mm:ss';

let londonWallClock: Intl.DateTimeFormat | undefined;

/**
 * The wall-clock date and time in London at an instant, as a dayjs in UTC mode (for
 * formatting). One formatter, made once: dayjs's timezone plugin makes a new one on every
 * call (`toLocaleString` with a time zone), which cost ~45 ms of a phone's first screen.
 */
function inLondon(value: string | number | Date): dayjs.Dayjs {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return dayjs.utc(Number.NaN);
  londonWallClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of londonWallClock.formatToParts(instant)) part[type] = text;
  return dayjs.utc(`${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}.${String(instant.getUTCMilliseconds()).padStart(3, '0')}Z`);
}

/** Today's date in Europe/London as `YYYY-MM-DD` ("today" on the wire). */
export function londonToday(now: Date = new Date()): string {
  return inLondon(now).format(WIRE_DATE_FORMAT);
}

/** `YYYY-MM-DD` plus a number of days. */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format(WIRE_DATE_FORMAT);
}

/** Inclusive number of days from start to end: end - start + 1. */
export function inclusiveDays(startDate: string, endDate: string): number {
  return dayjs.utc(endDate).diff(dayjs.utc(startDate), 'day') + 1;
}

/** A wire date or timestamp as `DD MMMM YYYY` in Europe/London, en-GB. */
export function formatDisplayDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return dayjs.utc(value).format(DISPLAY_DATE_FORMAT);
  }
  return inLondon(value).format(DISPLAY_DATE_FORMAT);
}

export function formatClock(now: Date): { time: string; date: string } {
  const london = inLondon(now);
  return { time: london.format(CLOCK_TIME_FORMAT), date: london.format(DISPLAY_DATE_FORMAT) };
}

export function isWireDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs.utc(value).format(WIRE_DATE_FORMAT) === value;
}
