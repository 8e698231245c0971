import { addDays } from './dates';

/** The seller's invoice, certificate and interest lists filter by age (spec §2, §9). */
export const CREATED_FILTERS = [
  { key: 'none', label: 'None' },
  { key: 'lastWeek', label: 'Last Week' },
] as const;

export type CreatedFilter = (typeof CREATED_FILTERS)[number]['key'];

/** Spec §9: the Last Week filter covers 7 days, today (Europe/London) and the 6 before it. */
export const LAST_WEEK_DAYS = 7;

/**
 * Whether an item created on `createdDate` (`YYYY-MM-DD`) passes the filter on `today`
 * (`YYYY-MM-DD`, the London date). Wire dates compare as text.
 */
export function passesCreatedFilter(createdDate: string, filter: CreatedFilter, today: string): boolean {
  if (filter === 'none') return true;
  return createdDate >= addDays(today, -(LAST_WEEK_DAYS - 1)) && createdDate <= today;
}
