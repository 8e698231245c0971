import { z } from 'zod';
import { ALERT_FREQUENCIES } from '../interest';
import { SAVED_SEARCH_MESSAGES } from '../saved-searches';
import { SEARCH_ADDED_DAYS, SEARCH_FACET_KEYS, SEARCH_FACET_VALUES_MAX, searchTextWords } from '../search';
import { id, idParam } from './fields';
import { searchQuerySchema } from './search';

/** A label id, or several (any of them): at most SEARCH_FACET_VALUES_MAX, as the search takes them. */
function labelIds(message: string) {
  return z.union([id(message), z.array(id(message)).min(1, message).max(SEARCH_FACET_VALUES_MAX, `At most ${SEARCH_FACET_VALUES_MAX} values of one filter`)], { error: message });
}

/** The filters of a saved search, as JSON: what the search page's address holds besides words and page, each optional; nothing else. */
export const savedSearchFiltersSchema = z.strictObject(
  {
    region: labelIds('Unknown region').optional(),
    sector: labelIds('Unknown sector').optional(),
    turnover: labelIds('Unknown turnover band').optional(),
    employees: labelIds('Unknown employees band').optional(),
    trading: labelIds('Unknown trading status').optional(),
    appointment: labelIds('Unknown appointment type').optional(),
    added: z.union(SEARCH_ADDED_DAYS.map((days) => z.literal(days)), { error: `Added must be one of ${SEARCH_ADDED_DAYS.join(', ')} (days)` }).optional(),
    sort: z.enum(['newest', 'closing'], { error: 'Sort must be newest or closing, or left out' }).optional(),
    exact: z.boolean({ error: 'Exact must be true or false' }).optional(),
  },
  { error: 'Filters may only be region, sector, turnover, employees, trading, appointment, added, sort and exact' },
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
  .refine((search) => searchTextWords(search.Query).length > 0 || SEARCH_FACET_KEYS.some((key) => search.Filters[key] !== undefined), {
    error: SAVED_SEARCH_MESSAGES.empty,
    path: ['Query'],
  });
export type SaveSearchRequest = z.input<typeof saveSearchRequestSchema>;

/** `DELETE buyer/saved-searches?id=`: one of the buyer's saved searches. */
export const savedSearchIdQuerySchema = z.object({ id: idParam(SAVED_SEARCH_MESSAGES.notFound) });
