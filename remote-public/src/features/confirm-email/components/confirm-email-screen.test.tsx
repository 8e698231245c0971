import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestStore, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { CONFIRM_EMAIL_MISSING_PARAMETERS, ConfirmEmailScreen } from './confirm-email-screen';

function renderConfirm(url: string) {
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/confirm-email" element={<ConfirmEmailScreen />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

let stub: FetchStub | null = null;
afterEach(() => {
  stub?.restore();
  stub = null;
});

describe('ConfirmEmail', () => {
  it("confirms on load with userId and token, shows the server's message and 'Go to Login'", async () => {
    const requests: string[] = [];
    stub = stubFetch({
      'POST /api/confirmemail': () => ({ status: 200, body: { message: 'Your e-mail address has been confirmed.' } }),
    });
    const fetchWithQuery = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(input instanceof Request ? input.url : String(input));
      return fetchWithQuery(input, init);
    }) as typeof fetch;
    renderConfirm('/confirm-email?userId=17&token=abc%2Bdef');

    expect(await screen.findByText('Your e-mail address has been confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(stub.callsTo('POST', '/api/confirmemail')).toHaveLength(1);
    const url = new URL(requests[0]);
    expect(url.searchParams.get('userId')).toBe('17');
    expect(url.searchParams.get('token')).toBe('abc+def');
  });

  it("shows the server's error and no 'Go to Login' when the link is refused", async () => {
    stub = stubFetch({
      'POST /api/confirmemail': () => ({ status: 400, body: { message: 'This confirmation link is not valid.' } }),
    });
    renderConfirm('/confirm-email?userId=17&token=used');

    expect(await screen.findByText('This confirmation link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Login' })).toBeNull();
  });

  it('says the link is incomplete and makes no call without userId or token', () => {
    stub = stubFetch({});
    renderConfirm('/confirm-email?userId=17');

    expect(screen.getByText(CONFIRM_EMAIL_MISSING_PARAMETERS)).toBeInTheDocument();
    expect(stub.calls).toHaveLength(0);
  });
});
