import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@insolvency/shared-contracts';
import { adminUser } from '../../../testing/fixtures';
import { stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { loginAsAdmin, renderAdminScreen } from '../../../testing/render-as-admin';
import AdminUsers from './admin-users';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(loginAsAdmin);

const page = (users: AdminUser[], roundedPageCount = 1) => ({ status: 200, body: { usersList: users, roundedPageCount, totalCount: users.length } });

it('loads sellers only, last login first, 50 a page; each name links to the user detail', async () => {
  network = stubFetch({ 'GET /api/admin/users': () => page([adminUser(7, { flagged: true })], 3) });
  renderAdminScreen(AdminUsers);
  expect(screen.getByRole('heading', { level: 1, name: 'Administrate Users' })).toBeInTheDocument();
  expect(screen.getByText('Loading users…')).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'Ian Seller 7' });
  expect(link).toHaveAttribute('href', '/admin/user/7');
  expect(within(screen.getByRole('row', { name: /Ian Seller 7/ })).getByText('Flagged')).toBeInTheDocument();
  const [call] = network.callsTo('GET', '/api/admin/users');
  expect(Object.fromEntries(call.query)).toEqual({ page: '1', pageSize: '50', sort: 'lastLogin', buyersOnly: 'false', sellersOnly: 'true' });
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
});

it('filters buyers only or everyone, sorts, and pages on the server', async () => {
  network = stubFetch({ 'GET /api/admin/users': () => page([adminUser(7)], 12) });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(AdminUsers);
  await screen.findByRole('link', { name: 'Ian Seller 7' });
  // Ten page links of twelve.
  expect(within(screen.getByRole('navigation', { name: 'Users pages' })).getAllByRole('button', { name: /^Page/ })).toHaveLength(10);

  await user.selectOptions(screen.getByLabelText('Show'), 'Buyers only');
  await user.selectOptions(screen.getByLabelText('Sort by'), 'Surname');
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await user.selectOptions(screen.getByLabelText('Per page'), '250');
  await screen.findByRole('link', { name: 'Ian Seller 7' });
  const queries = network.callsTo('GET', '/api/admin/users').map((c) => Object.fromEntries(c.query));
  expect(queries).toContainEqual({ page: '1', pageSize: '50', sort: 'lastLogin', buyersOnly: 'true', sellersOnly: 'false' });
  expect(queries).toContainEqual({ page: '2', pageSize: '50', sort: 'surname', buyersOnly: 'true', sellersOnly: 'false' });
  expect(queries.at(-1)).toEqual({ page: '1', pageSize: '250', sort: 'surname', buyersOnly: 'true', sellersOnly: 'false' });

  await user.selectOptions(screen.getByLabelText('Show'), 'All users');
  await screen.findByRole('link', { name: 'Ian Seller 7' });
  expect(Object.fromEntries(network.callsTo('GET', '/api/admin/users').at(-1)!.query)).toMatchObject({ buyersOnly: 'false', sellersOnly: 'false' });
});

it('takes its view from the address (a shared link, reload, Back), ignoring values it cannot use', async () => {
  network = stubFetch({ 'GET /api/admin/users': () => page([adminUser(7)], 5) });
  renderAdminScreen(AdminUsers, { path: '/admin/users?filter=buyers&sort=surname&search=acme&page=3&pageSize=100', pattern: '/admin/users' });
  await screen.findByRole('link', { name: 'Ian Seller 7' });
  expect(Object.fromEntries(network.callsTo('GET', '/api/admin/users')[0].query)).toEqual({ page: '3', pageSize: '100', sort: 'surname', buyersOnly: 'true', sellersOnly: 'false', search: 'acme' });
  expect(screen.getByLabelText('Show')).toHaveValue('buyers');
  expect(screen.getByLabelText('Name, company or e-mail')).toHaveValue('acme');
  expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  network.restore();

  network = stubFetch({ 'GET /api/admin/users': () => page([adminUser(7)]) });
  renderAdminScreen(AdminUsers, { path: '/admin/users?filter=admins&sort=password&page=0&pageSize=7', pattern: '/admin/users' });
  await screen.findAllByRole('link', { name: 'Ian Seller 7' });
  expect(Object.fromEntries(network.callsTo('GET', '/api/admin/users')[0].query)).toEqual({ page: '1', pageSize: '50', sort: 'lastLogin', buyersOnly: 'false', sellersOnly: 'true' });
});

it('searches names, companies and e-mail addresses on Enter, from page 1', async () => {
  network = stubFetch({ 'GET /api/admin/users': () => page([adminUser(7)], 4) });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(AdminUsers, { path: '/admin/users?page=2', pattern: '/admin/users' });
  await screen.findByRole('link', { name: 'Ian Seller 7' });
  await user.type(screen.getByLabelText('Name, company or e-mail'), '  Recovery LLP {Enter}');
  await screen.findByRole('link', { name: 'Ian Seller 7' });
  expect(Object.fromEntries(network.callsTo('GET', '/api/admin/users').at(-1)!.query)).toMatchObject({ page: '1', search: 'Recovery LLP' });
});

it('shows the empty state, and the error state with a retry', async () => {
  network = stubFetch({ 'GET /api/admin/users': () => page([]) });
  const view = renderAdminScreen(AdminUsers);
  expect(await screen.findByText("Looks like there's nothing here.")).toBeInTheDocument();
  view.unmount();
  network.restore();
  network = stubFetch({ 'GET /api/admin/users': () => ({ status: 500, body: { message: 'Something went wrong' } }) });
  renderAdminScreen(AdminUsers);
  expect(await screen.findByText('The users could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
});

it('keeps both of two changes made before the address has caught up with the first', async () => {
  network = stubFetch({ 'GET /api/admin/users': () => page([adminUser(7)]) });
  renderAdminScreen(AdminUsers, { path: '/admin/users', pattern: '/admin/users' });
  await screen.findByRole('link', { name: 'Ian Seller 7' });
  act(() => {
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'surname' } });
  });
  await screen.findByRole('link', { name: 'Ian Seller 7' });
  await waitFor(() => expect(Object.fromEntries(network.callsTo('GET', '/api/admin/users').at(-1)!.query)).toMatchObject({ sort: 'surname', buyersOnly: 'false', sellersOnly: 'false' }));
});
