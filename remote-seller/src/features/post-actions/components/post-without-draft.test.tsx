import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROLES } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import type { PostWithoutDraftState } from '../../../api/draft-api';
import { PostWithoutDraft } from './post-without-draft';

const ok = (body: unknown): StubHandler => () => ({ status: 200, body });
const draft: PostWithoutDraftState['draft'] = {
  Reference: 'NEW-1',
  ActivityHeading: 'Cardiff Bakery',
  Location: [2],
  BusinessStatusId: 1,
  TradingStatusId: 1,
  TurnoverId: 1,
  EmployeesId: 1,
  PrimaryCategory: 11,
  AdditionalCategories: [],
  Assets: [],
  Description: '<p>Bread</p>',
  DisplayHome: true,
  PaymentMethodId: 1,
  PostingTypeId: 1,
};
const account = { myAccountDetails: { customPriceRate: 300 } };

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller, sub: '42', name: 'Sam Seller' }));
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPostNew(routes: Record<string, StubHandler>, state: unknown = { draft }) {
  network = stubFetch({ 'GET /api/allauth/account-details': ok(account), ...routes });
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={[{ pathname: '/post/post-new', state }]}>
          <Routes>
            <Route path="/post/post-new" element={<PostWithoutDraft />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

describe('PostWithoutDraft', () => {
  it("prices the period at the seller's own rate, saves the draft, posts it and opens the post", async () => {
    const user = userEvent.setup({ delay: null });
    renderPostNew({ 'POST /api/seller/draft': ok({ businessId: 91 }), 'POST /api/seller/post-draft': ok({ message: 'Post is now live' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post New' })).toBeInTheDocument();
    expect(screen.getByText('Cardiff Bakery (Reference: NEW-1)')).toBeInTheDocument();
    expect(await screen.findByText('£360.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post Now' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/post/91'));
    expect(network.callsTo('POST', '/api/seller/draft')[0].body).toMatchObject({ Reference: 'NEW-1', Description: '<p>Bread</p>' });
    expect(network.callsTo('POST', '/api/seller/post-draft')).toHaveLength(1);
  });

  it("saves AddPost's deal-room settings on the new draft before posting it; a refusal is told and the posting goes on", async () => {
    const user = userEvent.setup({ delay: null });
    const dealRoom = { NdaRequired: true, NdaText: null, PackRelease: 'on_approval' as const };
    renderPostNew(
      {
        'POST /api/seller/draft': ok({ businessId: 92 }),
        'PUT /api/seller/deal-room': () => ({ status: 503, body: { message: 'Please try again in a moment' } }),
        'POST /api/seller/post-draft': ok({ message: 'Post is now live' }),
      },
      { draft, dealRoom },
    );
    await user.click(await screen.findByRole('button', { name: 'Post Now' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/post/92'));
    const [put] = network.callsTo('PUT', '/api/seller/deal-room');
    expect(put.query.get('id')).toBe('92');
    expect(put.body).toEqual(dealRoom);
    expect(network.callsTo('POST', '/api/seller/post-draft')).toHaveLength(1);
    expect(await screen.findByText(/The post was saved, but its deal room settings were not: Please try again in a moment/)).toBeInTheDocument();
  });

  it('saves the draft once when posting is tried again', async () => {
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    renderPostNew({
      'POST /api/seller/draft': ok({ businessId: 91 }),
      'POST /api/seller/post-draft': () => (++attempts === 1 ? { status: 503, body: { message: 'Please try again in a moment' } } : { status: 200, body: { message: 'Post is now live' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Post Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in a moment');
    await user.click(screen.getByRole('button', { name: 'Post Now' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/post/91'));
    expect(network.callsTo('POST', '/api/seller/draft')).toHaveLength(1);
  });

  it('asks for a try again when the draft could not be saved', async () => {
    const user = userEvent.setup({ delay: null });
    renderPostNew({ 'POST /api/seller/draft': () => ({ status: 502, body: 'Bad gateway' }) });
    await user.click(await screen.findByRole('button', { name: 'Post Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your post could not be saved. Please try again.');
    expect(network.callsTo('POST', '/api/seller/post-draft')).toHaveLength(0);
  });

  it('sends a visitor without a new post to the new post form', async () => {
    renderPostNew({}, null);
    expect(await screen.findByText('There is no new post to put on sale. Please fill in the new post form first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Post' })).toHaveAttribute('href', '/user/add-post');
  });
});
