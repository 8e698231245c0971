import { loginPath, parseLoginQuery, pathAfterLogin, searchReturnId } from './login-path';
import { routeForPathname } from './current-route';

describe('the Login query', () => {
  it('is written in the team format', () => {
    expect(loginPath({ route: 'PostDetail', id: '4', reason: 'expired' })).toBe(
      '/login?route=PostDetail&id=4&reason=expired',
    );
    expect(loginPath()).toBe('/login');
  });

  it('honours only known route names, so it never redirects off the site', () => {
    expect(parseLoginQuery('?route=https://evil.example&id=1')).toEqual({ route: null, id: '1', reason: null });
    expect(pathAfterLogin(parseLoginQuery('?route=https://evil.example'))).toBe('/');
    // An id is one segment of the named route's path: it cannot make an absolute or protocol-relative address.
    for (const id of ['//evil.example', 'https://evil.example', '/\\evil.example']) expect(pathAfterLogin(parseLoginQuery(`?route=PostDetail&id=${encodeURIComponent(id)}`))).toBe(`/post/${encodeURIComponent(id)}`);
  });

  it('sends the user to the named route with its id, otherwise home', () => {
    expect(pathAfterLogin(parseLoginQuery('?route=PostDetail&id=12'))).toBe('/post/12');
    expect(pathAfterLogin(parseLoginQuery('?route=PostingInbox'))).toBe('/posting-inbox/');
    expect(pathAfterLogin(parseLoginQuery('?route=Login'))).toBe('/');
    expect(pathAfterLogin(parseLoginQuery(''))).toBe('/');
  });

  it('sends the user back to a search with its words and filters, and only to the search', () => {
    const path = loginPath({ route: 'Search', id: 'q=bakery leeds&region=13' });
    expect(path).toBe('/login?route=Search&id=q%3Dbakery+leeds%26region%3D13');
    expect(pathAfterLogin(parseLoginQuery(path.slice(path.indexOf('?'))))).toBe('/search?q=bakery+leeds&region=13');
    expect(pathAfterLogin(parseLoginQuery('?route=Search'))).toBe('/search');
    // Only the search's own parameters come back, on /search.
    expect(pathAfterLogin(parseLoginQuery(`?route=Search&id=${encodeURIComponent('q=x&next=//evil.example&region=abc')}`))).toBe('/search?q=x');
  });
});

describe('searchReturnId', () => {
  it('keeps a search page address\'s words, filters and page, and nothing else', () => {
    expect(searchReturnId('?q=bakery&sector=4&employees=2&page=3&utm_source=mail')).toBe('q=bakery&sector=4&employees=2&page=3');
    expect(searchReturnId('?region=13')).toBe('region=13');
    expect(searchReturnId('')).toBeNull();
  });
});

describe('routeForPathname', () => {
  it('names static paths before parameterised ones', () => {
    expect(routeForPathname('/post/post-new')).toEqual({ route: 'PostWithoutDraft', id: null });
    expect(routeForPathname('/post/9')).toEqual({ route: 'PostDetail', id: '9' });
    expect(routeForPathname('/posting-inbox')).toEqual({ route: 'PostingInbox', id: null });
    expect(routeForPathname('/nowhere')).toBeNull();
  });
});
