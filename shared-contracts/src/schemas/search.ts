import { z } from 'zod';
import { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE_MAX, SEARCH_TEXT_MAX_LENGTH, SEARCH_WORDS_MAX, searchTextWords } from '../search';
import { controlCharacterMessage, idParam, isSingleLine, tooLongMessage } from './fields';
import { boundedCount } from './posts';

/** `GET unauth/search?q=&region=&sector=&turnover=&employees=&trading=&page=&pageSize=` (see `SearchFilter`). */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Search text must be text' })
    .max(SEARCH_TEXT_MAX_LENGTH, { error: tooLongMessage('Search text', SEARCH_TEXT_MAX_LENGTH), abort: true })
    .refine(isSingleLine, { error: controlCharacterMessage('Search text'), abort: true })
    .refine((text) => searchTextWords(text).length <= SEARCH_WORDS_MAX, `Search text can hold at most ${SEARCH_WORDS_MAX} words`)
    .optional(),
  region: idParam('Unknown region').optional(),
  sector: idParam('Unknown sector').optional(),
  turnover: idParam('Unknown turnover band').optional(),
  employees: idParam('Unknown employees band').optional(),
  trading: idParam('Unknown trading status').optional(),
  page: boundedCount(`Page must be a whole number from 1 to ${SEARCH_PAGE_MAX}`, SEARCH_PAGE_MAX).optional(),
  pageSize: boundedCount(`Page size must be a whole number from 1 to ${SEARCH_PAGE_SIZE_MAX}`, SEARCH_PAGE_SIZE_MAX).optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
