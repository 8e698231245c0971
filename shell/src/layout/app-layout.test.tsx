import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { ROLES } from '@insolvency/shared-contracts';
import type { Role } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, usePostQuery } from '@insolvency/shared-auth';
import { fakeAccessToken, stubFetch } from '@insolvency/shared-auth/testing';
import type { FetchStub } from '@insolvency/shared-auth/testing';
import { renderInLayout } from '../testing/render-in-layout';

interface LayoutOptions {
  path?: string;
  role?: Role;
  windowWidth?: number;
}

function renderLayout({ path = '/', role, windowWidth = 1280 }: LayoutOptions = {}) {
  window.innerWidth = windowWidth;
  if (role) {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, name: 'Jane Smith' }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  }
  renderInLayout(path, <Route index element={<p>Home screen</p>} />);
}

const banner = () => screen.getByRole('banner');

async function openAccountMenu() {
  await userEvent.click(await within(banner()).findByRole('button', { name: /, account menu$/ }));
}

// antd measures the scrollbar through ::-webkit-scrollbar, which jsdom cannot compute.
const computeStyleWithoutPseudoElement = window.getComputedStyle.bind(window);
beforeAll(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computeStyleWithoutPseudoElement(element)));

let network: FetchStub;
beforeEach(() => {
  localStorage.clear();
  network = stubFetch({ 'POST /api/logout': () => ({ status: 200, body: { message: 'Logged out' } }) });
});
afterEach(() => network.restore());

