import { parseSearchView, searchFilterOf, searchPagePath, searchViewParams, SEARCH_PAGE_SIZE } from './search';
import { searchQuerySchema } from './schemas/search';

describe('the search page address', () => {
  it('reads words, filters and page, and writes them back the same', () => {
    const params = new URLSearchParams('q=bakery+leeds&region=3&sector=12&turnover=2&employees=4&trading=1&page=2');
    const view = parseSearchView(params);
    expect(view).toEqual({ q: 'bakery leeds', region: 3, sector: 12, turnover: 2, employees: 4, trading: 1, page: 2 });
    expect(searchViewParams(view).toString()).toBe('q=bakery+leeds&region=3&sector=12&turnover=2&employees=4&trading=1&page=2');
  });

  it('leaves out what a hand-edited link gets wrong instead of failing', () => {
    const view = parseSearchView(new URLSearchParams('q=%20cafe%0Abar%20&region=abc&sector=-1&page=100000'));
    expect(view).toEqual({ q: 'cafe bar', page: 1 });
  });

  it('always asks the server something it accepts', () => {
    const long = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    for (const query of [`q=${long}`, `q=${'x'.repeat(500)}`, 'q=%00%01', 'page=99']) {
      const filter = searchFilterOf(parseSearchView(new URLSearchParams(query)));
      expect(searchQuerySchema.safeParse(Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, String(value)]))).success).toBe(true);
    }
  });

  it('asks for a page of the standard size', () => {
    expect(searchFilterOf({ q: 'mill', page: 3 })).toEqual({ q: 'mill', page: 3, pageSize: SEARCH_PAGE_SIZE });
  });

  it('links to the results of some words', () => {
    expect(searchPagePath(' bakery & café ')).toBe('/search?q=bakery+%26+caf%C3%A9');
    expect(searchPagePath('  ')).toBe('/search');
  });
});
