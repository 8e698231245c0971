import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { CAPTCHA_PASS_HEADER } from '@insolvency/shared-contracts';
import { createTestStore, stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { ContactUsScreen } from './contact-us-screen';

// The real widget needs Web Workers and WebCrypto (the journey exercises it). Here the
// `<altcha-widget>` element stays a plain element, and the tests raise its events.
jest.mock('altcha', () => ({}));

const TOPICS = ['General enquiry', 'My account', 'Invoices and payments'];

function routes(overrides: Record<string, StubHandler> = {}): Record<string, StubHandler> {
  return {
    'GET /api/label/contactus': () => ({
      status: 200,
      body: { contactUsLabels: { contactUsFields: TOPICS.map((description, index) => ({ contactUsId: index + 1, description })) } },
    }),
    'GET /api/unauth/captcha-config': () => ({ status: 200, body: { provider: 'altcha', challengeUrl: '/api/unauth/altcha-challenge' } }),
    'POST /api/unauth/validate-recaptcha': (call) => ({
      status: 200,
      body:
        (call.body as { Response: string }).Response === 'good-solution'
          ? { hasErrors: false, message: 'Captcha verified. You can send your message now.', pass: 'pass-1' }
          : { hasErrors: true, message: 'The captcha could not be verified. Please try again.' },
    }),
    'POST /api/unauth/contactus': () => ({ status: 200, body: { message: 'Thank you. Your message has been sent to our support team.' } }),
    ...overrides,
  };
}

let stub: FetchStub | null = null;
afterEach(() => {
  stub?.restore();
  stub = null;
});

async function renderContactUs(overrides?: Record<string, StubHandler>) {
  stub = stubFetch(routes(overrides));
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={['/help/contactus']}>
          <ContactUsScreen />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  await screen.findByLabelText('From');
  return stub;
}

async function widget(): Promise<HTMLElement> {
  return waitFor(() => {
    const element = document.querySelector<HTMLElement>('altcha-widget');
    if (!element) throw new Error('no captcha widget yet');
    return element;
  });
}

async function solveCaptcha(payload = 'good-solution') {
  const element = await widget();
  await act(async () => {
    element.dispatchEvent(new CustomEvent('verified', { detail: { payload } }));
  });
}

const sendButton = () => screen.getByRole('button', { name: 'Send' });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('From'), 'Jane Buyer');
  await user.type(screen.getByLabelText('Reply-to e-mail'), 'jane@example.com');
  await user.selectOptions(screen.getByLabelText('Regarding'), 'My account');
  // A longer text is pasted, as many people do.
  await user.click(screen.getByLabelText('Message'));
  await user.paste('Please change my company name.');
}

