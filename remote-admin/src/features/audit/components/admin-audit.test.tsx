import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAuditEntry } from '@insolvency/shared-contracts';
import { stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { loginAsAdmin, renderAdminScreen } from '../../../testing/render-as-admin';
import AdminAudit from './admin-audit';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(loginAsAdmin);

const entry = (id: number, fields: Partial<AdminAuditEntry>): AdminAuditEntry => ({
  id,
  adminId: 1,
  adminName: 'Ada Admin',
  action: 'approve-post',
  targetType: 'post',
  targetId: 50,
  userId: 7,
  before: { adminApproved: false },
  after: { adminApproved: true },
  createdAt: '2026-03-01T10:15:00.000Z',
  ...fields,
});
const answer = (entries: AdminAuditEntry[]) => () => ({ status: 200, body: { entries, roundedPageCount: 1, totalCount: entries.length } });
const lastQuery = () => Object.fromEntries(network.callsTo('GET', '/api/admin/audit').at(-1)!.query);

it('lists who did what, on which user or post, with the values before and after', async () => {
  network = stubFetch({
    'GET /api/admin/audit': answer([entry(2, {}), entry(1, { action: 'user-pricerate', targetType: 'user', targetId: 7, before: { customPriceRate: null }, after: { customPriceRate: 300 } })]),
  });
  renderAdminScreen(AdminAudit);
  expect(screen.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeInTheDocument();
  const postRow = within((await screen.findByRole('link', { name: 'Post 50' })).closest('tr')!);
  expect(postRow.getByText('Approve post')).toBeInTheDocument();
  expect(postRow.getByText('adminApproved: false')).toBeInTheDocument();
  expect(postRow.getByText('adminApproved: true')).toBeInTheDocument();
  expect(postRow.getByText(/01 March 2026/)).toBeInTheDocument();
  const userRow = within(screen.getByRole('link', { name: 'User 7' }).closest('tr')!);
  expect(userRow.getByText('customPriceRate: none')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'User 7' })).toHaveAttribute('href', '/admin/user/7');
  expect(lastQuery()).toEqual({ page: '1', pageSize: '50' });
});

it('filters by action, admin and user', async () => {
  network = stubFetch({ 'GET /api/admin/audit': answer([entry(2, {})]) });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(AdminAudit);
  await screen.findByRole('link', { name: 'Post 50' });
  await user.selectOptions(screen.getByLabelText('Action'), 'Disable user');
  await screen.findByRole('link', { name: 'Post 50' });
  expect(lastQuery()).toMatchObject({ action: 'disable' });
  await user.type(screen.getByLabelText('Admin id'), '1');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await screen.findByRole('link', { name: 'Post 50' });
  expect(lastQuery()).toMatchObject({ action: 'disable', adminId: '1' });
  await user.type(screen.getByLabelText('User id'), '7{Enter}');
  await screen.findByRole('link', { name: 'Post 50' });
  expect(lastQuery()).toEqual({ action: 'disable', adminId: '1', userId: '7', page: '1', pageSize: '50' });
});

it('starts from the address (?userId=7) and shows the empty and error states', async () => {
  network = stubFetch({ 'GET /api/admin/audit': answer([]) });
  const view = renderAdminScreen(AdminAudit, { path: '/admin/audit?userId=7', pattern: '/admin/audit' });
  expect(await screen.findByText("Looks like there's nothing here.")).toBeInTheDocument();
  expect(lastQuery()).toMatchObject({ userId: '7' });
  expect(screen.getByLabelText('User id')).toHaveValue('7');
  view.unmount();
  network.restore();
  network = stubFetch({ 'GET /api/admin/audit': () => ({ status: 500, body: { message: 'Down' } }) });
  renderAdminScreen(AdminAudit);
  expect(await screen.findByText('The audit trail could not be loaded')).toBeInTheDocument();
});
