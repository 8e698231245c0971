import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { EMAIL_NOT_CONFIRMED_CODE } from '@insolvency/shared-contracts';
import { createTestStore, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { LoginScreen } from './login-screen';

const NOT_CONFIRMED = 'Please confirm your e-mail address before logging in. Check your inbox for the confirmation link.';

function renderLogin() {
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={['/login']}>
          <LoginScreen />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

async function logIn(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123{Enter}');
}

let network: FetchStub | null = null;
beforeEach(() => localStorage.clear());
afterEach(() => {
  network?.restore();
  network = null;
});

describe('Login of an account whose e-mail is not confirmed', () => {
  it('shows the message and resends the confirmation mail to the address typed, with the answer', async () => {
    network = stubFetch({
      'POST /api/login': () => ({ status: 403, body: { message: NOT_CONFIRMED, code: EMAIL_NOT_CONFIRMED_CODE } }),
      'POST /api/unauth/resend-confirmation': () => ({ status: 200, body: { message: 'We have sent you a new confirmation e-mail.' } }),
    });
    renderLogin();
    await logIn('new.buyer@example.com');

    expect(await screen.findByTestId('login-server-message')).toHaveTextContent(NOT_CONFIRMED);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));

    expect(await screen.findByText('We have sent you a new confirmation e-mail.')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/unauth/resend-confirmation')[0].body).toEqual({ Email: 'new.buyer@example.com' });
  });

  it("shows the server's text when the resend is refused", async () => {
    network = stubFetch({
      'POST /api/login': () => ({ status: 403, body: { message: NOT_CONFIRMED, code: EMAIL_NOT_CONFIRMED_CODE } }),
      'POST /api/unauth/resend-confirmation': () => ({ status: 429, body: { message: 'Too many attempts. Please try again later.' } }),
    });
    renderLogin();
    await logIn('new.buyer@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));

    expect(await screen.findByText('Too many attempts. Please try again later.')).toBeInTheDocument();
  });

  it('offers no resend for other refusals (a disabled account)', async () => {
    network = stubFetch({ 'POST /api/login': () => ({ status: 403, body: { message: 'This account has been disabled.' } }) });
    renderLogin();
    await logIn('someone@example.com');

    expect(await screen.findByTestId('login-server-message')).toHaveTextContent('This account has been disabled.');
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).toBeNull();
  });
});
