import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createTestStore, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { ForgotPassScreen, SPAM_HINT } from './forgot-pass-screen';

const SENT = 'If an account exists for that address, we have sent an e-mail with a link to reset the password.';

function renderForgotPass() {
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={['/forgotpass']}>
          <ForgotPassScreen />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

let network: FetchStub | null = null;
afterEach(() => {
  network?.restore();
  network = null;
  jest.useRealTimers();
});

describe('ForgotPassScreen', () => {
  it('asks for the e-mail, with Send Email and the spam or junk hint', () => {
    renderForgotPass();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(SPAM_HINT);
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeInTheDocument();
    expect(screen.getByText(/spam or junk/)).toBeInTheDocument();
  });

  it("refuses an empty e-mail with 'Please enter an email' and sends nothing", async () => {
    network = stubFetch({});
    renderForgotPass();
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Please enter an email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(network.calls).toHaveLength(0);
  });

  it("sends {Email} and shows the server's text as the success message for 2.8 seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    network = stubFetch({ 'POST /api/unauth/forgotpassword': () => ({ status: 200, body: { message: SENT } }) });
    renderForgotPass();

    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/unauth/forgotpassword')[0].body).toEqual({ Email: 'someone@example.com' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2700);
    });
    expect(screen.getByText(SENT)).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText(SENT)).toBeNull();
  });

  it("shows the server's text when the call fails", async () => {
    network = stubFetch({
      'POST /api/unauth/forgotpassword': () => ({ status: 429, body: { message: 'Too many attempts. Please try again later.' } }),
    });
    renderForgotPass();
    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });
});
