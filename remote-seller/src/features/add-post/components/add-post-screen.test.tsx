import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROLES, type CategoryLabelsResponse, type NewPostLabelsResponse } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { AddPostScreen } from './add-post-screen';

const ok = (body: unknown): StubHandler => () => ({ status: 200, body });

const NEW_POST_LABELS: NewPostLabelsResponse = {
  locationLabels: [
    { locationId: 1, description: 'London' },
    { locationId: 2, description: 'Wales' },
  ],
  appointmentStatusLabels: [{ businessStatusId: 1, description: 'Administration' }],
  tradingStatusLabels: [{ tradingStatusId: 1, description: 'Trading' }],
  turnoverLabels: [{ turnoverId: 1, description: 'Under £1m' }],
  employeeFields: [{ employeesId: 1, description: '1 to 10' }],
};
const CATEGORIES: CategoryLabelsResponse = {
  categoryLabels: [
    { categoryId: 10, description: 'Manufacturing', childCategories: [{ categoryId: 11, description: 'Food' }] },
    { categoryId: 20, description: 'Retail', childCategories: [] },
  ],
};
const ASSETS = { assetLabels: [{ assetId: 1, description: 'Property' }] };

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller, sub: '42', name: 'Sam Seller' }));
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + JSON.stringify(location.state ?? null)}</p>;
}

