import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { loginAsAdmin, renderAdminScreen } from '../../../testing/render-as-admin';
import PostAdminPanel from './post-admin-panel';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(loginAsAdmin);

it('approves the post from its detail page and links to the practitioner', async () => {
  network = stubFetch({ 'PATCH /api/admin/approve-post': () => ({ status: 200, body: { message: 'The post is approved.' } }) });
  const post = buildPost(9, { reference: 'REF-9', adminApproved: false, createdBy: 42, createdByName: 'Helen Marsh' });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(() => <PostAdminPanel post={post} />);
  expect(screen.getByRole('region', { name: 'Admin' })).toHaveTextContent('Not approved');
  expect(screen.getByRole('link', { name: 'Practitioner: Helen Marsh' })).toHaveAttribute('href', '/admin/user/42');
  await user.click(screen.getByRole('button', { name: 'Approve REF-9' }));
  expect(await screen.findByText('The post is approved.')).toBeInTheDocument();
  expect(Object.fromEntries(network.callsTo('PATCH', '/api/admin/approve-post')[0].query)).toEqual({ id: '9' });
});

it('offers Unapprove on an approved post', () => {
  network = stubFetch({});
  renderAdminScreen(() => <PostAdminPanel post={buildPost(9, { reference: 'REF-9', adminApproved: true })} />);
  expect(screen.getByRole('button', { name: 'Unapprove REF-9' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Admin' })).toHaveTextContent('Approved');
});
