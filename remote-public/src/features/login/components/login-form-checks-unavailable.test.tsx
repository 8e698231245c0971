import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createTestStore, stubFetch } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { LoginForm } from './login-form';

// The form's checks come in their own chunk (login-validation.ts): here it cannot be loaded.
jest.mock('@insolvency/shared-contracts/schemas', () => {
  throw new Error('Loading chunk 2770 failed.');
});

it("says so when the form's checks cannot be loaded, and sends nothing", async () => {
  const user = userEvent.setup();
  const stub = stubFetch({});
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter>
          <LoginForm />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );

  await user.type(screen.getByLabelText('Email'), 'buyer@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Login' }));

  expect(await screen.findByText('Login failed. Please check your connection and try again.')).toBeInTheDocument();
  expect(stub.calls).toHaveLength(0);
  stub.restore();
});
