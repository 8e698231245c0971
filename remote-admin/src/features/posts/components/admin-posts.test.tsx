import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { loginAsAdmin, renderAdminScreen } from '../../../testing/render-as-admin';
import AdminPosts from './admin-posts';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(loginAsAdmin);

it('lists posts 50 a page with a link to each post; approve then unapprove, each confirmed', async () => {
  let approved = false;
  network = stubFetch({
    'GET /api/admin/posts': () => ({
      status: 200,
      body: { businessList: [buildPost(5, { reference: 'REF-5', activityHeading: 'Bakery', adminApproved: approved })], roundedPageCount: 1, totalCount: 1 },
    }),
    'PATCH /api/admin/approve-post': () => {
      approved = true;
      return { status: 200, body: { message: 'The post is approved.' } };
    },
    'PATCH /api/admin/unapprove-post': () => {
      approved = false;
      return { status: 200, body: { message: 'The post is unapproved.' } };
    },
  });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(AdminPosts);
  expect(screen.getByRole('heading', { level: 1, name: 'Administrate Posts' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'REF-5' })).toHaveAttribute('href', '/post/5');
  expect(Object.fromEntries(network.callsTo('GET', '/api/admin/posts')[0].query)).toEqual({ page: '1', pageSize: '50' });

  await user.click(screen.getByRole('button', { name: 'Approve REF-5' }));
  expect(await screen.findByText('The post is approved.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Unapprove REF-5' })).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /REF-5/ })).getByText('Yes')).toBeInTheDocument();
  expect(Object.fromEntries(network.callsTo('PATCH', '/api/admin/approve-post')[0].query)).toEqual({ id: '5' });

  await user.click(screen.getByRole('button', { name: 'Unapprove REF-5' }));
  expect(await screen.findByText('The post is unapproved.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Approve REF-5' })).toBeInTheDocument();
});

it('a refused approval shows no error (spec §8) and changes nothing', async () => {
  network = stubFetch({
    'GET /api/admin/posts': () => ({ status: 200, body: { businessList: [buildPost(5, { reference: 'REF-5', adminApproved: false })], roundedPageCount: 1, totalCount: 1 } }),
    'PATCH /api/admin/approve-post': () => ({ status: 404, body: { message: 'This post does not exist.' } }),
  });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(AdminPosts);
  await user.click(await screen.findByRole('button', { name: 'Approve REF-5' }));
  await screen.findByRole('button', { name: 'Approve REF-5' });
  expect(network.callsTo('PATCH', '/api/admin/approve-post')).toHaveLength(1);
  expect(screen.queryByText('This post does not exist.')).not.toBeInTheDocument();
  expect(network.callsTo('GET', '/api/admin/posts')).toHaveLength(1);
});

it('pages through the server: page links and page size', async () => {
  network = stubFetch({ 'GET /api/admin/posts': () => ({ status: 200, body: { businessList: [buildPost(5, { reference: 'REF-5' })], roundedPageCount: 4, totalCount: 200 } }) });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(AdminPosts);
  await screen.findByRole('link', { name: 'REF-5' });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.selectOptions(screen.getByLabelText('Per page'), '10');
  await screen.findByRole('link', { name: 'REF-5' });
  const queries = network.callsTo('GET', '/api/admin/posts').map((c) => Object.fromEntries(c.query));
  expect(queries).toContainEqual({ page: '2', pageSize: '50' });
  expect(queries.at(-1)).toEqual({ page: '1', pageSize: '10' });
});

it('shows the empty and error states', async () => {
  network = stubFetch({ 'GET /api/admin/posts': () => ({ status: 200, body: { businessList: [], roundedPageCount: 1, totalCount: 0 } }) });
  const view = renderAdminScreen(AdminPosts);
  expect(await screen.findByText("Looks like there's nothing here.")).toBeInTheDocument();
  view.unmount();
  network.restore();
  network = stubFetch({ 'GET /api/admin/posts': () => ({ status: 500, body: { message: 'Server down' } }) });
  renderAdminScreen(AdminPosts);
  expect(await screen.findByText('The posts could not be loaded')).toBeInTheDocument();
});
