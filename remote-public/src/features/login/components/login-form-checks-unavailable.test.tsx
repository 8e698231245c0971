import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { renderScreen } from '@insolvency/shared-ui/testing';
import { LoginForm } from './login-form';

// The form's checks come in their own chunk (login-validation.ts): here it cannot be loaded.
jest.mock('@insolvency/shared-contracts/schemas', () => {
  throw new Error('Loading chunk 2770 failed.');
});

let stub: FetchStub | undefined;
afterEach(() => stub?.restore());

it("says so when the form's checks cannot be loaded, and sends nothing", async () => {
  const user = userEvent.setup();
  stub = stubFetch({});
  renderScreen(LoginForm);

  await user.type(screen.getByLabelText('Email'), 'buyer@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Login' }));

  expect(await screen.findByText('Login failed. Please check your connection and try again.')).toBeInTheDocument();
  expect(stub.calls).toHaveLength(0);
});
