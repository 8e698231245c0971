import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchStub, type RecordedCall } from '@insolvency/shared-auth/testing';
import { adminUserDetail } from '../../../testing/fixtures';
import { loginAsAdmin, renderAdminScreen } from '../../../testing/render-as-admin';
import AdminUserDetail from './admin-user-detail';
import { parseDisableDays, parsePriceRate } from './user-actions';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(loginAsAdmin);

const at = { path: '/admin/user/7', pattern: '/admin/user/:id' };
const ok = (message: string) => () => ({ status: 200, body: { message } });
const queryOf = (call: RecordedCall) => Object.fromEntries(call.query);

it("shows a seller's status, address and postings, with a back link", async () => {
  network = stubFetch({
    'GET /api/admin/user': () => ({
      status: 200,
      body: adminUserDetail(7, {
        flagged: true,
        email1DisableReason: 'Bounced',
        email1DisableDateTime: '2026-02-01T10:00:00.000Z',
        businessPosting: [{ businessId: 50, reference: 'REF-50', activityHeading: 'Bakery', siteStatus: 'For Sale', adminApproved: true, createdDate: '2026-02-02' }],
      }),
    }),
  });
  renderAdminScreen(AdminUserDetail, at);
  expect(screen.getByText('Loading user…')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Ian Seller 7' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/admin/users');
  expect(screen.getByRole('link', { name: 'Audit trail of this user' })).toHaveAttribute('href', '/admin/audit?userId=7');
  expect(screen.getByText('Bounced')).toBeInTheDocument();
  expect(screen.getByText('01 February 2026')).toBeInTheDocument();
  expect(screen.getByText(/2 High Street, Leeds, LS1 1AA/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'REF-50: Bakery' })).toHaveAttribute('href', '/post/50');
  expect(screen.getByText('£345.00')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unflag' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear e-mail 1 disable info' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear e-mail 2 disable info' })).not.toBeInTheDocument();
});

it('lists the posts a seller e-mailed, to how many addresses and when (issue 35)', async () => {
  network = stubFetch({
    'GET /api/admin/user': () => ({
      status: 200,
      body: adminUserDetail(7, {
        postEmailSends: [
          { businessId: 51, reference: 'REF-51', activityHeading: 'Florist', recipientCount: 5, sentAt: '2026-03-04T09:00:00.000Z' },
          { businessId: 52, reference: 'REF-52', activityHeading: 'Garage', recipientCount: 1, sentAt: '2026-03-02T09:00:00.000Z' },
        ],
      }),
    }),
  });
  renderAdminScreen(AdminUserDetail, at);
  const section = (await screen.findByRole('heading', { level: 2, name: 'Posts e-mailed' })).closest('section')!;
  const [newest, older] = within(section).getAllByRole('listitem');
  expect(within(newest).getByRole('link', { name: 'REF-51: Florist' })).toHaveAttribute('href', '/post/51');
  expect(within(newest).getByText('to 5 addresses')).toBeInTheDocument();
  expect(within(newest).getByText('04 March 2026')).toBeInTheDocument();
  expect(within(older).getByRole('link', { name: 'REF-52: Garage' })).toBeInTheDocument();
  expect(within(older).getByText('to 1 address')).toBeInTheDocument();
});

