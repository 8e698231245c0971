import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROLES } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';

export const ok = (body: unknown): StubHandler => () => ({ status: 200, body });
export const fails = (status: number, message: string): StubHandler => () => ({ status, body: { message } });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A buyer screen at `url` (matched by `pattern`) in the store and theme, with the network stubbed; anything else shows its path. */
export function renderBuyerScreen(url: string, pattern: string, element: ReactElement, routes: Record<string, StubHandler>): FetchStub {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.buyer, sub: '7', name: 'Bea Buyer' }));
  const network = stubFetch(routes);
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return network;
}
