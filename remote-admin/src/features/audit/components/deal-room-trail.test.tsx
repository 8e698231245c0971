import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DealRoomAuditEntry } from '@insolvency/shared-contracts/deal-room';
import { stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { loginAsAdmin, renderAdminScreen } from '../../../testing/render-as-admin';
import AdminAudit from './admin-audit';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(loginAsAdmin);

const entry = (id: string, fields: Partial<DealRoomAuditEntry>): DealRoomAuditEntry => ({
  id,
  postId: 50,
  postReference: 'ACME-2026',
  actorId: 3,
  actorName: 'Sam Seller',
  kind: 'access-approved',
  details: { buyerId: 7 },
  createdAt: '2026-03-01T10:15:00.000Z',
  ...fields,
});
const answer = (entries: DealRoomAuditEntry[]) => () => ({ status: 200, body: { entries, roundedPageCount: 1, totalCount: entries.length } });
const lastQuery = () => Object.fromEntries(network.callsTo('GET', '/api/admin/deal-room-audit').at(-1)!.query);
const DEAL_ROOMS = { path: '/admin/audit?trail=deal-rooms&postId=50', pattern: '/admin/audit' };

it('lists each step of the post from the address: when, which post, what, by whom, with its details', async () => {
  network = stubFetch({
    'GET /api/admin/deal-room-audit': answer([entry('event-2', {}), entry('download-1', { kind: 'document-downloaded', actorId: 7, actorName: 'Bea Bidder', details: { documentId: 4, title: 'Site plan' } })]),
  });
  renderAdminScreen(AdminAudit, DEAL_ROOMS);
  const approved = within((await screen.findByRole('cell', { name: 'Access approved' })).closest('tr')!);
  expect(approved.getByRole('link', { name: 'ACME-2026' })).toBeInTheDocument();
  expect(approved.getByRole('link', { name: 'Sam Seller' })).toHaveAttribute('href', '/admin/user/3');
  expect(approved.getByText('buyerId: 7')).toBeInTheDocument();
  expect(approved.getByText(/01 March 2026/)).toBeInTheDocument();
  const downloaded = within(screen.getByRole('cell', { name: 'Document downloaded' }).closest('tr')!);
  expect(downloaded.getByText('title: Site plan')).toBeInTheDocument();
  expect(screen.getByLabelText('Post id')).toHaveValue('50');
  expect(screen.getByRole('link', { name: 'Deal rooms' })).toHaveAttribute('aria-current', 'page');
  expect(lastQuery()).toEqual({ postId: '50', page: '1', pageSize: '50' });
});

it('filters by user and by step from the keyboard, and keeps the filters in the address', async () => {
  network = stubFetch({ 'GET /api/admin/deal-room-audit': answer([entry('event-2', {})]) });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(AdminAudit, DEAL_ROOMS);
  await screen.findByRole('cell', { name: 'Access approved' });
  await user.type(screen.getByLabelText('User id'), '7{Enter}');
  await screen.findByRole('cell', { name: 'Access approved' });
  expect(lastQuery()).toMatchObject({ postId: '50', userId: '7' });
  await user.selectOptions(screen.getByLabelText('Step'), 'Offer made');
  await screen.findByRole('cell', { name: 'Access approved' });
  expect(lastQuery()).toEqual({ postId: '50', userId: '7', kind: 'offer-made', page: '1', pageSize: '50' });
});

it('is reached from the admin actions by its link, and shows the empty and error states', async () => {
  network = stubFetch({ 'GET /api/admin/audit': () => ({ status: 200, body: { entries: [], roundedPageCount: 1, totalCount: 0 } }), 'GET /api/admin/deal-room-audit': answer([]) });
  const user = userEvent.setup({ delay: null });
  const view = renderAdminScreen(AdminAudit);
  expect(screen.getByRole('link', { name: 'Admin actions' })).toHaveAttribute('aria-current', 'page');
  await user.click(screen.getByRole('link', { name: 'Deal rooms' }));
  expect(await screen.findByText("Looks like there's nothing here.")).toBeInTheDocument();
  expect(screen.getByLabelText('Post id')).toHaveValue('');
  expect(lastQuery()).toEqual({ page: '1', pageSize: '50' });
  view.unmount();
  network.restore();
  network = stubFetch({ 'GET /api/admin/deal-room-audit': () => ({ status: 500, body: { message: 'Down' } }) });
  renderAdminScreen(AdminAudit, DEAL_ROOMS);
  expect(await screen.findByText('The deal room trail could not be loaded')).toBeInTheDocument();
});