function serve(extra: Record<string, StubHandler> = {}) {
  network = stubFetch({
    'GET /api/label/newpost': ok(NEW_POST_LABELS),
    'GET /api/label/nestedcategories': ok(CATEGORIES),
    'GET /api/label/assets': ok(ASSETS),
    'GET /api/seller/draft-already-exists-notifiation': ok({ draftExists: false, businessId: null, reference: null }),
    ...extra,
  });
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={['/user/add-post']}>
          <Routes>
            <Route path="/user/add-post" element={<AddPostScreen />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

async function fillPost(user: ReturnType<typeof userEvent.setup>, description: string) {
  await user.type(await screen.findByLabelText('Reference'), 'REF-1');
  await user.type(screen.getByLabelText('Activity Heading'), 'Bakery in Cardiff');
  await user.selectOptions(screen.getByLabelText('Appointment Status'), 'Administration');
  await user.selectOptions(screen.getByLabelText('Trading Status'), 'Trading');
  await user.selectOptions(screen.getByLabelText('Turnover'), 'Under £1m');
  await user.selectOptions(screen.getByLabelText('Employees'), '1 to 10');
  await user.click(screen.getByRole('checkbox', { name: 'Wales' }));
  await user.selectOptions(screen.getByLabelText('Primary Category'), 'Manufacturing › Food');
  await user.click(screen.getByRole('textbox', { name: 'Description' }));
  await user.keyboard(description);
}

describe('AddPost', () => {
  it('names every required field, keeps additional categories off until a primary one is chosen, and Display Publicly on', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Post' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Display Publicly' })).toBeChecked();
    const additional = screen.getByRole('group', { name: 'Additional Categories' });
    expect(within(additional).getByRole('checkbox', { name: 'Retail' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Reference is required')).toBeInTheDocument();
    expect(screen.getByText('Activity Heading is required')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one location')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Primary Category is required')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/seller/draft')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Primary Category'), 'Retail');
    expect(within(additional).getByRole('checkbox', { name: 'Manufacturing' })).toBeEnabled();
    expect(within(additional).queryByRole('checkbox', { name: 'Retail' })).toBeNull();
  });

  it("asks about the contact details found, strips them on Yes, saves the draft and opens the post", async () => {
    const user = userEvent.setup({ delay: null });
    serve({
      'POST /api/seller/check-description': ok({ contactDetailsDetected: true, contactDetails: ['020 7946 0000'] }),
      'POST /api/seller/draft': ok({ businessId: 77 }),
    });
    await fillPost(user, 'Call 020 7946 0000 today');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    const dialog = await screen.findByRole('dialog', { name: 'Personal Details detected' });
    expect(within(dialog).getByText('020 7946 0000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/post/77'));
    const body = network.callsTo('POST', '/api/seller/draft')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ Reference: 'REF-1', ActivityHeading: 'Bakery in Cardiff', Location: [2], PrimaryCategory: 11, DisplayHome: true, PaymentMethodId: 1, PostingTypeId: 1 });
    expect(body.Description).toBe('<p>Call  today</p>');
  });

  it('saves as written on No, and does not ask again while the text is unchanged', async () => {
    const user = userEvent.setup({ delay: null });
    serve({
      'POST /api/seller/check-description': ok({ contactDetailsDetected: true, contactDetails: ['020 7946 0000'] }),
      'POST /api/seller/draft': () => ({ status: 500, body: { message: 'Database unavailable' } }),
    });
    await fillPost(user, 'Call 020 7946 0000 today');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Personal Details detected' })).getByRole('button', { name: 'No' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect((network.callsTo('POST', '/api/seller/draft')[0].body as { Description: string }).Description).toBe('<p>Call 020 7946 0000 today</p>');

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(network.callsTo('POST', '/api/seller/draft')).toHaveLength(2));
    expect(network.callsTo('POST', '/api/seller/check-description')).toHaveLength(1);
  });

  it('Post now hands the checked draft to the post-new step', async () => {
    const user = userEvent.setup({ delay: null });
    serve({ 'POST /api/seller/check-description': ok({ contactDetailsDetected: false, contactDetails: [] }) });
    await fillPost(user, 'A fine bakery');
    await user.click(screen.getByRole('button', { name: 'Post now' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/post/post-new'));
    expect(screen.getByTestId('where')).toHaveTextContent('"ActivityHeading":"Bakery in Cardiff"');
    expect(network.callsTo('POST', '/api/seller/draft')).toHaveLength(0);
  });

  it('offers a draft in progress back', async () => {
    serve({ 'GET /api/seller/draft-already-exists-notifiation': ok({ draftExists: true, businessId: 5, reference: 'OLD-1' }) });
    expect(await screen.findByText('You already have a draft in progress (OLD-1).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the draft' })).toHaveAttribute('href', '/post/5');
  });

  describe('Deal room group', () => {
    const noDetails = { 'POST /api/seller/check-description': ok({ contactDetailsDetected: false, contactDetails: [] }) };
    const group = () => screen.getByRole('group', { name: 'Deal room' });

    it('asks for a text written for the post only when chosen, and says so before anything is saved', async () => {
      const user = userEvent.setup({ delay: null });
      serve({ ...noDetails, 'POST /api/seller/draft': ok({ businessId: 77 }) });
      await fillPost(user, 'A fine bakery');
      const ndaSwitch = within(group()).getByRole('checkbox', { name: 'Require a non-disclosure agreement' });
      expect(ndaSwitch).not.toBeChecked();
      expect(within(group()).queryByRole('radio', { name: 'Use my standard text' })).toBeNull();
      expect(within(group()).getByRole('radio', { name: 'After the NDA' })).toBeChecked();

      await user.click(ndaSwitch);
      expect(within(group()).getByRole('radio', { name: 'Use my standard text' })).toBeChecked();
      await user.click(within(group()).getByRole('radio', { name: 'Write a text for this post' }));
      await user.click(screen.getByRole('button', { name: 'Save Draft' }));
      expect(await screen.findByText('NDA text is required')).toBeInTheDocument();
      expect(network.callsTo('POST', '/api/seller/draft')).toHaveLength(0);
    });

    it('saves the settings on the new draft with PUT seller/deal-room, then opens the post', async () => {
      const user = userEvent.setup({ delay: null });
      serve({ ...noDetails, 'POST /api/seller/draft': ok({ businessId: 77 }), 'PUT /api/seller/deal-room': ok({ postId: 77 }) });
      await fillPost(user, 'A fine bakery');
      await user.click(within(group()).getByRole('checkbox', { name: 'Require a non-disclosure agreement' }));
      await user.click(within(group()).getByRole('radio', { name: 'Write a text for this post' }));
      await user.type(within(group()).getByRole('textbox', { name: /NDA text for this post/ }), 'Keep it to yourself.');
      await user.click(within(group()).getByRole('radio', { name: 'On my approval' }));
      await user.click(screen.getByRole('button', { name: 'Save Draft' }));

      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/post/77'));
      const [put] = network.callsTo('PUT', '/api/seller/deal-room');
      expect(put.query.get('id')).toBe('77');
      expect(put.body).toEqual({ NdaRequired: true, NdaText: 'Keep it to yourself.', PackRelease: 'on_approval' });
      // The spec's AddPost payload is unchanged.
      expect(Object.keys(network.callsTo('POST', '/api/seller/draft')[0].body as object)).not.toContain('NdaRequired');
    });

    it('a post without NDA on automatic release makes no second call', async () => {
      const user = userEvent.setup({ delay: null });
      serve({ ...noDetails, 'POST /api/seller/draft': ok({ businessId: 78 }) });
      await fillPost(user, 'A fine bakery');
      await user.click(screen.getByRole('button', { name: 'Save Draft' }));
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/post/78'));
      expect(network.callsTo('PUT', '/api/seller/deal-room')).toHaveLength(0);
    });

    it("tells, on the way to the saved draft, that its settings were not saved, with the server's message", async () => {
      const user = userEvent.setup({ delay: null });
      serve({
        ...noDetails,
        'POST /api/seller/draft': ok({ businessId: 79 }),
        'PUT /api/seller/deal-room': () => ({ status: 400, body: { message: 'NDA text must be at most 20000 characters' } }),
      });
      await fillPost(user, 'A fine bakery');
      await user.click(within(group()).getByRole('checkbox', { name: 'Require a non-disclosure agreement' }));
      await user.click(screen.getByRole('button', { name: 'Save Draft' }));
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/post/79'));
      expect(
        await screen.findByText(
          'The post was saved, but its deal room settings were not: NDA text must be at most 20000 characters Set them again in the Deal Room section of the post.',
        ),
      ).toBeInTheDocument();
    });

    it('Post now carries the settings to the post-new step (saved there once the draft exists)', async () => {
      const user = userEvent.setup({ delay: null });
      serve(noDetails);
      await fillPost(user, 'A fine bakery');
      await user.click(within(group()).getByRole('checkbox', { name: 'Require a non-disclosure agreement' }));
      await user.click(screen.getByRole('button', { name: 'Post now' }));
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/post/post-new'));
      expect(screen.getByTestId('where')).toHaveTextContent('"dealRoom":{"NdaRequired":true,"NdaText":null,"PackRelease":"automatic"}');
    });
  });
});
