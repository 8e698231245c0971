import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROLES } from '@insolvency/shared-contracts';
import { type DealRoomSummary, type SellerDealRoom } from '@insolvency/shared-contracts/deal-room';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import DealRoomWorkspace, { WORKSPACE_TABS_CLASS, WORKSPACE_TEXTS } from './deal-room-workspace';

let network: FetchStub;
afterEach(() => network.restore());

const room: SellerDealRoom = { postId: 5, ndaRequired: true, nda: { version: 1, text: 'Keep it.', fromStandardText: false }, ndaFrozen: false, packRelease: 'automatic', cddRequired: true, cddOffReason: null, canEdit: true };
const summary: DealRoomSummary = { postId: 5, buyers: 2, buyersWithAccess: 1, buyersAwaitingApproval: 0, documents: 3, unansweredQuestions: 1, offersIn: 0, offersCloseAt: null, offersSealed: false };

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function renderWorkspace(path: string, canEdit = true) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: canEdit ? ROLES.seller : ROLES.admin, sub: '42', name: 'Sam Seller' }));
  network = stubFetch({
    'GET /api/allauth/post': () => ({ status: 200, body: buildPost(5, { activityHeading: 'Bakery in Leeds' }) }),
    'GET /api/seller/deal-room': () => ({ status: 200, body: { ...room, canEdit } }),
    'GET /api/seller/deal-room-summary': () => ({ status: 200, body: summary }),
    'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: [] }),
    'GET /api/seller/pack-documents': () => ({ status: 200, body: [] }),
    'GET /api/seller/deal-room-questions': () => ({ status: 200, body: [] }),
    'GET /api/seller/nda-standard-text': () => ({ status: 200, body: { text: 'Default.', isDefault: true } }),
  });
  render(
    <UiProvider>
      <Provider store={createTestStore()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/post/:id/manage-deal-room" element={<DealRoomWorkspace />} />
          </Routes>
          <Address />
        </MemoryRouter>
      </Provider>
    </UiProvider>,
  );
}

describe('DealRoomWorkspace', () => {
  it("opens on Buyers under the post's heading and the counts; each tab is in the address, and only the open tab's list is loaded", async () => {
    renderWorkspace('/post/5/manage-deal-room');
    expect(await screen.findByRole('heading', { level: 1, name: WORKSPACE_TEXTS.title })).toBeInTheDocument();
    expect(await screen.findByText('Bakery in Leeds (Reference: REF-5)', { exact: false })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Buyers', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('1 of 2 buyers')).toBeInTheDocument();
    expect(screen.getByText('Unanswered questions').nextElementSibling).toHaveTextContent('1');
    expect(network.callsTo('GET', '/api/seller/pack-documents')).toHaveLength(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/post/5/manage-deal-room?tab=documents');
    expect(await screen.findByRole('tabpanel', { name: 'Documents' })).toHaveTextContent('No documents yet');
    expect(network.callsTo('GET', '/api/seller/pack-documents')).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: 'Buyers' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/post\/5\/manage-deal-room$/);
  });

  it('the tabs draw closer together in the mobile layout by a media rule, not by the width read in script: the server\'s page is a phone\'s too', async () => {
    renderWorkspace('/post/5/manage-deal-room');
    const tabs = await screen.findByRole('tablist');
    expect(tabs.closest(`.${WORKSPACE_TABS_CLASS}`)).toHaveClass('ant-tabs');
    expect(tabs.closest(`.${WORKSPACE_TABS_CLASS}`)).not.toHaveClass('ant-tabs-small');
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(rules).toContain(
      `@media (max-width:959.98px){.${WORKSPACE_TABS_CLASS}.ant-tabs>.ant-tabs-nav .ant-tabs-tab{padding:8px 0}.${WORKSPACE_TABS_CLASS}.ant-tabs>.ant-tabs-nav .ant-tabs-tab+.ant-tabs-tab{margin:0 0 0 12px}}`,
    );
  });

  it('a linked tab opens at once: ?tab=settings shows the settings', async () => {
    renderWorkspace('/post/5/manage-deal-room?tab=settings');
    const panel = await screen.findByRole('tabpanel', { name: 'Settings' });
    expect(await within(panel).findByRole('form', { name: 'Deal room settings' })).toBeInTheDocument();
    expect(await within(panel).findByRole('form', { name: 'Your standard NDA text' })).toBeInTheDocument();
  });

  it('Admin is told the deal room is read-only', async () => {
    renderWorkspace('/post/5/manage-deal-room?tab=questions', false);
    expect(await screen.findByText(WORKSPACE_TEXTS.adminReadOnly)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Questions', selected: true })).toBeInTheDocument();
  });
});
