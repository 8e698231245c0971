import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestStore } from '@insolvency/shared-auth/testing';
import { UiProvider } from '../ui-provider';

/**
 * Renders a remote's screen in a fresh store, the theme and a memory router, at `path` when
 * the screen reads route parameters (`pattern` is its route, e.g. `/admin/user/:id`); any
 * other route shows "Elsewhere".
 */
export function renderScreen(Screen: ComponentType, at?: { path: string; pattern: string }) {
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
