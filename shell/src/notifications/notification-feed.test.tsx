import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import {
  ADDRESS_NOT_CHANGED_TEXT,
  NOTIFICATION_UNEXPECTED_ERROR,
  RESUBSCRIBED_SECONDARY_TEXT,
  SUPPRESSION_REMOVED_PRIMARY_TEXT,
  type DisabledEmailNotification,
} from '@insolvency/shared-contracts/notifications';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { SessionNotifications } from './session-notifications';

const bounce: DisabledEmailNotification = {
  title: 'E-mails to your primary address are bouncing',
  text: 'Mail to pat@example.com could not be delivered, so we stopped sending to it.',
  actionName: 'removebounceorblock1',
  actionLabel: 'Remove suppression',
};
const unsubscribed: DisabledEmailNotification = {
  title: 'Your secondary address is unsubscribed',
  text: 'pat.two@example.com asked not to receive our e-mails.',
  actionName: 'resubscribe2',
  actionLabel: 'Resubscribe',
};
const siteTexts = ['Invoices can now be downloaded as PDF.'];

const ok = (body: unknown): StubHandler => () => ({ status: 200, body });

let network: FetchStub | null = null;
beforeEach(() => localStorage.clear());
afterEach(() => {
  network?.restore();
  network = null;
});

function renderFeed({ loggedIn = true, disabled = [bounce], texts = siteTexts, extra = {} as Record<string, StubHandler> } = {}) {
  if (loggedIn) {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken());
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  }
  network = stubFetch({
    'GET /api/allauth/fetchNotifications': ok(texts),
    'GET /api/allauth/fetchDisabledEmailsNotification': ok(disabled),
    ...extra,
  });
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <SessionNotifications />
      </UiProvider>
    </Provider>,
  );
  return network;
}

const area = () => screen.findByRole('region', { name: 'Notifications' });

describe('Notification area feed', () => {
  it('calls nothing and shows nothing for a visitor', async () => {
    const calls = renderFeed({ loggedIn: false });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(calls.calls).toHaveLength(0);
  });

  it('shows the disabled-address items with their action and the site texts with "Do not show above message again"', async () => {
    renderFeed({ disabled: [bounce, unsubscribed] });
    const region = await area();
    expect(await within(region).findByText(siteTexts[0])).toBeInTheDocument();
    expect(within(region).getByText(bounce.title)).toBeInTheDocument();
    expect(within(region).getByText(bounce.text)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Remove suppression' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Resubscribe' })).toBeInTheDocument();
    expect(within(region).getAllByRole('button', { name: 'Do not show above message again' })).toHaveLength(1);
  });

  it('dismisses the texts for good: POST updateNotificationsDismissedDate, then they disappear', async () => {
    const calls = renderFeed({ extra: { 'POST /api/allauth/updateNotificationsDismissedDate': ok({ message: 'Dismissed' }) } });
    await userEvent.click(await within(await area()).findByRole('button', { name: 'Do not show above message again' }));

    await waitFor(() => expect(screen.queryByText(siteTexts[0])).toBeNull());
    expect(calls.callsTo('POST', '/api/allauth/updateNotificationsDismissedDate')).toHaveLength(1);
    expect(screen.getByText(bounce.title)).toBeInTheDocument();
  });

  it("removes a suppression: POST allauth/removebounceorblock1, 'Suppression removed' and the item is gone", async () => {
    const calls = renderFeed({ extra: { 'POST /api/allauth/removebounceorblock1': () => ({ status: 200 }) } });
    await userEvent.click(await within(await area()).findByRole('button', { name: 'Remove suppression' }));

    expect(await screen.findByText('Suppression removed')).toBeInTheDocument();
    expect(screen.getByText(SUPPRESSION_REMOVED_PRIMARY_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(bounce.title)).toBeNull());
    expect(calls.callsTo('POST', '/api/allauth/removebounceorblock1')).toHaveLength(1);
  });

  it("resubscribes the secondary address: 'Resubscribed'", async () => {
    const calls = renderFeed({ disabled: [unsubscribed], extra: { 'POST /api/allauth/resubscribe2': ok({ message: 'ok' }) } });
    await userEvent.click(await within(await area()).findByRole('button', { name: 'Resubscribe' }));

    expect(await screen.findByText('Resubscribed')).toBeInTheDocument();
    expect(screen.getByText(RESUBSCRIBED_SECONDARY_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(unsubscribed.title)).toBeNull());
    expect(calls.callsTo('POST', '/api/allauth/resubscribe2')).toHaveLength(1);
  });

  it("on a non-200 answer says 'Failure to remove suppression' and that the address could not be changed; the item stays", async () => {
    renderFeed({ extra: { 'POST /api/allauth/removebounceorblock1': () => ({ status: 409, body: { message: 'Still suppressed' } }) } });
    await userEvent.click(await within(await area()).findByRole('button', { name: 'Remove suppression' }));

    expect(await screen.findByText('Failure to remove suppression')).toBeInTheDocument();
    expect(screen.getByText(ADDRESS_NOT_CHANGED_TEXT)).toBeInTheDocument();
    expect(screen.getByText(bounce.title)).toBeInTheDocument();
  });

  it("on a non-200 answer to a resubscribe says 'Failure to resubscribed'", async () => {
    renderFeed({ disabled: [unsubscribed], extra: { 'POST /api/allauth/resubscribe2': () => ({ status: 500, body: { message: 'Oops' } }) } });
    await userEvent.click(await within(await area()).findByRole('button', { name: 'Resubscribe' }));

    expect(await screen.findByText('Failure to resubscribed')).toBeInTheDocument();
    expect(screen.getByText(ADDRESS_NOT_CHANGED_TEXT)).toBeInTheDocument();
  });

  it('on an unexpected error (no answer at all) says so and to contact support', async () => {
    renderFeed({
      extra: {
        'POST /api/allauth/removebounceorblock1': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await userEvent.click(await within(await area()).findByRole('button', { name: 'Remove suppression' }));

    expect(await screen.findByText(NOTIFICATION_UNEXPECTED_ERROR)).toBeInTheDocument();
    expect(screen.getByText(bounce.title)).toBeInTheDocument();
  });

  it('only logs an unknown action name: no call, no notice', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const calls = renderFeed({ disabled: [{ ...bounce, actionName: 'deleteEverything', actionLabel: 'Do it' }] });
      await userEvent.click(await within(await area()).findByRole('button', { name: 'Do it' }));

      expect(warn).toHaveBeenCalledWith('Unknown notification action: deleteEverything');
      expect(calls.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
      expect(screen.queryByText(NOTIFICATION_UNEXPECTED_ERROR)).toBeNull();
      expect(screen.getByText(bounce.title)).toBeInTheDocument();
    } finally {
      warn.mockRestore();
    }
  });
});
