import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export const LONDON = 'Europe/London';
export const WIRE_DATE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_DATE_FORMAT = 'DD MMMM YYYY';
export const CLOCK_TIME_FORMAT = 'HH:mm:ss';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The first year of the summer-time rule below (the EU's, which the UK kept after 2020). */
const SUMMER_TIME_RULE_SINCE = 1996;

/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`: when British Summer Time starts (March) or ends (October). */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

let londonWallClock: Intl.DateTimeFormat | undefined;

/** London's offset from UTC at an instant before 1996, when other rules applied: read from the time zone database. */
function historicLondonOffset(instant: Date): number {
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
  const wallClock = Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute), Number(part.second));
  return wallClock - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * London's offset from UTC at an instant: an hour in British Summer Time (from 01:00 UTC on the
 * last Sunday of March to 01:00 UTC on the last Sunday of October), none otherwise. Computed
 * rather than asked of `Intl`: making a formatter for a time zone loads the browser's zone data,
 * which cost a phone's first screen about 150 ms of its main thread (dates.test.ts checks the
 * rule against the time zone database hour by hour).
 */
function londonOffset(instant: Date): number {
  const year = instant.getUTCFullYear();
  if (year < SUMMER_TIME_RULE_SINCE) return historicLondonOffset(instant);
  const time = instant.getTime();
  return time >= lastSundayOneAm(year, 2) && time < lastSundayOneAm(year, 9) ? HOUR_MS : 0;
}

/** The wall-clock date and time in London at an instant, as a dayjs in UTC mode (for formatting). */
function inLondon(value: string | number | Date): dayjs.Dayjs {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return dayjs.utc(Number.NaN);
  return dayjs.utc(instant.getTime() + londonOffset(instant));
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

/** A timestamp as `DD MMMM YYYY, HH:mm` in Europe/London (signatures, downloads, closing times). */
export function formatDisplayDateTime(value: string | Date): string {
  return inLondon(value).format(`${DISPLAY_DATE_FORMAT}, HH:mm`);
}

/** A London wall-clock date and time as the closing-time picker gives it: `YYYY-MM-DDTHH:mm`. */
export const LONDON_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant of a London wall-clock time (`YYYY-MM-DDTHH:mm`); null for a malformed one or one the clocks skip (spring forward). In the hour the clocks go back, the first (summer-time) instant. */
export function londonDateTimeToInstant(value: string): Date | null {
  const match = LONDON_DATE_TIME_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  for (const offset of [HOUR_MS, 0]) {
    const instant = new Date(wall - offset);
    if (toLondonDateTime(instant) === value) return instant;
  }
  return null;
}

/** The London wall-clock time of an instant as `YYYY-MM-DDTHH:mm` (the picker's value). */
export function toLondonDateTime(value: string | Date): string {
  return inLondon(value).format('YYYY-MM-DDTHH:mm');
}
