import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IP_NAME_REQUIRED_MESSAGE } from '@insolvency/shared-contracts';
import type { FetchStub } from '@insolvency/shared-auth/testing';
import {
  SELLER_LABELS,
  fillAddress,
  fillStepOne,
  next,
  renderAt,
  stepHeading,
  stubRegistrationApi,
} from '../testing/registration-test-kit';
import { RegisterSellerScreen } from './register-seller-screen';

const VALID = { status: 200, body: { response1: { verdict: 1 }, response2: null } };

let stub: FetchStub | null = null;
afterEach(() => {
  stub?.restore();
  stub = null;
});

function renderSeller() {
  return renderAt('/register/insolvencypractitioner', <RegisterSellerScreen />);
}

function stepButton(name: string) {
  return within(screen.getByRole('navigation', { name: 'Registration steps' })).queryByRole('button', { name: new RegExp(name) });
}

describe('RegisterSeller', () => {
  it('shows the step 1 messages and neither checks the e-mails nor moves on while step 1 is invalid', async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(SELLER_LABELS, { 'POST /api/validate-emails': () => VALID });
    renderSeller();

    await stepHeading('Step 1 of 4: Personal Details');
    await next(user);

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Forenames is required')).toBeInTheDocument();
    expect(screen.getByText('Company Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please Enter an Email')).toBeInTheDocument();
    expect(screen.getByText('Please Confirm Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(stub.callsTo('POST', '/api/validate-emails')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 4');
    // Later steps are locked.
    expect(stepButton('Address Details')).toBeNull();
  });

  it('keeps the steps on one row on a phone, naming each to screen readers and the current one in the heading', async () => {
    const desktopWidth = window.innerWidth;
    window.innerWidth = 390;
    try {
      stub = stubRegistrationApi(SELLER_LABELS, { 'POST /api/validate-emails': () => VALID });
      renderSeller();
      await stepHeading('Step 1 of 4: Personal Details');
      const steps = screen.getByRole('navigation', { name: 'Registration steps' });
      expect(steps.querySelector('.ant-steps-vertical')).toBeNull();
      expect(steps.querySelector('.ant-steps-horizontal')).not.toBeNull();
      for (const title of ['Personal Details', 'Address Details', 'Registration Confirmation', 'Password']) {
        expect(within(steps).getByText(title)).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
      }
    } finally {
      window.innerWidth = desktopWidth;
    }
  });

  it('says when the confirmations do not match and when the secondary e-mail is not valid', async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(SELLER_LABELS);
    renderSeller();

    await fillStepOne(user);
    await user.type(screen.getByLabelText('Confirm Email'), 'x');
    await user.type(screen.getByLabelText('Secondary Email'), 'not-an-address');
    await next(user);

    expect(await screen.findByText('Email must match')).toBeInTheDocument();
    expect(screen.getByText('Second Email should be valid')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/api/validate-emails')).toHaveLength(0);
  });

  it('refuses pasting, dropping or autofilling into the confirm fields, but accepts typing', async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(SELLER_LABELS);
    renderSeller();

    const confirm = await screen.findByLabelText('Confirm Email');
    await user.click(confirm);
    await user.paste('pat@example.com');
    expect(confirm).toHaveValue('');

    // An autofill or drop arrives as one change of several characters: reverted.
    fireEvent.change(confirm, { target: { value: 'pat@example.com' } });
    expect(confirm).toHaveValue('');

    await user.type(confirm, 'pat@');
    expect(confirm).toHaveValue('pat@');
    fireEvent.change(confirm, { target: { value: 'pat@example.com' } });
    expect(confirm).toHaveValue('pat@');

    const secondaryConfirm = screen.getByLabelText('Confirm Secondary Email');
    await user.click(secondaryConfirm);
    await user.paste('second@example.com');
    expect(secondaryConfirm).toHaveValue('');

    // The primary e-mail field itself accepts a paste.
    await user.click(screen.getByLabelText('Email'));
    await user.paste('pat@example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
  });

  it('checks the e-mails when leaving step 1, with an empty secondary e-mail as null, and skips the check when they are unchanged', async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(SELLER_LABELS, { 'POST /api/validate-emails': () => VALID });
    renderSeller();

    await fillStepOne(user);
    await next(user);

    await stepHeading('Step 2 of 4: Address Details');
    expect(stub.callsTo('POST', '/api/validate-emails').map((call) => call.body)).toEqual([
      { Email: 'pat@example.com', Email2: null },
    ]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Step 1 of 4: Personal Details');
    // Going back keeps what was typed.
    expect(screen.getByLabelText('Forenames')).toHaveValue('Pat');
    expect(screen.getByLabelText('Confirm Email')).toHaveValue('pat@example.com');
    expect(screen.getByLabelText('Title')).toHaveDisplayValue('Ms');

    await next(user);
    await stepHeading('Step 2 of 4: Address Details');
    expect(stub.callsTo('POST', '/api/validate-emails')).toHaveLength(1);

    // A changed address is checked again, and locks the later steps until it is.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(await screen.findByLabelText('Secondary Email'), 'office@example.com');
    await user.type(screen.getByLabelText('Confirm Secondary Email'), 'office@example.com');
    expect(stepButton('Address Details')).toBeNull();
    await next(user);
    await stepHeading('Step 2 of 4: Address Details');
    expect(stub.callsTo('POST', '/api/validate-emails').map((call) => call.body)).toEqual([
      { Email: 'pat@example.com', Email2: null },
      { Email: 'pat@example.com', Email2: 'office@example.com' },
    ]);
  });

  it('stays on step 1 with the verdict-2 messages and a pointer to support', async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(SELLER_LABELS, {
      'POST /api/validate-emails': () => ({ status: 200, body: { response1: { verdict: 2 }, response2: { verdict: 2 } } }),
    });
    renderSeller();

    await fillStepOne(user, { secondaryEmail: 'office@example.com' });
    await next(user);

    const problems = await screen.findByTestId('email-check-problems');
    expect(problems).toHaveTextContent('Please enter a valid Email.');
    expect(problems).toHaveTextContent('Please enter a valid Secondary Email.');
    expect(within(problems).getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/help/contactus');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Secondary Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 4');
    expect(stepButton('Address Details')).toBeNull();
  });

  it("shows the server's message when the check refuses an address (already registered)", async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(SELLER_LABELS, {
      'POST /api/validate-emails': () => ({ status: 409, body: { message: 'This email address is already registered.' } }),
    });
    renderSeller();

    await fillStepOne(user);
    await next(user);

    const problems = await screen.findByTestId('email-check-problems');
    expect(problems).toHaveTextContent('This email address is already registered.');
    expect(problems).not.toHaveTextContent('Please enter a valid Email.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 4');

    // Once the address is changed the refusal no longer applies to it.
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByTestId('email-check-problems')).toBeNull();
  });

  it("shows the verdict's own message when the server gives one", async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(SELLER_LABELS, {
      'POST /api/validate-emails': () => ({
        status: 200,
        body: { response1: { verdict: 2, message: 'That domain does not receive mail.' }, response2: null },
      }),
    });
    renderSeller();

    await fillStepOne(user);
    await next(user);

    const problems = await screen.findByTestId('email-check-problems');
    expect(problems).toHaveTextContent('That domain does not receive mail.');
    expect(problems).not.toHaveTextContent('Please enter a valid Email.');
  });

  it('limits the postcode to 10 characters', async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(SELLER_LABELS, { 'POST /api/validate-emails': () => VALID });
    renderSeller();

    await fillStepOne(user);
    await next(user);
    await fillAddress(user, 'EC1A 1BB XYZ');
    await next(user);

    expect(await screen.findByText('Postcode cannot be longer than 10 characters')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 2 of 4');
  });

  it("asks for the Insolvency Practitioner's Name only for the capacity with code '2', then registers", async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(SELLER_LABELS, {
      'POST /api/validate-emails': () => VALID,
      'POST /api/register-insolvencypractitioner': () => ({ status: 201, body: { message: 'Registered' } }),
    });
    renderSeller();

    await fillStepOne(user);
    await next(user);
    await fillAddress(user);
    await next(user);
    await stepHeading('Step 3 of 4: Registration Confirmation');

    await next(user);
    expect(await screen.findByText('Capacity is required')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Capacity'), 'Licensed Insolvency Practitioner');
    expect(screen.queryByLabelText("Insolvency Practitioner's Name")).toBeNull();

    await user.selectOptions(screen.getByLabelText('Capacity'), 'Acting on behalf of a named Insolvency Practitioner');
    await next(user);
    expect(await screen.findByText(IP_NAME_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 3 of 4');

    await user.type(screen.getByLabelText("Insolvency Practitioner's Name"), 'Alex Smith');
    await next(user);
    await stepHeading('Step 4 of 4: Password');

    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must contain at least 7 characters')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/api/register-insolvencypractitioner')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Password'));
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/register/success{"email":"pat@example.com"}');
    expect(stub.callsTo('POST', '/api/register-insolvencypractitioner')[0].body).toEqual({
      Email: 'pat@example.com',
      Email2: null,
      Password: 'Secret123',
      Title: 2,
      Forenames: 'Pat',
      Surname: 'Jones',
      Position: 'Director',
      CompanyName: 'Jones Advisory',
      AddressLine1: '1 High Street',
      AddressLine2: null,
      AddressLine3: null,
      TownCity: 'London',
      County: null,
      Postcode: 'EC1A 1BB',
      Country: 'GB',
      Telephone: '020 7946 0000',
      Mobile: null,
      CapacityID: 2,
      IPName: 'Alex Smith',
    });
  });

  it("shows the server's text when the registration is refused, and keeps the wizard", async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(SELLER_LABELS, {
      'POST /api/validate-emails': () => VALID,
      'POST /api/register-insolvencypractitioner': () => ({ status: 409, body: { message: 'An account with this e-mail address already exists.' } }),
    });
    renderSeller();

    await fillStepOne(user);
    await next(user);
    await fillAddress(user);
    await next(user);
    await user.selectOptions(await screen.findByLabelText('Capacity'), 'Licensed Insolvency Practitioner');
    await next(user);
    await user.type(await screen.findByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('An account with this e-mail address already exists.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 4 of 4');
    expect(stub.callsTo('POST', '/api/register-insolvencypractitioner')[0].body).toMatchObject({ CapacityID: 1, IPName: null });
  });

  it('takes the user to the field the server refused, with its message on the field', async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(SELLER_LABELS, {
      'POST /api/validate-emails': () => VALID,
      'POST /api/register-insolvencypractitioner': () => ({
        status: 400,
        body: { message: 'Please check the form', errors: { Postcode: ['Postcode is not a UK postcode'] } },
      }),
    });
    renderSeller();

    await fillStepOne(user);
    await next(user);
    await fillAddress(user);
    await next(user);
    await user.selectOptions(await screen.findByLabelText('Capacity'), 'Licensed Insolvency Practitioner');
    await next(user);
    await user.type(await screen.findByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await stepHeading('Step 2 of 4: Address Details');
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('Postcode is not a UK postcode');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the form');
  });

  it('lets the user go back to an earlier step from the step list, and forward again once unlocked', async () => {
    const user = userEvent.setup({ delay: null });
    stub = stubRegistrationApi(SELLER_LABELS, { 'POST /api/validate-emails': () => VALID });
    renderSeller();

    await fillStepOne(user);
    await next(user);
    await fillAddress(user);
    await next(user);
    await stepHeading('Step 3 of 4: Registration Confirmation');
    expect(stepButton('Password')).toBeNull();

    await user.click(stepButton('Personal Details')!);
    await stepHeading('Step 1 of 4: Personal Details');
    await user.click(stepButton('Registration Confirmation')!);
    await stepHeading('Step 3 of 4: Registration Confirmation');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus());
  });
});
