import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route } from 'react-router-dom';
import { ROLES, type Role } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@insolvency/shared-auth';
import { fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { renderInLayout } from '../testing/render-in-layout';

let network: FetchStub;
afterEach(() => network.restore());

function renderAs(role: Role, count: number, windowWidth = 1280) {
  window.innerWidth = windowWidth;
  localStorage.clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, sub: '42', name: 'Sam Seller' }));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  network = stubFetch({ 'GET /api/seller/notifications': () => ({ status: 200, body: count }) });
  renderInLayout(
    '/user/live-posts',
    <>
      <Route path="/user/live-posts" element={<Link to="/user/invoices">To invoices</Link>} />
      <Route path="/user/invoices" element={<Link to="/user/live-posts">To live posts</Link>} />
    </>,
  );
}

const banner = () => screen.getByRole('banner');
// The top bar's seller pieces are lazy chunks: on a busy machine they take more than findBy's default second.
const slow = { timeout: 5000 };

describe("the seller's notification count", () => {
  it('shows in the top bar, leading to View Interest, and beside View Interest in the menu', async () => {
    renderAs(ROLES.seller, 3);
    const link = await within(banner()).findByRole('link', { name: '3 new expressions of interest' }, slow);
    expect(link).toHaveAttribute('href', '/user/view-interest');
    expect(link).toHaveTextContent('3 new');

    await userEvent.click(await within(banner()).findByRole('button', { name: /, account menu$/ }, slow));
    const menu = await screen.findByRole('menu', {}, slow);
    expect(within(menu).getByRole('link', { name: /^View Interest/ })).toHaveTextContent('View Interest3');
    expect(within(menu).getByLabelText('3 expressions of interest not viewed yet')).toBeInTheDocument();
  });

  it('is asked for once, not again on each navigation', async () => {
    renderAs(ROLES.seller, 1);
    await within(banner()).findByRole('link', { name: '1 new expression of interest' }, slow);
    await userEvent.click(screen.getByRole('link', { name: 'To invoices' }));
    await userEvent.click(screen.getByRole('link', { name: 'To live posts' }));
    expect(screen.getByRole('link', { name: 'To invoices' })).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/seller/notifications')).toHaveLength(1);
  });

  it('shows in the drawer on a phone', async () => {
    renderAs(ROLES.seller, 2, 390);
    await within(banner()).findByRole('link', { name: '2 new expressions of interest' }, slow);
    await userEvent.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' }, slow);
    expect(within(nav).getByRole('link', { name: /^View Interest/ })).toHaveTextContent('View Interest2');
  });

  it('shows nothing when all interest has been viewed', async () => {
    renderAs(ROLES.seller, 0);
    await userEvent.click(await within(banner()).findByRole('button', { name: /, account menu$/ }, slow));
    const menu = await screen.findByRole('menu', {}, slow);
    expect(within(menu).getByRole('link', { name: 'View Interest' })).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/seller/notifications')).toHaveLength(1);
    expect(within(banner()).queryByRole('link', { name: /new expressions? of interest/ })).not.toBeInTheDocument();
  });

  it.each([ROLES.buyer, ROLES.admin])('is never asked for by %s', async (role) => {
    renderAs(role, 5);
    await userEvent.click(await within(banner()).findByRole('button', { name: /, account menu$/ }, slow));
    await screen.findByRole('menu', {}, slow);
    expect(network.callsTo('GET', '/api/seller/notifications')).toHaveLength(0);
  });
});
