import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

export const LONDON = 'Europe/London';
export const WIRE_DATE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_DATE_FORMAT = 'DD MMMM YYYY';
export const CLOCK_TIME_FORMAT = 'HH:mm:ss';

/** Today's date in Europe/London as `YYYY-MM-DD` ("today" on the wire). */
export function londonToday(now: Date = new Date()): string {
  return dayjs(now).tz(LONDON).format(WIRE_DATE_FORMAT);
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
  return dayjs(value).tz(LONDON).format(DISPLAY_DATE_FORMAT);
}

export function formatClock(now: Date): { time: string; date: string } {
  const london = dayjs(now).tz(LONDON);
  return { time: london.format(CLOCK_TIME_FORMAT), date: london.format(DISPLAY_DATE_FORMAT) };
}

export function isWireDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs.utc(value).format(WIRE_DATE_FORMAT) === value;
}
