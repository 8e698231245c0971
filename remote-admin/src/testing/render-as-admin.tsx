import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROLES } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';

/** Stores a current access token of the demo admin (id 1), as after login. */
export function loginAsAdmin(): void {
  localStorage.clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.admin, sub: '1', name: 'Ada Admin' }));
}

/**
 * Renders a screen of this remote in a fresh store and a memory router, at `path` when the
 * screen reads route parameters (`pattern` is its route, e.g. `/admin/user/:id`).
 */
export function renderAdminScreen(Screen: ComponentType, at?: { path: string; pattern: string }) {
  const store = createTestStore();
  const view = render(
    <UiProvider>
      <Provider store={store}>
        <MemoryRouter initialEntries={[at?.path ?? '/']}>
          {at ? (
            <Routes>
              <Route path={at.pattern} element={<Screen />} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
          ) : (
            <Screen />
          )}
        </MemoryRouter>
      </Provider>
    </UiProvider>,
  );
  return { store, unmount: view.unmount };
}
