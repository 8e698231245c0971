import { z } from 'zod';
import { SEARCH_ADDED_DAYS, SEARCH_FACET_VALUES_MAX, SEARCH_PAGE_MAX, SEARCH_SORTS, SEARCH_PAGE_SIZE_MAX, SEARCH_TEXT_MAX_LENGTH, SEARCH_WORDS_MAX, searchTextWords } from '../search';
import { controlCharacterMessage, idParam, isSingleLine, tooLongMessage } from './fields';
import { boundedCount } from './posts';

/** One id, or the same parameter repeated (`region=1&region=2`: any of them). */
function facetParam(message: string) {
  return z
    .union([z.string(), z.array(z.string())], { error: message })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(idParam(message)).max(SEARCH_FACET_VALUES_MAX, `At most ${SEARCH_FACET_VALUES_MAX} values of one filter`));
}

/** `GET unauth/search?q=&exact=1&region=&sector=&turnover=&employees=&trading=&appointment=&sort=&added=&page=&pageSize=` (each filter repeatable; see `SearchFilter`). */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Search text must be text' })
    .max(SEARCH_TEXT_MAX_LENGTH, { error: tooLongMessage('Search text', SEARCH_TEXT_MAX_LENGTH), abort: true })
    .refine(isSingleLine, { error: controlCharacterMessage('Search text'), abort: true })
    .refine((text) => searchTextWords(text).length <= SEARCH_WORDS_MAX, `Search text can hold at most ${SEARCH_WORDS_MAX} words`)
    .optional(),
  exact: z
    .literal('1', { error: 'Exact must be 1, or left out' })
    .transform(() => true)
    .optional()
    .describe('1: the words exactly as typed, a word found nowhere not replaced by the nearest words of the posts'),
  region: facetParam('Unknown region').optional(),
  sector: facetParam('Unknown sector').optional(),
  turnover: facetParam('Unknown turnover band').optional(),
  employees: facetParam('Unknown employees band').optional(),
  trading: facetParam('Unknown trading status').optional(),
  appointment: facetParam('Unknown appointment type').optional(),
  sort: z
    .enum(SEARCH_SORTS, { error: `Sort must be one of ${SEARCH_SORTS.join(', ')}` })
    .optional()
    .describe('relevance (the default): best match first; newest: newest on sale first; closing: closing soonest first'),
  added: z
    .enum(SEARCH_ADDED_DAYS.map(String) as ['1', '7', '30'], { error: `Added must be one of ${SEARCH_ADDED_DAYS.join(', ')} (days)` })
    .transform((days) => Number(days) as (typeof SEARCH_ADDED_DAYS)[number])
    .optional()
    .describe('Only posts that went on sale in the last 1, 7 or 30 days'),
  page: boundedCount(`Page must be a whole number from 1 to ${SEARCH_PAGE_MAX}`, SEARCH_PAGE_MAX).optional(),
  pageSize: boundedCount(`Page size must be a whole number from 1 to ${SEARCH_PAGE_SIZE_MAX}`, SEARCH_PAGE_SIZE_MAX).optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
