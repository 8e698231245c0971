import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { FetchStub } from '@insolvency/shared-auth/testing';
import {
  BUYER_LABELS,
  fillAddress,
  fillStepOne,
  next,
  renderAt,
  stepHeading,
  stubRegistrationApi,
} from '../testing/registration-test-kit';
import { RegisterBuyerScreen } from './register-buyer-screen';

const VALID = { status: 200, body: { response1: { verdict: 1 }, response2: { verdict: 1 } } };

let stub: FetchStub | null = null;
afterEach(() => {
  stub?.restore();
  stub = null;
});

function renderBuyer() {
  return renderAt('/register/interestedparty', <RegisterBuyerScreen />);
}

async function toStepThree(user: UserEvent) {
  await fillStepOne(user, { secondaryEmail: 'office@example.com' });
  await user.selectOptions(screen.getByLabelText('Function'), 'Trade buyer');
  await next(user);
  await fillAddress(user);
  await next(user);
  await stepHeading('Step 3 of 7: Location and Size');
}

function group(name: string) {
  return screen.getByRole('group', { name });
}

describe('RegisterBuyer', () => {
  it('requires Function, and Function Other when the function is Other', async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(BUYER_LABELS, { 'POST /api/validate-emails': () => VALID });
    renderBuyer();

    await fillStepOne(user);
    await next(user);
    expect(await screen.findByText('Function is required')).toBeInTheDocument();
    expect(screen.queryByLabelText('Function Other')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Function'), 'Other');
    await next(user);
    expect(await screen.findByText('Function Other is required')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/api/validate-emails')).toHaveLength(0);

    await user.type(screen.getByLabelText('Function Other'), 'Family office');
    await next(user);
    await stepHeading('Step 2 of 7: Address Details');
  });

  it("'Any ...' selects every option or clears them all; step 3 needs one of each", async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(BUYER_LABELS, { 'POST /api/validate-emails': () => VALID });
    renderBuyer();
    await toStepThree(user);

    await next(user);
    expect(await screen.findByText('Please select at least one Location')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one Turnover band')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one Employee band')).toBeInTheDocument();

    const locations = group('Locations');
    await user.click(within(locations).getByRole('checkbox', { name: 'Any Location' }));
    for (const name of ['London', 'Scotland', 'Wales']) {
      expect(within(locations).getByRole('checkbox', { name })).toBeChecked();
    }
    expect(screen.queryByText('Please select at least one Location')).toBeNull();

    await user.click(within(locations).getByRole('checkbox', { name: 'Any Location' }));
    for (const name of ['London', 'Scotland', 'Wales']) {
      expect(within(locations).getByRole('checkbox', { name })).not.toBeChecked();
    }

    await user.click(within(locations).getByRole('checkbox', { name: 'Scotland' }));
    expect(within(locations).getByRole('checkbox', { name: 'Any Location' })).not.toBeChecked();
    await user.click(within(group('Turnover')).getByRole('checkbox', { name: 'Any Turnover' }));
    await user.click(within(group('Employees')).getByRole('checkbox', { name: 'Any Employees' }));
    expect(within(group('Employees')).getByRole('checkbox', { name: '11 to 50' })).toBeChecked();
  });

  it("offers 'Skip To End' once step 3 is valid, and registers with the optional steps empty", async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(BUYER_LABELS, {
      'POST /api/validate-emails': () => VALID,
      'POST /api/register-interestedparty': () => ({ status: 201, body: { message: 'Registered' } }),
    });
    renderBuyer();
    await toStepThree(user);

    const skip = screen.getByRole('button', { name: 'Skip To End' });
    expect(skip).toBeDisabled();
    await user.click(within(group('Locations')).getByRole('checkbox', { name: 'London' }));
    await user.click(within(group('Turnover')).getByRole('checkbox', { name: 'Any Turnover' }));
    await user.click(within(group('Employees')).getByRole('checkbox', { name: '1 to 10' }));
    expect(skip).toBeEnabled();

    await user.click(skip);
    await stepHeading('Step 7 of 7: Password');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret124');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/register/success');
    expect(stub.callsTo('POST', '/api/register-interestedparty')[0].body).toMatchObject({
      Email: 'pat@example.com',
      Email2: 'office@example.com',
      Function: 1,
      FunctionOther: null,
      Location: [1],
      Turnover: [1, 2],
      Employees: [1],
      Categories: [],
      KeyAssets: [],
      Keywords: '',
    });
  });

  it('walks through categories (parents in two columns), keywords with a counter and assets, keeping choices when going back', async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(BUYER_LABELS, {
      'POST /api/validate-emails': () => VALID,
      'POST /api/register-interestedparty': () => ({ status: 201, body: {} }),
    });
    renderBuyer();
    await toStepThree(user);
    await user.click(within(group('Locations')).getByRole('checkbox', { name: 'Any Location' }));
    await user.click(within(group('Turnover')).getByRole('checkbox', { name: 'Any Turnover' }));
    await user.click(within(group('Employees')).getByRole('checkbox', { name: 'Any Employees' }));
    await next(user);

    await stepHeading('Step 4 of 7: Business Categories');
    const columns = screen.getByTestId('category-columns');
    expect(columns.children).toHaveLength(2);
    expect(columns.children[0]).toHaveTextContent('Manufacturing');
    expect(columns.children[1]).toHaveTextContent('Hospitality');
    await user.click(screen.getByRole('checkbox', { name: 'Manufacturing' }));
    expect(screen.getByRole('checkbox', { name: 'Food' })).toBeChecked();
    await next(user);

    await stepHeading('Step 5 of 7: Keywords');
    await user.type(screen.getByLabelText('Keywords'), 'bakery');
    expect(screen.getByText('6 / 1000')).toBeInTheDocument();
    await next(user);

    await stepHeading('Step 6 of 7: Assets');
    await user.click(screen.getByRole('checkbox', { name: 'Stock' }));

    // Back twice and forward again: what was chosen is still there.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Step 4 of 7: Business Categories');
    expect(screen.getByRole('checkbox', { name: 'Manufacturing' })).toBeChecked();
    await next(user);
    await stepHeading('Step 5 of 7: Keywords');
    expect(screen.getByLabelText('Keywords')).toHaveValue('bakery');
    await next(user);
    await stepHeading('Step 6 of 7: Assets');
    expect(screen.getByRole('checkbox', { name: 'Stock' })).toBeChecked();
    await next(user);

    await user.type(await screen.findByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/register/success');
    expect(stub.callsTo('POST', '/api/register-interestedparty')[0].body).toMatchObject({
      Location: [1, 2, 3],
      Categories: [10, 11],
      Keywords: 'bakery',
      KeyAssets: [2],
    });
  });

  it('rejects keywords longer than 1000 characters', async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(BUYER_LABELS, { 'POST /api/validate-emails': () => VALID });
    renderBuyer();
    await toStepThree(user);
    await user.click(within(group('Locations')).getByRole('checkbox', { name: 'Any Location' }));
    await user.click(within(group('Turnover')).getByRole('checkbox', { name: 'Any Turnover' }));
    await user.click(within(group('Employees')).getByRole('checkbox', { name: 'Any Employees' }));
    await next(user);
    await next(user);
    await stepHeading('Step 5 of 7: Keywords');

    await user.click(screen.getByLabelText('Keywords'));
    await user.paste('a'.repeat(1001));
    await next(user);
    expect(await screen.findByText('Keywords cannot be longer than 1000 characters')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 5 of 7');
  });
});
