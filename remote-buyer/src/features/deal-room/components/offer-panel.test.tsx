import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES } from '@insolvency/shared-contracts';
import { CDD_ITEMS, OFFER_MESSAGES, PACK_MESSAGES, type BuyerCdd, type BuyerOffer, type OfferVersion } from '@insolvency/shared-contracts/deal-room';
import { ACCESS_TOKEN_KEY, api } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { CDD_SECTION_ID, OFFER_PANEL_TEXTS, OfferPanel } from './offer-panel';

let network: FetchStub;
afterEach(() => network.restore());

const none: BuyerOffer = { postId: 7, offersCloseAt: '2027-01-09T12:00:00.000Z', open: true, closedReason: null, offer: null };
const version: OfferVersion = {
  version: 1,
  amountPence: 25_000_050,
  scope: 'assets',
  namedAssets: 'Ovens',
  conditions: '',
  funding: 'cash',
  proofOfFunds: { fileId: 12, fileName: 'bank-letter.pdf', contentType: 'application/pdf', byteSize: 2048 },
  connectedParty: false,
  submittedAt: '2027-01-08T10:30:00.000Z',
};
const made: BuyerOffer = { ...none, offer: { offerId: 3, accepted: false, versions: [version] } };

function renderPanel() {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.buyer, sub: '9', name: 'Bea Buyer' }));
  render(
    <Provider store={createTestStore()}>
      <OfferPanel postId={7} />
    </Provider>,
  );
}

describe('OfferPanel', () => {
  it('shows the closing time, checks the form, then uploads the proof of funds and sends the offer with it', async () => {
    let current = none;
    network = stubFetch({
      'GET /api/buyer/deal-room-offer': () => ({ status: 200, body: current }),
      'POST /api/buyer/offer-proof-of-funds': () => ({ status: 201, body: version.proofOfFunds }),
      'POST /api/buyer/deal-room-offer': () => {
        current = made;
        return { status: 200, body: made };
      },
    });
    renderPanel();
    expect(await screen.findByText(/Best and final offers by 09 January 2027, 12:00 \(London time\)/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Make an offer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Make an offer' }));
    expect(await within(form).findByText(OFFER_MESSAGES.amountRequired)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/buyer/deal-room-offer')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Amount/), '250000.50');
    await userEvent.click(within(form).getByRole('radio', { name: 'Named assets' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Cash' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'No' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Make an offer' }));
    expect(await within(form).findByText(OFFER_MESSAGES.namedAssetsRequired)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Named assets/ }), 'Ovens');
    await userEvent.upload(within(form).getByLabelText(/Proof of funds/), new File(['%PDF-1.7'], 'bank-letter.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Make an offer' }));

    expect(await screen.findByText(OFFER_PANEL_TEXTS.submitted)).toBeInTheDocument();
    const [call] = network.callsTo('POST', '/api/buyer/deal-room-offer');
    expect(call.query.get('id')).toBe('7');
    expect(call.body).toMatchObject({ Amount: '250000.50', Scope: 'assets', NamedAssets: 'Ovens', Funding: 'cash', ConnectedParty: false, ProofOfFundsFileId: 12 });
    expect(await screen.findByRole('list', { name: "Your offer's versions" })).toHaveTextContent('Version 1 (current): £250,000.50');
    expect(screen.getByRole('form', { name: 'Replace your offer' })).toBeInTheDocument();
  });

  it("a refused proof of funds is told under the file and no offer is sent", async () => {
    network = stubFetch({
      'GET /api/buyer/deal-room-offer': () => ({ status: 200, body: made }),
      'POST /api/buyer/offer-proof-of-funds': () => ({ status: 415, body: { message: PACK_MESSAGES.wrongType } }),
    });
    renderPanel();
    const form = await screen.findByRole('form', { name: 'Replace your offer' });
    expect(within(form).getByLabelText(/Amount/)).toHaveValue('250000.50');
    expect(within(form).getByText('bank-letter.pdf is kept unless you choose another file.')).toBeInTheDocument();
    await userEvent.upload(within(form).getByLabelText(/Proof of funds/), new File(['MZ'], 'program.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Replace your offer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(PACK_MESSAGES.wrongType);
    expect(network.callsTo('POST', '/api/buyer/deal-room-offer')).toHaveLength(0);
  });

  it('after the closing time: the versions and why offers are closed, no form', async () => {
    network = stubFetch({ 'GET /api/buyer/deal-room-offer': () => ({ status: 200, body: { ...made, open: false, closedReason: OFFER_MESSAGES.closedAt(made.offersCloseAt as string) } }) });
    renderPanel();
    expect(await screen.findByText('Offers closed at 09 January 2027, 12:00.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proof of funds: bank-letter.pdf (version 1)' })).toBeInTheDocument();
  });

  it('while the deal room requires CDD and the buyer’s part is missing: says so and points to their details, no form; the form once it is given', async () => {
    const cdd: BuyerCdd = {
      postId: 7,
      required: true,
      buyer: { sourceOfFunds: null, fundsStatement: null, companyNumber: null, politicallyExposed: null, politicalExposureDetails: null, ownersConfirmedAt: null, submittedAt: null },
      owners: [],
      ownersChangedSinceConfirmed: false,
      missing: ['fundsStatement', 'ownersConfirmed'],
    };
    let current = cdd;
    network = stubFetch({
      'GET /api/buyer/deal-room-offer': () => ({ status: 200, body: none }),
      'GET /api/buyer/deal-room-cdd': () => ({ status: 200, body: current }),
    });
    const store = createTestStore();
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.buyer, sub: '9', name: 'Bea Buyer' }));
    render(
      <Provider store={store}>
        <OfferPanel postId={7} />
      </Provider>,
    );
    expect(await screen.findByText(OFFER_PANEL_TEXTS.cddFirst(false))).toBeInTheDocument();
    expect(screen.getByText(`Still needed: ${CDD_ITEMS.fundsStatement}; ${CDD_ITEMS.ownersConfirmed}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: OFFER_PANEL_TEXTS.cddLink })).toHaveAttribute('href', `#${CDD_SECTION_ID}`);
    expect(screen.queryByRole('form', { name: 'Make an offer' })).not.toBeInTheDocument();
    // Given: the CDD form's save refetches the part, and the offer form appears.
    current = { ...cdd, missing: [] };
    await act(async () => {
      await store.dispatch(api.util.invalidateTags([{ type: 'BuyerCdd' as never, id: 7 }]));
    });
    expect(await screen.findByRole('form', { name: 'Make an offer' })).toBeInTheDocument();
    expect(screen.queryByText(OFFER_PANEL_TEXTS.cddFirst(false))).not.toBeInTheDocument();
  });
});
