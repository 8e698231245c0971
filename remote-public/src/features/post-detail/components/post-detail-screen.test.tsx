import type { ComponentType } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROLES, SLOT_NAMES, type PostDetailSlotProps, type Role, type SlotName } from '@insolvency/shared-contracts';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { SlotProvider } from '@insolvency/shared-ui';
import PostDetailScreen from './post-detail-screen';

const ok = (body: unknown): StubHandler => () => ({ status: 200, body });

const post = buildPost(12, {
  activityHeading: 'Bakery chain in administration',
  reference: 'BAKE-12',
  createdBy: 42,
  locations: [
    { locationId: 1, description: 'London' },
    { locationId: 2, description: 'Kent' },
  ],
  assets: [{ assetId: 3, description: 'Freehold property' }],
  categories: [{ categoryId: 8, description: 'Retail' }],
  description: '<p>Ovens and <strong>leases</strong>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
});

let network: FetchStub;
afterEach(() => network.restore());

function signInAs(role: Role, sub: string) {
  localStorage.clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, sub, name: 'Someone' }));
}

function OwnerPanel({ post: shown }: PostDetailSlotProps) {
  return <p>Owner panel for {shown.reference}</p>;
}
function AdminPanel() {
  return <p>Admin panel</p>;
}
function BuyerActions({ post: shown }: PostDetailSlotProps) {
  return <button type="button">Save {shown.reference}</button>;
}
const panels: Record<SlotName, ComponentType<never>> = {
  [SLOT_NAMES.postOwnerPanel]: OwnerPanel as ComponentType<never>,
  [SLOT_NAMES.postAdminPanel]: AdminPanel as ComponentType<never>,
  [SLOT_NAMES.postBuyerActions]: BuyerActions as ComponentType<never>,
};
// The shell registers a loader per slot; here every slot is filled at once.
const loaders = Object.fromEntries(Object.entries(panels).map(([name, panel]) => [name, async () => panel])) as Record<SlotName, () => Promise<ComponentType<never>>>;

function renderAt(path: string) {
  render(
    <Provider store={createTestStore()}>
      <SlotProvider resolve={(name) => loaders[name]}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/post/:id" element={<PostDetailScreen />} />
          </Routes>
        </MemoryRouter>
      </SlotProvider>
    </Provider>,
  );
}

beforeEach(() => {
  document.title = 'Insolvency Marketplace';
  signInAs(ROLES.buyer, '7');
});

