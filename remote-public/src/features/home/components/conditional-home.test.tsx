import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ROLES } from '@insolvency/shared-contracts';
import type { HomeStats, Post, Role } from '@insolvency/shared-contracts';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch } from '@insolvency/shared-auth/testing';
import type { FetchStub, StubHandler } from '@insolvency/shared-auth/testing';
import ConditionalHome from './conditional-home';

function homePost(businessId: number, activityHeading: string): Post {
  return buildPost(businessId, { activityHeading, createdBy: 3, turnover: '£1m - £5m', turnoverID: 3 });
}

const stats: HomeStats = { livePosts: 48, interestedParties: 1250, insolvencyPractitioners: 37, expressionsOfInterest: 912 };
const ok = (body: unknown): StubHandler => () => ({ status: 200, body });

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(() => localStorage.clear());

function renderHome(role?: Role) {
  if (role) localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, name: 'Jane Smith' }));
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <ConditionalHome />
      </MemoryRouter>
    </Provider>,
  );
}

describe('ConditionalHome for a visitor', () => {
  it('explains the marketplace and shows the statistics and the home posts', async () => {
    network = stubFetch({
      'GET /api/unauth/homeposts': ok([homePost(12, 'Family bakery with two shops'), homePost(13, 'Engineering workshop and machinery')]),
      'GET /api/unauth/homestats': ok(stats),
    });
    renderHome();

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/£345 plus VAT for 28 days/)).toBeInTheDocument();
    expect(screen.getByText(/Registration is free/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    const figures = await screen.findByTestId('home-statistics');
    for (const [figure, label] of [['48', 'Live posts'], ['1,250', 'Interested Parties'], ['37', 'Insolvency Practitioners'], ['912', 'Expressions of interest']]) {
      expect(within(figures).getByText(figure)).toBeInTheDocument();
      expect(within(figures).getByText(label)).toBeInTheDocument();
    }

    const bakery = await screen.findByRole('article', { name: 'Family bakery with two shops' });
    expect(within(bakery).getByText('Ref: REF-12')).toBeInTheDocument();
    expect(within(bakery).getByRole('link', { name: 'View Detail' })).toHaveAttribute('href', '/opportunities/12');
    expect(screen.getByRole('article', { name: 'Engineering workshop and machinery' })).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/unauth/homeposts')).toHaveLength(1);
  });

  it("says there's nothing here when no post is on the home page", async () => {
    network = stubFetch({ 'GET /api/unauth/homeposts': ok([]), 'GET /api/unauth/homestats': ok(stats) });
    renderHome();
    expect(await screen.findByText("Looks like there's nothing here.")).toBeInTheDocument();
  });

  it("shows the server's message when the posts fail, and retries", async () => {
    let postsAnswer: ReturnType<StubHandler> = { status: 503, body: { message: 'The database is starting up.' } };
    network = stubFetch({ 'GET /api/unauth/homeposts': () => postsAnswer, 'GET /api/unauth/homestats': ok(stats) });
    renderHome();

    expect(await screen.findByText('The database is starting up.')).toBeInTheDocument();
    postsAnswer = { status: 200, body: [homePost(12, 'Family bakery with two shops')] };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Family bakery with two shops' })).toBeInTheDocument();
  });

  it('keeps the page usable when the statistics fail', async () => {
    network = stubFetch({ 'GET /api/unauth/homeposts': ok([homePost(12, 'Family bakery with two shops')]), 'GET /api/unauth/homestats': () => ({ status: 500 }) });
    renderHome();
    expect(await screen.findByText('Statistics are unavailable')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Family bakery with two shops' })).toBeInTheDocument();
  });
});

describe('ConditionalHome for a logged-in user', () => {
  beforeEach(() => {
    network = stubFetch({});
  });

  const tileNames = () => screen.getAllByRole('link').map((link) => link.firstChild?.textContent);

  it('gives an Interested Party the buyer tiles', async () => {
    renderHome(ROLES.buyer);
    // The tiles are their own chunk (a visitor never loads them): a loading state shows first.
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane Smith' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Posting Inbox/ })).toHaveAttribute('href', '/posting-inbox/');
    expect(tileNames()).toEqual([
      'Posting Inbox',
      'Expressions of Interest',
      'Watchlist',
      'Location and Size Preferences',
      'Category Preferences',
      'Keyword Preferences',
      'Asset Preferences',
      'E-mail Preferences',
    ]);
  });

  it('gives an Insolvency Practitioner the seller tiles', async () => {
    renderHome(ROLES.seller);
    expect(await screen.findByRole('link', { name: /Live Posts/ })).toHaveAttribute('href', '/user/live-posts');
    expect(tileNames()).toEqual(['Live Posts', 'Add Post', 'View Interest', 'Draft Posts', 'Scheduled Posts', 'Posting Archive', 'Invoices', 'Certificates']);
  });

  it('gives an Admin the admin tiles', async () => {
    renderHome(ROLES.admin);
    expect(await screen.findByRole('link', { name: /Administrate Users/ })).toHaveAttribute('href', '/admin/users');
    expect(tileNames()).toEqual(['Administrate Users', 'Administrate Posts', 'Invoices', 'Certificates', 'Dashboards', 'Audit Trail', 'Sanctions list', 'Remote status']);
  });

  it('calls nothing for the visitor page', async () => {
    renderHome(ROLES.buyer);
    await screen.findByRole('heading', { name: 'Welcome, Jane Smith' });
    expect(network.calls).toHaveLength(0);
  });
});