it("offers no Disable on the admin's own page (issue 35: the server refuses it)", async () => {
  network = stubFetch({ 'GET /api/admin/user': () => ({ status: 200, body: adminUserDetail(1, { role: 'Admin', capacityId: null }) }) });
  renderAdminScreen(AdminUserDetail, { path: '/admin/user/1', pattern: at.pattern });
  expect(await screen.findByRole('button', { name: /^(Flag|Unflag)$/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Disable…' })).not.toBeInTheDocument();
});

it("shows a buyer's preferences and expressions of interest, and no price rate", async () => {
  const detail = adminUserDetail(8, {
    role: 'Interested Party',
    capacityId: null,
    businessExpressedInterests: [{ expressionId: 1, businessId: 60, reference: 'REF-60', activityHeading: 'Garage', createdDate: '2026-03-03' }],
  });
  detail.miscPreferences = { keywords: 'bakery', categoryPreferences: ['Food'], accountBusinessLocation: ['Leeds'], accountBusinessTurnover: [], accountBusinessEmployees: [], accountBusinessAsset: [] };
  network = stubFetch({ 'GET /api/admin/user': () => ({ status: 200, body: detail }) });
  renderAdminScreen(AdminUserDetail, { path: '/admin/user/8', pattern: at.pattern });
  expect(await screen.findByRole('link', { name: 'REF-60: Garage' })).toHaveAttribute('href', '/post/60');
  expect(screen.getByText('Keywords: bakery')).toBeInTheDocument();
  expect(screen.getByText('Food')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /price rate/ })).not.toBeInTheDocument();
});

it('disables for N days; 0, negative or text just close the dialog without a call; unlock when locked', async () => {
  let locked: string | null = null;
  network = stubFetch({
    'GET /api/admin/user': () => ({ status: 200, body: adminUserDetail(7, {}, locked) }),
    'POST /api/admin/disable': () => {
      locked = '2099-01-01T00:00:00.000Z';
      return ok('The user is disabled for 3 days.')();
    },
    'POST /api/admin/unlock': () => {
      locked = null;
      return ok('The user is unlocked.')();
    },
  });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(AdminUserDetail, at);
  await screen.findByRole('heading', { level: 1, name: 'Ian Seller 7' });

  for (const bad of ['0', '-2', 'abc', '1.5']) {
    await user.click(screen.getByRole('button', { name: 'Disable…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable user' });
    await user.type(within(dialog).getByLabelText('Number of days'), bad);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
  }
  expect(network.callsTo('POST', '/api/admin/disable')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Disable…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Disable user' });
  // From the keyboard: the days, then Enter.
  await user.type(within(dialog).getByLabelText('Number of days'), '3{Enter}');
  expect(await screen.findByText('The user is disabled for 3 days.')).toBeInTheDocument();
  expect(queryOf(network.callsTo('POST', '/api/admin/disable')[0])).toEqual({ id: '7', days: '3' });
  await user.click(await screen.findByRole('button', { name: 'Unlock' }));
  expect(await screen.findByText('The user is unlocked.')).toBeInTheDocument();
  expect(queryOf(network.callsTo('POST', '/api/admin/unlock')[0])).toEqual({ id: '7' });
});

it('confirms the e-mail, flags, clears disable info; a refused action shows no error', async () => {
  network = stubFetch({
    'GET /api/admin/user': () => ({ status: 200, body: adminUserDetail(7, { emailConfirmed: false, email2DisableReason: 'Complaint' }) }),
    'POST /api/admin/confirmEmail': ok('The e-mail address is confirmed.'),
    'POST /api/admin/flagUser': ok('The user is flagged.'),
    'POST /api/admin/clearEmail2DisableInfo': () => ({ status: 500, body: { message: 'Boom' } }),
  });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(AdminUserDetail, at);
  await user.click(await screen.findByRole('button', { name: 'Confirm e-mail' }));
  expect(await screen.findByText('The e-mail address is confirmed.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Flag' }));
  expect(await screen.findByText('The user is flagged.')).toBeInTheDocument();
  expect(queryOf(network.callsTo('POST', '/api/admin/flagUser')[0])).toEqual({ id: '7', flag: 'true' });
  await user.click(screen.getByRole('button', { name: 'Clear e-mail 2 disable info' }));
  await screen.findByRole('button', { name: 'Clear e-mail 2 disable info' });
  expect(network.callsTo('POST', '/api/admin/clearEmail2DisableInfo')).toHaveLength(1);
  expect(screen.queryByText('Boom')).not.toBeInTheDocument();
});

it("sets a seller's price rate (empty cancels) and resets it to the standard rate", async () => {
  let custom: number | null = null;
  network = stubFetch({
    'GET /api/admin/user': () => ({ status: 200, body: adminUserDetail(7, { customPriceRate: custom, priceRate: custom ?? 345 }) }),
    'PUT /api/admin/user-pricerate': (call) => {
      custom = (call.body as { PriceRate: number | null }).PriceRate;
      return ok(custom === null ? 'The price rate is back to the standard £345.00.' : 'The price rate is now £300.00.')();
    },
  });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(AdminUserDetail, at);
  await user.click(await screen.findByRole('button', { name: 'Edit price rate…' }));
  let dialog = await screen.findByRole('dialog', { name: 'Custom price rate' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(network.callsTo('PUT', '/api/admin/user-pricerate')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Edit price rate…' }));
  dialog = await screen.findByRole('dialog', { name: 'Custom price rate' });
  await user.type(within(dialog).getByLabelText('Price per 28 days (£, before VAT)'), '300');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The price rate is now £300.00.')).toBeInTheDocument();
  expect(network.callsTo('PUT', '/api/admin/user-pricerate')[0]).toMatchObject({ body: { PriceRate: 300 } });
  expect(queryOf(network.callsTo('PUT', '/api/admin/user-pricerate')[0])).toEqual({ userId: '7' });
  expect(await screen.findByText('£300.00')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Reset to standard rate (£345)' }));
  expect(await screen.findByText('The price rate is back to the standard £345.00.')).toBeInTheDocument();
  expect(network.callsTo('PUT', '/api/admin/user-pricerate')[1]).toMatchObject({ body: { PriceRate: null } });
});

it('shows the error state for an unknown user', async () => {
  network = stubFetch({ 'GET /api/admin/user': () => ({ status: 404, body: { message: 'This user does not exist.' } }) });
  renderAdminScreen(AdminUserDetail, at);
  expect(await screen.findByText('The user could not be loaded')).toBeInTheDocument();
  expect(screen.getByText('This user does not exist.')).toBeInTheDocument();
});

test('the dialogs accept only what the rules allow', () => {
  expect([parseDisableDays('3'), parseDisableDays(' 14 '), parseDisableDays('0'), parseDisableDays('-1'), parseDisableDays('1.5'), parseDisableDays('')]).toEqual([3, 14, null, null, null, null]);
  expect([parsePriceRate('300'), parsePriceRate('299.99'), parsePriceRate(''), parsePriceRate('0'), parsePriceRate('12.345'), parsePriceRate('abc')]).toEqual([300, 299.99, null, null, null, null]);
});