describe('AppLayout on a desktop', () => {
  it('offers a visitor Login and Help, the product name linking home, and the screen in main', () => {
    renderLayout({ path: '/' });
    expect(within(banner()).getByRole('link', { name: 'Insolvency Marketplace' })).toHaveAttribute('href', '/');
    expect(within(banner()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(banner()).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help/faqs');
    expect(within(banner()).queryByRole('button', { name: /, account menu$/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Home screen')).toBeInTheDocument();
    expect(banner()).toHaveStyle({ minHeight: '70px' });
  });

  it("loads the account menu only once the screen's first data is in and drawn, not while it is on its way", async () => {
    let answerPost: (post: object) => void = () => undefined;
    network = stubFetch({ 'GET /api/allauth/post': () => new Promise((resolve) => (answerPost = (post) => resolve({ status: 200, body: post }))) });
    function PostScreen() {
      const { data } = usePostQuery(7);
      return <p>{data ? 'Post shown' : 'Loading post'}</p>;
    }
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.buyer, name: 'Jane Smith' }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    renderInLayout('/', <Route index element={<PostScreen />} />);

    await screen.findByText('Loading post');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(banner()).getByText('Jane Smith')).toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: /, account menu$/ })).not.toBeInTheDocument();

    await act(async () => answerPost({ id: 7 }));
    await screen.findByText('Post shown');
    expect(within(banner()).queryByRole('button', { name: /, account menu$/ })).not.toBeInTheDocument();
    expect(await within(banner()).findByRole('button', { name: /, account menu$/ }, { timeout: 2_500 })).toBeInTheDocument();
  });

  it('gives a buyer the account menu instead of Login, with the buyer menu', async () => {
    renderLayout({ role: ROLES.buyer });
    // WCAG 2.5.3: the button is named from the words it shows, so a speech user can say them.
    expect(await within(banner()).findByRole('button', { name: 'Jane Smith, account menu' })).toHaveTextContent('Jane Smith');
    await openAccountMenu();
    expect(within(banner()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Help' })).toBeInTheDocument();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('link', { name: 'Account Details' })).toHaveAttribute('href', '/user/account-details');
    expect(within(menu).getByRole('link', { name: 'Address and Phone' })).toHaveAttribute('href', '/user/account-addressphone');
    expect(within(menu).getByRole('link', { name: 'Posting Inbox' })).toHaveAttribute('href', '/posting-inbox/');
    expect(within(menu).getByRole('link', { name: 'Expressions of Interest' })).toHaveAttribute('href', '/expressed-interest/');
    expect(within(menu).getByRole('link', { name: 'Keyword Preferences' })).toHaveAttribute('href', '/user/keywords');
    expect(within(menu).queryByRole('link', { name: 'Live Posts' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('gives a seller the seller menu', async () => {
    renderLayout({ role: ROLES.seller });
    await openAccountMenu();
    const menu = await screen.findByRole('menu');
    for (const [label, href] of [
      ['Live Posts', '/user/live-posts'],
      ['Add Post', '/user/add-post'],
      ['View Interest', '/user/view-interest'],
      ['Draft Posts', '/user/draft-posts'],
      ['Scheduled Posts', '/user/scheduled-posts'],
      ['Posting Archive', '/user/posting-archive'],
      ['Invoices', '/user/invoices'],
      ['Certificates', '/user/certificates'],
    ]) {
      expect(within(menu).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(within(menu).queryByRole('link', { name: 'Posting Inbox' })).not.toBeInTheDocument();
  });

  it('hides Help from an Admin and gives the admin menu, without a mail service link when none is configured', async () => {
    network.restore();
    network = stubFetch({ 'GET /api/admin/config': () => ({ status: 200, body: { reportUrl: null, mailServiceDashboardUrl: null } }) });
    renderLayout({ role: ROLES.admin });
    await openAccountMenu();
    expect(within(banner()).queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('link', { name: 'Administrate Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(menu).getByRole('link', { name: 'Administrate Posts' })).toHaveAttribute('href', '/admin/posts');
    expect(within(menu).getByRole('link', { name: 'Dashboards' })).toHaveAttribute('href', '/admin/dashboards');
    expect(within(menu).getByRole('link', { name: 'Remote status' })).toHaveAttribute('href', '/admin/remotes');
    expect(network.callsTo('GET', '/api/admin/config')).toHaveLength(1);
    expect(within(menu).queryByRole('link', { name: /Mail delivery service/ })).not.toBeInTheDocument();
  });

  it("links an Admin to the configured mail delivery service in a new tab", async () => {
    network.restore();
    network = stubFetch({ 'GET /api/admin/config': () => ({ status: 200, body: { reportUrl: null, mailServiceDashboardUrl: 'https://mail.example.com/dashboard' } }) });
    renderLayout({ role: ROLES.admin });
    await openAccountMenu();
    const link = await within(await screen.findByRole('menu')).findByRole('link', { name: 'Mail delivery service (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://mail.example.com/dashboard');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('logs out from the account menu and lands on ConditionalHome', async () => {
    renderLayout({ path: '/user/live-posts', role: ROLES.seller });
    await openAccountMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(within(banner()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('AppLayout below 960 px', () => {
  it('moves the menu into a side drawer with Logout, which leads home', async () => {
    renderLayout({ path: '/posting-inbox/', role: ROLES.buyer, windowWidth: 390 });
    expect(banner()).toHaveStyle({ minHeight: '58px' });
    expect(within(banner()).queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: /, account menu$/ })).not.toBeInTheDocument();

    await userEvent.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(drawer).getByRole('link', { name: 'Posting Inbox' })).toHaveAttribute('href', '/posting-inbox/');
    expect(within(drawer).getByRole('link', { name: 'Help' })).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("gives an Admin the configured mail delivery service in the drawer too", async () => {
    network.restore();
    network = stubFetch({ 'GET /api/admin/config': () => ({ status: 200, body: { reportUrl: null, mailServiceDashboardUrl: 'https://mail.example.com/dashboard' } }) });
    renderLayout({ role: ROLES.admin, windowWidth: 390 });
    await userEvent.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(drawer).findByRole('link', { name: 'Mail delivery service (opens in a new tab)' })).toHaveAttribute('href', 'https://mail.example.com/dashboard');
  });

  it('offers a visitor Login and Register in the drawer, without Logout', async () => {
    renderLayout({ windowWidth: 390 });
    await userEvent.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(drawer).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(drawer).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register/');
    expect(within(drawer).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('switches layout when the window is resized', () => {
    renderLayout({ windowWidth: 1280 });
    expect(within(banner()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    act(() => {
      window.innerWidth = 959;
      window.dispatchEvent(new Event('resize'));
    });
    expect(within(banner()).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('Footer', () => {
  it('links to Privacy Policy, Contact Information and Terms and Conditions', () => {
    renderLayout({ path: '/' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Contact Information' })).toHaveAttribute('href', '/help/contactus');
    expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  });

  it.each(['/user/invoice/12', '/user/certificate/12'])('is hidden on the printable output %s', (path) => {
    renderLayout({ path, role: ROLES.seller });
    expect(screen.getByText('Some screen')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('Skip link', () => {
  it('is the first stop of the keyboard and moves focus to the content', async () => {
    renderLayout();
    await userEvent.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to content' });
    expect(skipLink).toHaveFocus();
    await userEvent.click(skipLink);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
