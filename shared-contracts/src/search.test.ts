import { parseSearchText, parseSearchView, searchFilterOf, searchPagePath, searchTextKey, searchViewParams, SEARCH_PAGE_SIZE, SEARCH_WORDS_MAX } from './search';
import { searchQuerySchema } from './schemas/search';

describe('the search page address', () => {
  test('holds several values per filter, the sort and the days since added, and gives them back as the call', () => {
    const view = parseSearchView(new URLSearchParams('q=shop&region=3&region=1&region=3&sector=200&sort=closing&added=7&turnover=x'));
    expect(view).toEqual({ q: 'shop', region: [1, 3], sector: 200, sort: 'closing', added: 7, page: 1 });
    expect(searchViewParams(view).toString()).toBe('q=shop&region=1&region=3&sector=200&sort=closing&added=7');
    expect(searchFilterOf(view)).toMatchObject({ region: [1, 3], sector: 200, sort: 'closing', added: 7 });
    expect(parseSearchView(new URLSearchParams('sort=relevance&added=3'))).toEqual({ q: '', page: 1 });
  });

  it('reads words, filters and page, and writes them back the same', () => {
    const params = new URLSearchParams('q=bakery+leeds&region=3&sector=12&turnover=2&employees=4&trading=1&page=2');
    const view = parseSearchView(params);
    expect(view).toEqual({ q: 'bakery leeds', region: 3, sector: 12, turnover: 2, employees: 4, trading: 1, page: 2 });
    expect(searchViewParams(view).toString()).toBe('q=bakery+leeds&region=3&sector=12&turnover=2&employees=4&trading=1&page=2');
  });

  it('keeps exact=1 (words as typed, not corrected), and only that value', () => {
    const view = parseSearchView(new URLSearchParams('q=nursng+home&exact=1&page=2'));
    expect(view).toEqual({ q: 'nursng home', exact: true, page: 2 });
    expect(searchViewParams(view).toString()).toBe('q=nursng+home&exact=1&page=2');
    expect(searchFilterOf(view)).toMatchObject({ q: 'nursng home', exact: true });
    expect(parseSearchView(new URLSearchParams('q=a&exact=yes'))).toEqual({ q: 'a', page: 1 });
  });

  it('cuts a text past the most words after the last word allowed, keeping its syntax', () => {
    const words = Array.from({ length: SEARCH_WORDS_MAX + 5 }, (_, index) => `w${index}`);
    const view = parseSearchView(new URLSearchParams({ q: `"${words.join(' ')}"` }));
    expect(view.q).toBe(`"${words.slice(0, SEARCH_WORDS_MAX).join(' ')}`);
  });

  it('leaves out what a hand-edited link gets wrong instead of failing', () => {
    const view = parseSearchView(new URLSearchParams('q=%20cafe%0Abar%20&region=abc&sector=-1&page=100000'));
    expect(view).toEqual({ q: 'cafe bar', page: 1 });
  });

  it('always asks the server something it accepts', () => {
    const long = Array.from({ length: SEARCH_WORDS_MAX + 10 }, (_, index) => `word${index}`).join(' ');
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

describe('search text as people type it', () => {
  const word = (text: string, negated = false) => ({ words: [text], phrase: false, negated });
  const phrase = (text: string, negated = false) => ({ words: text.split(' '), phrase: true, negated });

  it('reads words that must all match, lower case, punctuation separating them', () => {
    expect(parseSearchText('Bakery, Leeds!')).toEqual([[word('bakery')], [word('leeds')]]);
    expect(parseSearchText('co-op b&q')).toEqual([[word('co')], [word('op')], [word('b')], [word('q')]]);
  });

  it('reads OR in capitals between two terms; lower-case "or" is a word', () => {
    expect(parseSearchText('bakery OR brewery leeds')).toEqual([[word('bakery'), word('brewery')], [word('leeds')]]);
    expect(parseSearchText('a OR b OR "c d"')).toEqual([[word('a'), word('b'), phrase('c d')]]);
    expect(parseSearchText('bed or breakfast')).toEqual([[word('bed')], [word('or')], [word('breakfast')]]);
    expect(parseSearchText('OR bakery OR')).toEqual([[word('bakery')]]);
  });

  it('reads -word and -"a phrase" at the start of a word as left out, not a hyphen inside or alone', () => {
    expect(parseSearchText('shop -bakery')).toEqual([[word('shop')], [word('bakery', true)]]);
    expect(parseSearchText('shop -"two units"')).toEqual([[word('shop')], [phrase('two units', true)]]);
    expect(parseSearchText('shop -co-op')).toEqual([[word('shop')], [phrase('co op', true)]]);
    expect(parseSearchText('buy - sell well-known')).toEqual([[word('buy')], [word('sell')], [word('well')], [word('known')]]);
  });

  it('reads "quoted words" as a phrase, a quoted word included, an unclosed quote to the end', () => {
    expect(parseSearchText('"two retail units" leeds')).toEqual([[phrase('two retail units')], [word('leeds')]]);
    expect(parseSearchText('"pub"')).toEqual([[phrase('pub')]]);
    expect(parseSearchText('leeds "two retail')).toEqual([[word('leeds')], [phrase('two retail')]]);
    expect(parseSearchText('"" "!!" & | ! :* ( )')).toEqual([]);
  });

  it('makes one key of texts that make the same search', () => {
    expect(searchTextKey('Bakery,  OR brewery -"Two Units"')).toBe(searchTextKey('bakery OR brewery -"two units"'));
    expect(searchTextKey('bakery -brewery')).not.toBe(searchTextKey('bakery brewery'));
    expect(searchTextKey('"two units"')).not.toBe(searchTextKey('two units'));
  });
});
