import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { addDays, londonToday, ROLES, type ExpressionOfInterest } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import InterestDetail from './interest-detail';
import ViewInterest from './view-interest';

const ok = (body: unknown): StubHandler => () => ({ status: 200, body });
let network: FetchStub;
afterEach(() => network.restore());
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller, sub: '42', name: 'Sam Seller' }));
});

function renderAt(url: string, pattern: string, element: ReactElement, routes: Record<string, StubHandler>) {
  network = stubFetch(routes);
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={element} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

const expression = (expressionId: number, fields: Partial<ExpressionOfInterest> = {}): ExpressionOfInterest => ({
  expressionId,
  businessId: 5,
  createdDate: `${londonToday()}T10:00:00Z`,
  dateExpressed: `${londonToday()}T10:00:00Z`,
  forenames: 'Ann',
  surname: `Buyer ${expressionId}`,
  visibleToInsolvency: true,
  viewedByInsolvency: true,
  connectedParty: false,
  reference: 'BAK-1',
  profile: 'We bake.',
  activityHeading: 'Bakery',
  primaryCategory: 'Food',
  ...fields,
});

describe('ViewInterest', () => {
  const old = `${addDays(londonToday(), -20)}T10:00:00Z`;
  const list = [
    expression(1, { viewedByInsolvency: false }),
    expression(2, { visibleToInsolvency: false, connectedParty: true }),
    expression(3, { createdDate: old, dateExpressed: old, connectedParty: null }),
  ];

  it('lists the interest with New, FLAGGED, CONNECTED PARTY and CONNECTION NOT DECLARED tags, filtered by None, Last Week and Not Viewed', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/user/view-interest', '/user/view-interest', <ViewInterest />, { 'GET /api/seller/expressed-interest-list': ok(list) });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('New')).toBeInTheDocument();
    expect(within(items[1]).getByText('FLAGGED')).toBeInTheDocument();
    expect(within(items[1]).getByText('CONNECTED PARTY')).toBeInTheDocument();
    expect(within(items[0]).queryByText('CONNECTED PARTY')).not.toBeInTheDocument();
    expect(within(items[2]).getByText('CONNECTION NOT DECLARED')).toBeInTheDocument();
    expect(within(items[0]).queryByText('CONNECTION NOT DECLARED')).not.toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'Ann Buyer 1' })).toHaveAttribute('href', '/user/view-interest/1');

    await user.click(screen.getByText('Last Week'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByText('Not Viewed'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Ann Buyer 1')]);
  });

  it('empty and failed states', async () => {
    renderAt('/user/view-interest', '/user/view-interest', <ViewInterest />, { 'GET /api/seller/expressed-interest-list': ok([]) });
    expect(await screen.findByText("Looks like there's nothing here.")).toBeInTheDocument();
    network.restore();
    document.body.innerHTML = '';
    renderAt('/user/view-interest', '/user/view-interest', <ViewInterest />, { 'GET /api/seller/expressed-interest-list': () => ({ status: 503, body: { message: 'Resting.' } }) });
    expect(await screen.findByText('Resting.')).toBeInTheDocument();
  });
});

describe('InterestDetail', () => {
  const detail = (visibleToInsolvency: boolean, connectedParty: boolean | null = false) => ({
    interest: {
      expressionId: 9,
      businessId: 5,
      business: { reference: 'BAK-1', activityHeading: 'Bakery' },
      profile: 'We run bakeries.',
      visibleToInsolvency,
      viewedByInsolvency: true,
      connectedParty,
      createdDate: '2026-11-20T10:00:00Z',
    },
    interestedUserDetails: { forenames: 'Ann', surname: 'Smith', company: 'Smith Ltd', position: 'Director', emailAddress1: 'ann@example.com', emailAddress2: null },
    addressDetails: { addressLine1: '1 High Street', addressLine2: null, addressLine3: null, townCity: 'Leeds', county: null, postcode: 'LS1 1AA', countryCode: 'GB', telephone: '0113 000 0000', mobile: null },
  });

  it("shows the interested party's contact details and address, with a link to the post", async () => {
    renderAt('/user/view-interest/9', '/user/view-interest/:id', <InterestDetail />, { 'GET /api/seller/expressed-interest': ok(detail(true)) });
    expect(await screen.findByText('We run bakeries.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ann@example.com' })).toHaveAttribute('href', 'mailto:ann@example.com');
    expect(screen.getByText('Smith Ltd')).toBeInTheDocument();
    expect(screen.getByText(/1 High Street/)).toHaveTextContent('Leeds');
    expect(screen.getByRole('link', { name: 'Bakery' })).toHaveAttribute('href', '/post/5');
    expect(screen.queryByText('NOT VISIBLE TO PRACTITIONER')).not.toBeInTheDocument();
    expect(network.callsTo('GET', '/api/seller/expressed-interest')[0].query.get('id')).toBe('9');
  });

  it('marks a declared connected party, with the evaluator report the regulations ask for', async () => {
    renderAt('/user/view-interest/9', '/user/view-interest/:id', <InterestDetail />, { 'GET /api/seller/expressed-interest': ok(detail(true, true)) });
    expect(await screen.findByText('CONNECTED PARTY')).toBeInTheDocument();
    expect(screen.getByText(/evaluator's report/)).toBeInTheDocument();
    expect(screen.getByText('Connected party').closest('tr')).toHaveTextContent('Yes');
  });

  it('says when the interested party has not declared a connection either way (a client that sent none)', async () => {
    renderAt('/user/view-interest/9', '/user/view-interest/:id', <InterestDetail />, { 'GET /api/seller/expressed-interest': ok(detail(true, null)) });
    expect(await screen.findByText('CONNECTION NOT DECLARED')).toBeInTheDocument();
    expect(screen.getByText(/has not declared whether they are connected/)).toBeInTheDocument();
    expect(screen.getByText('Connected party').closest('tr')).toHaveTextContent('Not declared');
    expect(screen.queryByText('CONNECTED PARTY')).not.toBeInTheDocument();
  });

  it('says NOT VISIBLE TO PRACTITIONER when flagged', async () => {
    renderAt('/user/view-interest/9', '/user/view-interest/:id', <InterestDetail />, { 'GET /api/seller/expressed-interest': ok(detail(false)) });
    expect(await screen.findByText('NOT VISIBLE TO PRACTITIONER')).toBeInTheDocument();
  });

  it("an unknown id shows the server's message", async () => {
    renderAt('/user/view-interest/9', '/user/view-interest/:id', <InterestDetail />, {
      'GET /api/seller/expressed-interest': () => ({ status: 404, body: { message: 'This expression of interest does not exist or is not yours.' } }),
    });
    expect(await screen.findByText('This expression of interest does not exist or is not yours.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Expression of interest not found')).toBeInTheDocument());
  });
});
