import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createTestStore } from '../testing';
import { expireSession } from '../session/persist-session';
import { SessionExpiryRedirect } from './session-expiry-redirect';
import { parseLoginQuery, pathAfterLogin } from './login-path';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(url: string) {
  const store = createTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <SessionExpiryRedirect />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('SessionExpiryRedirect', () => {
  it('does nothing while the session has not expired', () => {
    renderAt('/post/5');
    expect(screen.getByTestId('where')).toHaveTextContent('/post/5');
  });

  it('takes the user to Login with the current route, its id and reason expired', () => {
    const store = renderAt('/post/5/amend-detail');

    act(() => expireSession(store.dispatch));

    expect(screen.getByTestId('where')).toHaveTextContent('/login?route=AmendDetail&id=5&reason=expired');
    expect(store.getState().session.expiredAt).toBeNull();
  });

  it('keeps the words and filters of a search, so Login returns to the same results', () => {
    const store = renderAt('/search?q=bakery+leeds&region=13&trading=1&page=2');

    act(() => expireSession(store.dispatch));

    const where = screen.getByTestId('where').textContent ?? '';
    expect(where).toMatch(/^\/login\?route=Search&id=.+&reason=expired$/);
    const query = parseLoginQuery(where.slice(where.indexOf('?')));
    expect(pathAfterLogin(query)).toBe('/search?q=bakery+leeds&region=13&trading=1&page=2');
  });

  it('sends the user from home to Login without a route', () => {
    const store = renderAt('/');

    act(() => expireSession(store.dispatch));

    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login\?reason=expired$/);
  });
});
