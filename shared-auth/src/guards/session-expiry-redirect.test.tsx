import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createTestStore } from '../testing';
import { expireSession } from '../session/persist-session';
import { SessionExpiryRedirect } from './session-expiry-redirect';

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

  it('sends the user from home to Login without a route', () => {
    const store = renderAt('/');

    act(() => expireSession(store.dispatch));

    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login\?reason=expired$/);
  });
});
