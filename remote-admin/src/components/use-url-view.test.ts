import { ID_FIELD, oneOf, PAGE_FIELD, parseView, textField, viewSearch } from './use-url-view';

const FIELDS = { sort: oneOf(['lastLogin', 'surname'], 'lastLogin'), pageSize: oneOf([10, 50], 50), page: PAGE_FIELD, userId: ID_FIELD, search: textField(5) };

it('reads each value from the query, its fallback when absent or not one it accepts', () => {
  expect(parseView(FIELDS, new URLSearchParams('sort=surname&pageSize=10&page=3&userId=7&search=acme'))).toEqual({ sort: 'surname', pageSize: '10', page: '3', userId: '7', search: 'acme' });
  expect(parseView(FIELDS, new URLSearchParams('sort=password&pageSize=20&page=0&userId=-1&search=toolong'))).toEqual({ sort: 'lastLogin', pageSize: '50', page: '1', userId: '', search: '' });
  expect(parseView(FIELDS, new URLSearchParams())).toEqual({ sort: 'lastLogin', pageSize: '50', page: '1', userId: '', search: '' });
});

it('writes only what differs from the fallbacks, so the default view is the plain address', () => {
  expect(viewSearch(FIELDS, { sort: 'lastLogin', pageSize: '50', page: '1', userId: '', search: '' }).toString()).toBe('');
  expect(viewSearch(FIELDS, { sort: 'surname', pageSize: '50', page: '2', userId: '', search: 'a b' }).toString()).toBe('sort=surname&page=2&search=a+b');
});
