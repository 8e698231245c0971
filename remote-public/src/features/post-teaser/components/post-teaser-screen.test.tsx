import { screen } from '@testing-library/react';
import { buildPostTeaser } from '@insolvency/shared-contracts/testing';
import { stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { renderScreen } from '@insolvency/shared-ui/testing';
import PostTeaserScreen from './post-teaser-screen';

const teaser = buildPostTeaser({ locations: ['London', 'Kent'] });

let network: FetchStub;
afterEach(() => network.restore());

const renderAt = (path: string) => renderScreen(PostTeaserScreen, { path, pattern: '/opportunities/:id' });

test('a live teaser shows the post’s public facts and the way in, and names the tab after the post', async () => {
  network = stubFetch({ 'GET /api/unauth/post-teaser': () => ({ status: 200, body: { forSale: true, teaser } }) });
  renderAt('/opportunities/12');
  expect(await screen.findByRole('heading', { level: 1, name: teaser.activityHeading })).toBeInTheDocument();
  expect(screen.getByText('Reference BAKE-12')).toBeInTheDocument();
  expect(screen.getByText('London, Kent')).toBeInTheDocument();
  expect(screen.getByText('Begbies & Partners LLP')).toBeInTheDocument();
  expect(screen.getByText('Log in or register to see the full details and express interest.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(network.calls[0].query.get('id')).toBe('12');
  expect(document.title).toContain(teaser.activityHeading);
});

test('a teaser whose post is no longer for sale says so', async () => {
  network = stubFetch({ 'GET /api/unauth/post-teaser': () => ({ status: 200, body: { forSale: false, teaser } }) });
  renderAt('/opportunities/12');
  expect(await screen.findByRole('heading', { level: 1, name: 'This opportunity is no longer for sale' })).toBeInTheDocument();
  expect(screen.getByText(/Bakery chain in administration \(reference BAKE-12\) has been withdrawn/)).toBeInTheDocument();
});

test.each([
  ['an id without a teaser', '/opportunities/99'],
  ['an address that is not an id', '/opportunities/abc'],
])('%s shows that the opportunity is not found', async (_case, path) => {
  network = stubFetch({ 'GET /api/unauth/post-teaser': () => ({ status: 404, body: { message: 'Not Found' } }) });
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Opportunity not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
});
