import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestStore } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { markFirstScreenDrawn } from '../delivery/first-screen';
import { AppLayout } from '../layout/app-layout';

/**
 * For tests: the layout at `path` in a fresh store, with the given screens inside (and 'Some
 * screen' elsewhere). They stand for a remote's screen already drawn, unless `firstScreenDrawn` is false.
 * Returns the store, for a test to play what the shell would dispatch.
 */
export function renderInLayout(path: string, screens: ReactNode, { firstScreenDrawn = true } = {}) {
  if (firstScreenDrawn) markFirstScreenDrawn();
  const store = createTestStore();
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<AppLayout />}>
              {screens}
              <Route path="*" element={<p>Some screen</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { store };
}
