import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestStore, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { RegistrationSuccessScreen } from './registration-success-screen';

function renderSuccess(state: unknown) {
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={[{ pathname: '/register/success', state }]}>
          <Routes>
            <Route path="/register/success" element={<RegistrationSuccessScreen />} />
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

describe('RegistrationSuccess', () => {
  it('asks the user to verify the address through the link, mentions spam, and resends the mail', async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubFetch({
      'POST /api/unauth/resend-confirmation': () => ({ status: 200, body: { message: 'A new confirmation e-mail has been sent.' } }),
    });
    renderSuccess({ email: 'pat@example.com' });

    expect(screen.getByText('Please verify your e-mail address')).toBeInTheDocument();
    expect(screen.getByText(/with a link to verify your e-mail/)).toHaveTextContent('pat@example.com');
    expect(screen.getByText(/spam or junk/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(await screen.findByText('A new confirmation e-mail has been sent.')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/api/unauth/resend-confirmation')[0].body).toEqual({ Email: 'pat@example.com' });
  });

  it('offers no resend when the address is not known (page opened directly)', () => {
    renderSuccess(null);

    expect(screen.getByText('Please verify your e-mail address')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull();
  });
});
