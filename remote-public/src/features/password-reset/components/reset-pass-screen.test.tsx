import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createTestStore, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { RESET_LINK_INCOMPLETE, ResetPassScreen } from './reset-pass-screen';

const LINK = '/resetpass?email=pat%2Bbuyer%40example.com&token=abc123';

function renderResetPass(url = LINK) {
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <ResetPassScreen />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

let network: FetchStub | null = null;
afterEach(() => {
  network?.restore();
  network = null;
});

async function fill(password: string, confirm: string) {
  if (password) await userEvent.type(screen.getByLabelText('New Password'), password);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPassScreen', () => {
  it('says the link is incomplete and points at ForgotPass when e-mail or token is missing', () => {
    renderResetPass('/resetpass?email=pat%40example.com');
    expect(screen.getByText(RESET_LINK_INCOMPLETE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'request a new password reset e-mail' })).toHaveAttribute('href', '/forgotpass');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('applies the password rules of section 5 before calling the server', async () => {
    network = stubFetch({});
    renderResetPass();

    await fill('', '');
    expect(await screen.findByText('Please Enter a Password')).toBeInTheDocument();
    expect(screen.getByText('Please Confirm Password')).toBeInTheDocument();

    await fill('abc', '');
    expect(await screen.findByText('Password must contain at least 7 characters')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('New Password'));
    await fill('abcdefgh', 'x');
    expect(await screen.findByText('Password Must Contain a Digit')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await fill('Abcdefg1', 'Abcdefg2');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it('shows and hides both passwords', async () => {
    renderResetPass();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show passwords' }));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show passwords' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
  });

  it("posts the passwords with e-mail and token in the query, then shows the server's text and 'Login With New Password'", async () => {
    network = stubFetch({
      'POST /api/unauth/resetpassword': () => ({ status: 200, body: { message: 'Your password has been reset.' } }),
    });
    renderResetPass();
    await fill('NewPass12', 'NewPass12');

    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login With New Password' })).toHaveAttribute('href', '/login');
    const [call] = network.callsTo('POST', '/api/unauth/resetpassword');
    expect(call.body).toEqual({ Password: 'NewPass12', ConfirmPassword: 'NewPass12' });
    expect(network.calls[0].headers.get('authorization')).toBeNull();
  });

  it('sends e-mail and token as query parameters', async () => {
    let query: URLSearchParams | null = null;
    const original = globalThis.fetch;
    network = stubFetch({ 'POST /api/unauth/resetpassword': () => ({ status: 200, body: { message: 'Done' } }) });
    const stubbed = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      query = url.searchParams;
      return stubbed(input, init);
    }) as typeof fetch;
    try {
      renderResetPass();
      await fill('NewPass12', 'NewPass12');
      await screen.findByText('Done');
      expect(query!.get('email')).toBe('pat+buyer@example.com');
      expect(query!.get('token')).toBe('abc123');
    } finally {
      globalThis.fetch = original;
    }
  });

  it("shows the server's text on failure, with a way to ask for a new link", async () => {
    network = stubFetch({
      'POST /api/unauth/resetpassword': () => ({ status: 400, body: { message: 'This reset link is invalid or has expired.' } }),
    });
    renderResetPass();
    await fill('NewPass12', 'NewPass12');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'request a new one' })).toHaveAttribute('href', '/forgotpass');
    expect(screen.queryByRole('link', { name: 'Login With New Password' })).toBeNull();
  });
});