describe('PostDetail', () => {
  it("shows the post's public detail and puts its heading in the page title", async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(post) });
    renderAt('/post/12');

    expect(screen.getByRole('status')).toHaveTextContent('Loading post…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bakery chain in administration' })).toBeInTheDocument();
    expect(document.title).toBe('Bakery chain in administration · Insolvency Marketplace');
    expect(screen.getByText('Reference: BAKE-12')).toBeInTheDocument();
    expect(screen.getByText('For Sale')).toBeInTheDocument();
    expect(screen.getByText('01 March 2026')).toBeInTheDocument();
    expect(screen.getByText('28 March 2026')).toBeInTheDocument();
    expect(screen.getByText('Administration')).toBeInTheDocument();
    expect(screen.getByText('Up to £250,000')).toBeInTheDocument();
    expect(screen.getByText('10 - 49')).toBeInTheDocument();
    expect(screen.getByText('Manufacturing')).toBeInTheDocument();
    expect(screen.getByText('Retail')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Locations' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['London', 'Kent']);
    expect(within(screen.getByRole('list', { name: 'Key Assets' })).getByText('Freehold property')).toBeInTheDocument();
    expect(network.calls.map((call) => call.path)).toEqual(['/api/allauth/post']);
  });

  it('shows the description as HTML without anything that runs', async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(post) });
    renderAt('/post/12');
    const leases = await screen.findByText('leases');
    expect(leases.tagName).toBe('STRONG');
    expect(document.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("says 'Post not found' with the server's message when the post does not exist or is not visible", async () => {
    network = stubFetch({ 'GET /api/allauth/post': () => ({ status: 404, body: { message: 'This post does not exist or is not available.' } }) });
    renderAt('/post/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByText('This post does not exist or is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Post not found · Insolvency Marketplace');
  });

  it('does not ask the server for an id that cannot be a post', async () => {
    network = stubFetch({});
    renderAt('/post/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it("shows the server's error when loading fails, and Retry loads the post", async () => {
    let answer: ReturnType<StubHandler> = { status: 503, body: { message: 'The database is starting up.' } };
    network = stubFetch({ 'GET /api/allauth/post': () => answer });
    renderAt('/post/12');
    expect(await screen.findByText('The database is starting up.')).toBeInTheDocument();
    answer = { status: 200, body: post };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bakery chain in administration' })).toBeInTheDocument();
  });
});

describe('PostDetail panels and actions by viewer', () => {
  it('mounts the owner panel for the post owner, and no admin panel', async () => {
    signInAs(ROLES.seller, '42');
    network = stubFetch({ 'GET /api/allauth/post': ok(post) });
    renderAt('/post/12');
    expect(await screen.findByText('Owner panel for BAKE-12')).toBeInTheDocument();
    expect(screen.queryByText('Admin panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Express Interest' })).not.toBeInTheDocument();
  });

  it("puts the owner's panel beside the detail on a desktop, and before it on a phone", async () => {
    signInAs(ROLES.seller, '42');
    network = stubFetch({ 'GET /api/allauth/post': ok(post) });
    const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const originalWidth = window.innerWidth;
    try {
      renderAt('/post/12');
      const panel = await screen.findByText('Owner panel for BAKE-12');
      expect(before(screen.getByRole('heading', { level: 2, name: 'Description' }), panel)).toBe(true);

      window.innerWidth = 390;
      act(() => void window.dispatchEvent(new Event('resize')));
      const phonePanel = await screen.findByText('Owner panel for BAKE-12');
      expect(before(phonePanel, screen.getByRole('heading', { level: 2, name: 'Description' }))).toBe(true);
    } finally {
      window.innerWidth = originalWidth;
    }
  });

  it('mounts the owner and the admin panels for Admin', async () => {
    signInAs(ROLES.admin, '1');
    network = stubFetch({ 'GET /api/allauth/post': ok(post) });
    renderAt('/post/12');
    expect(await screen.findByText('Owner panel for BAKE-12')).toBeInTheDocument();
    expect(await screen.findByText('Admin panel')).toBeInTheDocument();
  });

  it('shows another seller the public detail only', async () => {
    signInAs(ROLES.seller, '43');
    network = stubFetch({ 'GET /api/allauth/post': ok(post) });
    renderAt('/post/12');
    await screen.findByRole('heading', { level: 1, name: 'Bakery chain in administration' });
    expect(screen.queryByRole('complementary', { name: 'Post management' })).not.toBeInTheDocument();
    expect(screen.queryByText(/panel/)).not.toBeInTheDocument();
  });

  it('offers a buyer Express Interest on a For Sale post, and says so once interest is expressed', async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(post) });
    renderAt('/post/12');
    expect(await screen.findByRole('link', { name: 'Express Interest' })).toHaveAttribute('href', '/post/12/express-interest/');
    expect(screen.queryByText(/panel/)).not.toBeInTheDocument();
    // The buyer area's actions (Save to watchlist) are mounted beside it.
    expect(await screen.findByRole('button', { name: `Save ${post.reference}` })).toBeInTheDocument();
  });

  it('offers a buyer nothing on an expired post, and says when interest was expressed', async () => {
    network = stubFetch({ 'GET /api/allauth/post': ok(buildPost(12, { siteStatus: 'Expired', hasExpressedInterest: true })) });
    renderAt('/post/12');
    expect(await screen.findByText('You have expressed interest in this post.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Express Interest' })).not.toBeInTheDocument();
  });
});
