import { z } from 'zod';
import { ALERT_FREQUENCIES } from '../interest';
import { SAVED_SEARCH_MESSAGES } from '../saved-searches';
import { searchTextWords } from '../search';
import { id, idParam } from './fields';
import { searchQuerySchema } from './search';

/** The filters of a saved search, as JSON: label ids, each optional; nothing else. */
export const savedSearchFiltersSchema = z.strictObject(
  {
    region: id('Unknown region').optional(),
    sector: id('Unknown sector').optional(),
    turnover: id('Unknown turnover band').optional(),
    employees: id('Unknown employees band').optional(),
    trading: id('Unknown trading status').optional(),
  },
  { error: 'Filters may only be region, sector, turnover, employees and trading' },
);

/**
 * `POST buyer/saved-searches {Query, Filters, Delivery}`: the words as the search's own `q` allows them
 * (length, words, no control characters), the search's filters, and each post at once (`each`)
 * or in the daily digest (`daily`); `each` when left out. At least one word or one filter. Words
 * the search ignores as too common (stop words) are refused by the server, which knows them.
 */
export const saveSearchRequestSchema = z
  .object({
    Query: searchQuerySchema.shape.q.transform((text) => (text ?? '').trim()),
    Filters: savedSearchFiltersSchema.optional().transform((filters) => filters ?? {}),
    Delivery: z.enum(ALERT_FREQUENCIES, { error: 'Delivery must be each or daily' }).optional().transform((delivery) => delivery ?? 'each'),
  })
  // Words are runs of letters and digits, as the search reads them: punctuation alone is no word, and such a search
  // without a filter would find every post that goes live.
  .refine((search) => searchTextWords(search.Query).length > 0 || Object.values(search.Filters).some((value) => value !== undefined), {
    error: SAVED_SEARCH_MESSAGES.empty,
    path: ['Query'],
  });
export type SaveSearchRequest = z.input<typeof saveSearchRequestSchema>;

/** `DELETE buyer/saved-searches?id=`: one of the buyer's saved searches. */
export const savedSearchIdQuerySchema = z.object({ id: idParam(SAVED_SEARCH_MESSAGES.notFound) });
