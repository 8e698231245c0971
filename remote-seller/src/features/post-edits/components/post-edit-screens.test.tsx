import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROLES } from '@insolvency/shared-contracts';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { AmendAdditionalCategories, AmendAssets, AmendDescription, AmendDetail } from './post-edit-screens';

const ok = (body: unknown): StubHandler => () => ({ status: 200, body });
const saved = ok({ message: 'Post Successfully Updated' });

const post = buildPost(5, {
  reference: 'REF-5',
  activityHeading: 'Bakery',
  locations: [{ locationId: 1, description: 'London' }],
  primaryCategory: [{ categoryId: 11, description: 'Food' }],
  categories: [{ categoryId: 20, description: 'Retail' }],
  assets: [{ assetId: 1, description: 'Property' }],
});

const LABELS = {
  'GET /api/label/newpost': ok({
    locationLabels: [
      { locationId: 1, description: 'London' },
      { locationId: 2, description: 'Wales' },
    ],
    appointmentStatusLabels: [{ businessStatusId: 1, description: 'Administration' }],
    tradingStatusLabels: [{ tradingStatusId: 1, description: 'Trading' }],
    turnoverLabels: [{ turnoverId: 2, description: 'Up to £250,000' }],
    employeeFields: [{ employeesId: 2, description: '10 - 49' }],
  }),
  'GET /api/label/nestedcategories': ok({
    categoryLabels: [
      { categoryId: 10, description: 'Manufacturing', childCategories: [{ categoryId: 11, description: 'Food' }] },
      { categoryId: 20, description: 'Retail', childCategories: [] },
    ],
  }),
  'GET /api/label/assets': ok({
    assetLabels: [
      { assetId: 1, description: 'Property' },
      { assetId: 2, description: 'Stock' },
    ],
  }),
};

