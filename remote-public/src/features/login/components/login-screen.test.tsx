import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROLES } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { LoginScreen } from './login-screen';

// The ALTCHA web component is not loaded under jsdom: `<altcha-widget>` stays a plain element
// and the test raises its events.
jest.mock('altcha', () => ({}));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderLogin(url = '/login') {
  const store = createTestStore();
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/login" element={<LoginScreen />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return store;
}

let stub: FetchStub | null = null;
beforeEach(() => localStorage.clear());
afterEach(() => {
  stub?.restore();
  stub = null;
});

describe('LoginScreen', () => {
  it('shows the fields with their labels, Forgot Password and the two registration cards', () => {
    renderLogin();

    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'login-email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('id', 'login-password');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgotpass');
    expect(screen.getByRole('region', { name: 'Interested Party' })).toHaveTextContent(
      'Specify your criteria and find business opportunities',
    );
    expect(screen.getByRole('region', { name: 'Insolvency Practitioner' })).toHaveTextContent(
      'List Businesses and Distressed Assets. Receive Interest from Interested Parties',
    );
    expect(screen.getByRole('link', { name: 'Register as an Interested Party' })).toHaveAttribute('href', '/register/interestedparty');
    expect(screen.getByRole('link', { name: 'Register as an Insolvency Practitioner' })).toHaveAttribute(
      'href',
      '/register/insolvencypractitioner',
    );
  });

  it('shows the validation messages and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    stub = stubFetch({});
    renderLogin();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please Enter Email')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(stub.calls).toHaveLength(0);
  });

  it('shows the server text as sanitised HTML under the form and clears the password', async () => {
    const user = userEvent.setup();
    stub = stubFetch({
      'POST /api/login': () => ({
        status: 401,
        body: { message: '<b>Invalid</b> credentials<script>alert(1)</script><img src=x onerror="alert(1)">' },
      }),
    });
    renderLogin();

    await user.type(screen.getByLabelText('Email'), 'buyer@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password{Enter}');

    const message = await screen.findByTestId('login-server-message');
    expect(message.innerHTML).toBe('<b>Invalid</b> credentials');
    expect(message.querySelector('script, img')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('buyer@example.com');
    expect(stub.calls[0].body).toEqual({ Email: 'buyer@example.com', Password: 'wrong-password' });
  });

  it('puts the server field problems under their fields', async () => {
    const user = userEvent.setup();
    stub = stubFetch({
      'POST /api/login': () => ({
        status: 400,
        body: { message: 'Invalid input', errors: { Email: ['Email should be valid'] } },
      }),
    });
    renderLogin();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');

    expect(await screen.findByText('Email should be valid')).toHaveAttribute('id', 'login-email-error');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email should be valid');
  });

  it('after login goes to the route named in the query, with its id', async () => {
    const user = userEvent.setup();
    stub = stubFetch({
      'POST /api/login': () => ({ status: 200, body: { token: fakeAccessToken(), refreshToken: 'refresh-1' } }),
    });
    renderLogin('/login?route=PostDetail&id=12');

    await user.type(screen.getByLabelText('Email'), 'buyer@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo1234{Enter}');

    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/post\/12$/);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
  });

  it('goes home after login when the query names no route', async () => {
    const user = userEvent.setup();
    stub = stubFetch({
      'POST /api/login': () => ({ status: 200, body: { token: fakeAccessToken(), refreshToken: 'refresh-1' } }),
    });
    renderLogin('/login?route=NoSuchRoute');

    await user.type(screen.getByLabelText('Email'), 'buyer@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo1234{Enter}');

    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('sends a user who is already logged in straight to the named route', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.buyer }));
    renderLogin('/login?route=PostingInbox');

    expect(screen.getByTestId('where')).toHaveTextContent('/posting-inbox/');
  });

  it('waits while a stored refresh token renews the session, then goes on to the named route', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.buyer, expiresInSeconds: -300 }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    stub = stubFetch({
      'POST /api/refresh-token': () => ({ status: 200, body: { token: fakeAccessToken(), refreshToken: 'refresh-2' } }),
    });
    renderLogin('/login?route=PostingInbox');

    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(await screen.findByTestId('where')).toHaveTextContent('/posting-inbox/');
  });

  it('shows the session-expired snackbar when reason=expired', async () => {
    renderLogin('/login?route=PostDetail&id=3&reason=expired');

    expect(await screen.findByText('Your session has expired. Please reauthenticate.')).toBeInTheDocument();
  });

  it('hides the session-expired snackbar after 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      renderLogin('/login?reason=expired');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByText('Your session has expired. Please reauthenticate.')).toBeInTheDocument();

      await act(async () => {
        await jest.advanceTimersByTimeAsync(4000);
      });
      expect(screen.getByText('Your session has expired. Please reauthenticate.')).toBeInTheDocument();

      await act(async () => {
        await jest.advanceTimersByTimeAsync(2000);
      });
      expect(screen.queryByText('Your session has expired. Please reauthenticate.')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('puts the form and the ways to register side by side on a desktop and one under the other on a phone, by rules the server page carries too', () => {
    renderLogin();
    const form = screen.getByRole('region', { name: 'Login with your account' });
    const register = screen.getByRole('region', { name: 'New here? Register as' });
    expect(form.parentElement).toBe(register.parentElement);
    expect(form.parentElement).toHaveClass('im-login-columns');
    expect(form.parentElement).toHaveStyle({ display: 'grid' });
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(rules).toContain('.im-login-columns{grid-template-columns:minmax(0,1fr) minmax(0,1fr);');
    expect(rules).toMatch(/@media \(max-width:959\.98px\)\{[^@]*\.im-login-columns\{grid-template-columns:minmax\(0,1fr\);/);
    // The form first, then the cards, stacked in their column.
    const buyerCard = screen.getByRole('region', { name: 'Interested Party' });
    expect(form.compareDocumentPosition(buyerCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(buyerCard.parentElement).toHaveStyle({ flexDirection: 'column' });
    expect(buyerCard).toHaveStyle({ width: '100%' });
  });

  it('shows no snackbar without reason=expired', async () => {
    renderLogin('/login');

    await waitFor(() => expect(screen.getByLabelText('Email')).toBeInTheDocument());
    expect(screen.queryByText('Your session has expired. Please reauthenticate.')).toBeNull();
  });

  it('says when the captcha cannot be loaded and loads it again on Retry', async () => {
    const user = userEvent.setup();
    let configAttempts = 0;
    stub = stubFetch({
      'POST /api/login': () => ({ status: 403, body: { message: 'Please confirm you are not a robot, then log in again.', code: 'CAPTCHA_REQUIRED' } }),
      'GET /api/unauth/captcha-config': () =>
        ++configAttempts === 1 ? { status: 503, body: { message: 'Service unavailable' } } : { status: 200, body: { provider: 'altcha', challengeUrl: '/api/unauth/altcha-challenge' } },
    });
    renderLogin();

    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('The captcha could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    expect(screen.queryByText('The captcha could not be loaded')).toBeNull();
  });

  it('asks for a captcha when the account is under attack, then logs in with its pass in the header', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    stub = stubFetch({
      'POST /api/login': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 403, body: { message: 'Please confirm you are not a robot, then log in again.', code: 'CAPTCHA_REQUIRED' } }
          : { status: 200, body: { token: fakeAccessToken({ role: ROLES.seller }), refreshToken: 'refresh-1' } };
      },
      'GET /api/unauth/captcha-config': () => ({ status: 200, body: { provider: 'altcha', challengeUrl: '/api/unauth/altcha-challenge' } }),
      'POST /api/unauth/validate-recaptcha': () => ({ status: 200, body: { hasErrors: false, message: 'ok', pass: 'pass-7' } }),
    });
    renderLogin();

    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please confirm you are not a robot, then log in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    // The password is kept: the owner only has to solve the captcha.
    expect(screen.getByLabelText('Password')).toHaveValue('Secret123');

    const widget = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('altcha-widget');
      if (!element) throw new Error('no captcha widget yet');
      return element;
    });
    await act(async () => {
      widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'solution' } }));
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(stub?.callsTo('POST', '/api/login')).toHaveLength(2));
    const second = stub!.callsTo('POST', '/api/login')[1];
    expect(second.headers.get('X-Captcha-Pass')).toBe('pass-7');
    expect(second.body).toEqual({ Email: 'owner@example.com', Password: 'Secret123' });
  });
});