describe('ContactUsScreen', () => {
  it('shows the Help tabs with Contact Us open, the fields and the topics from the contact labels', async () => {
    await renderContactUs();

    const tabs = within(screen.getByRole('navigation', { name: 'Help sections' }));
    expect(tabs.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Reply-to e-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
    const options = within(screen.getByLabelText('Regarding')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Choose a topic', ...TOPICS]);
  });

  it('renders the ALTCHA widget with the challenge URL of the captcha config', async () => {
    await renderContactUs();

    expect(await widget()).toHaveAttribute('challenge', '/api/unauth/altcha-challenge');
  });

  it('keeps Send disabled until the captcha is verified by the server', async () => {
    const calls = await renderContactUs();
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText('Complete the captcha to send your message.')).toBeInTheDocument();

    await solveCaptcha();

    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(calls.callsTo('POST', '/api/unauth/validate-recaptcha')[0].body).toEqual({ Response: 'good-solution' });
  });

  it('ignores a captcha the server refuses: no message, Send stays disabled, a fresh captcha is shown', async () => {
    const calls = await renderContactUs();
    const first = await widget();

    await solveCaptcha('bad-solution');

    await waitFor(() => expect(calls.callsTo('POST', '/api/unauth/validate-recaptcha')).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBe(first));
    expect(sendButton()).toBeDisabled();
    expect(screen.queryByText('The captcha could not be verified. Please try again.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables Send again when the captcha expires', async () => {
    await renderContactUs();
    await solveCaptcha();
    await waitFor(() => expect(sendButton()).toBeEnabled());

    const element = await widget();
    await act(async () => {
      element.dispatchEvent(new CustomEvent('expired'));
    });

    expect(sendButton()).toBeDisabled();
  });

  it('shows each field message and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    const calls = await renderContactUs();
    await solveCaptcha();
    await waitFor(() => expect(sendButton()).toBeEnabled());

    await user.click(sendButton());

    expect(await screen.findByText('From is required')).toHaveAttribute('id', 'contact-from-error');
    expect(screen.getByText('Please Enter an Email')).toBeInTheDocument();
    expect(screen.getByText('Regarding is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveFocus();
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('From is required');

    await user.type(screen.getByLabelText('Reply-to e-mail'), 'not-an-email');
    await user.click(sendButton());

    expect(await screen.findByText('Email should be valid')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/unauth/contactus')).toHaveLength(0);
    expect(sendButton()).toBeEnabled();
  });

  it('sends the fields with the captcha pass in its header, shows the answer and clears the form', async () => {
    const user = userEvent.setup();
    const calls = await renderContactUs();
    const first = await widget();
    await solveCaptcha();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await fillForm(user);

    await user.click(sendButton());

    expect(await screen.findByText('Thank you. Your message has been sent to our support team.')).toBeInTheDocument();
    const [sent] = calls.callsTo('POST', '/api/unauth/contactus');
    expect(sent.body).toEqual({ From: 'Jane Buyer', ReplyToEmail: 'jane@example.com', Regarding: 'My account', Message: 'Please change my company name.' });
    expect(sent.headers.get(CAPTCHA_PASS_HEADER)).toBe('pass-1');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('Reply-to e-mail')).toHaveValue('');
    expect(screen.getByLabelText('Regarding')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    // The pass is single-use: a fresh captcha is needed for another message.
    expect(sendButton()).toBeDisabled();
    expect(document.querySelector('altcha-widget')).not.toBe(first);
  });

  it('shows the server error when sending fails, and asks for a new captcha', async () => {
    const user = userEvent.setup();
    await renderContactUs({
      'POST /api/unauth/contactus': () => ({
        status: 400,
        body: { message: 'Your captcha has expired. Please complete the captcha again, then send again.' },
      }),
    });
    await solveCaptcha();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await fillForm(user);

    await user.click(sendButton());

    expect(await screen.findByText('Your captcha has expired. Please complete the captcha again, then send again.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('Jane Buyer');
    expect(sendButton()).toBeDisabled();
  });

  it('puts server field problems under their fields and keeps the captcha', async () => {
    const user = userEvent.setup();
    await renderContactUs({
      'POST /api/unauth/contactus': () => ({
        status: 400,
        body: { message: 'Invalid input', errors: { ReplyToEmail: ['Email should be valid'] } },
      }),
    });
    await solveCaptcha();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await fillForm(user);

    await user.click(sendButton());

    expect(await screen.findByText('Email should be valid')).toHaveAttribute('id', 'contact-reply-to-error');
    expect(screen.getByText('Invalid input')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('shows an error with Retry when the contact labels cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    stub = stubFetch(
      routes({
        'GET /api/label/contactus': () =>
          fail
            ? { status: 500, body: { message: 'Labels are unavailable' } }
            : { status: 200, body: { contactUsLabels: { contactUsFields: [{ contactUsId: 1, description: 'General enquiry' }] } } },
      }),
    );
    render(
      <Provider store={createTestStore()}>
        <UiProvider>
          <MemoryRouter>
            <ContactUsScreen />
          </MemoryRouter>
        </UiProvider>
      </Provider>,
    );

    expect(await screen.findByText('Labels are unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByLabelText('From')).toBeInTheDocument();
  });
});