const NO_DEAL_ROOM = { postId: 5, ndaRequired: false, nda: null, ndaFrozen: false, packRelease: 'automatic', canEdit: true };
const DEAL_ROOM = { postId: 5, ndaRequired: true, nda: { version: 2, text: 'Our own words.', fromStandardText: false }, ndaFrozen: true, packRelease: 'automatic', canEdit: true };

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller, sub: '42', name: 'Sam Seller' }));
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, screenElement: ReactElement, routes: Record<string, StubHandler> = {}) {
  network = stubFetch({ 'GET /api/allauth/post': ok(post), 'GET /api/seller/deal-room': ok(NO_DEAL_ROOM), ...LABELS, ...routes });
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={['/post/5/' + path]}>
          <Routes>
            <Route path={'/post/:id/' + path} element={screenElement} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

describe('AmendDetail', () => {
  it("shows the post's detail, refuses an empty reference with the spec's message, saves and goes back to the post", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('amend-detail', <AmendDetail />, { 'PATCH /api/seller/post-detail': saved });
    const reference = await screen.findByLabelText('Reference');
    expect(reference).toHaveValue('REF-5');
    expect(screen.getByRole('link', { name: 'Back to post' })).toHaveAttribute('href', '/post/5');
    expect(screen.getByRole('checkbox', { name: 'London' })).toBeChecked();

    await user.clear(reference);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a Reference')).toBeInTheDocument();
    expect(network.callsTo('PATCH', '/api/seller/post-detail')).toHaveLength(0);

    await user.type(reference, 'REF-6');
    await user.click(screen.getByRole('checkbox', { name: 'Wales' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/post/5'));
    expect(network.callsTo('PATCH', '/api/seller/post-detail')[0].body).toEqual({
      Reference: 'REF-6',
      ActivityHeading: 'Bakery',
      Locations: [1, 2],
      BusinessStatusID: 1,
      TradingStatusID: 1,
      TurnoverID: 2,
      EmployeesID: 2,
      DisplayHome: true,
    });
  });

  it("shows the server's text under the form when the save is refused", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('amend-detail', <AmendDetail />, { 'PATCH /api/seller/post-detail': () => ({ status: 404, body: { message: 'Unknown post' } }) });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown post');
  });
});

describe('AmendDetail: Deal room group', () => {
  const group = () => screen.getByRole('group', { name: 'Deal room' });

  it("starts from the post's settings, saves the detail and then the changed settings, and goes back to the post", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('amend-detail', <AmendDetail />, {
      'GET /api/seller/deal-room': ok(DEAL_ROOM),
      'PATCH /api/seller/post-detail': saved,
      'PUT /api/seller/deal-room': ok(DEAL_ROOM),
    });
    await screen.findByLabelText('Reference');
    expect(within(group()).getByRole('checkbox', { name: 'Require a non-disclosure agreement' })).toBeChecked();
    expect(within(group()).getByRole('radio', { name: 'Write a text for this post' })).toBeChecked();
    expect(within(group()).getByRole('textbox', { name: /NDA text for this post/ })).toHaveValue('Our own words.');
    expect(within(group()).getByText(/A buyer has accepted this version/)).toBeInTheDocument();

    await user.click(within(group()).getByRole('radio', { name: 'On my approval' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/post/5'));
    expect(network.callsTo('PATCH', '/api/seller/post-detail')).toHaveLength(1);
    const [put] = network.callsTo('PUT', '/api/seller/deal-room');
    expect(put.query.get('id')).toBe('5');
    expect(put.body).toEqual({ NdaRequired: true, NdaText: 'Our own words.', PackRelease: 'on_approval' });
  });

  it('unchanged settings make no second call', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('amend-detail', <AmendDetail />, { 'GET /api/seller/deal-room': ok(DEAL_ROOM), 'PATCH /api/seller/post-detail': saved });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/post/5'));
    expect(network.callsTo('PUT', '/api/seller/deal-room')).toHaveLength(0);
  });

  it("stays on the screen with the server's message when the settings are refused after the detail was saved", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('amend-detail', <AmendDetail />, {
      'PATCH /api/seller/post-detail': saved,
      'PUT /api/seller/deal-room': () => ({ status: 403, body: { message: 'Admin can view the deal room but not change it.' } }),
    });
    await user.click(within(await screen.findByRole('group', { name: 'Deal room' })).getByRole('checkbox', { name: 'Require a non-disclosure agreement' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The post detail was saved, but the deal room settings were not: Admin can view the deal room but not change it.');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('without its settings (Admin, or they could not be loaded) the detail is edited alone', async () => {
    renderAt('amend-detail', <AmendDetail />, { 'GET /api/seller/deal-room': () => ({ status: 500, body: { message: 'Down' } }) });
    expect(await screen.findByText('The deal room settings could not be loaded, so they cannot be changed here now.')).toBeInTheDocument();
    expect(screen.getByLabelText('Reference')).toHaveValue('REF-5');
    expect(screen.queryByRole('group', { name: 'Deal room' })).toBeNull();
  });
});

describe('AmendAdditionalCategories', () => {
  it('leaves the primary category out and sends the chosen ones', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('amend-additional-categories', <AmendAdditionalCategories />, { 'PATCH /api/seller/post-additional-categories': saved });
    const group = await screen.findByRole('group', { name: 'Additional Categories' });
    expect(within(group).queryByRole('checkbox', { name: 'Food' })).toBeNull();
    expect(within(group).getByRole('checkbox', { name: 'Retail' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Manufacturing' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(network.callsTo('PATCH', '/api/seller/post-additional-categories')).toHaveLength(1));
    expect(network.callsTo('PATCH', '/api/seller/post-additional-categories')[0].body).toEqual({ Categories: [20, 10] });
  });
});

describe('AmendAssets', () => {
  it('sends the chosen assets', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('amend-assets', <AmendAssets />, { 'PATCH /api/seller/post-assets': saved });
    expect(await screen.findByRole('checkbox', { name: 'Property' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Stock' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(network.callsTo('PATCH', '/api/seller/post-assets')).toHaveLength(1));
    expect(network.callsTo('PATCH', '/api/seller/post-assets')[0].body).toEqual({ Assets: [1, 2] });
  });
});

describe('AmendDescription', () => {
  it('runs the contact-detail check before saving', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('amend-description', <AmendDescription />, {
      'POST /api/seller/check-description': ok({ contactDetailsDetected: true, contactDetails: ['sales@bakery.example'] }),
      'PATCH /api/seller/post-description': saved,
    });
    await user.click(await screen.findByRole('textbox', { name: 'Description' }));
    await user.keyboard(' Write to sales@bakery.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Personal Details detected' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(network.callsTo('PATCH', '/api/seller/post-description')).toHaveLength(1));
    const sent = (network.callsTo('PATCH', '/api/seller/post-description')[0].body as { Description: string }).Description;
    expect(sent).toContain('A going concern.');
    expect(sent).not.toContain('sales@bakery.example');
  });

  it('says when the post does not exist', async () => {
    renderAt('amend-description', <AmendDescription />, { 'GET /api/allauth/post': () => ({ status: 404, body: { message: 'Unknown post' } }) });
    expect(await screen.findByText('Unknown post')).toBeInTheDocument();
  });
});

describe('a Sold post', () => {
  it.each([
    ['amend-detail', <AmendDetail key="detail" />],
    ['amend-additional-categories', <AmendAdditionalCategories key="categories" />],
    ['amend-assets', <AmendAssets key="assets" />],
    ['amend-description', <AmendDescription key="description" />],
  ])('%s says why it cannot be edited, with no form', async (path, element) => {
    renderAt(path, element, { 'GET /api/allauth/post': ok({ ...post, siteStatus: 'Sold' }) });
    expect(await screen.findByText('This post is Sold: a Sold post cannot be edited.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to post' })).toHaveAttribute('href', '/post/5');
  });
});
