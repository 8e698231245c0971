import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES, type Role } from '@insolvency/shared-contracts';
import { OFFER_MESSAGES, type OfferRegisterEntry, type SellerOffers } from '@insolvency/shared-contracts/deal-room';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { OffersTab } from './offers-tab';

let network: FetchStub;
afterEach(() => network.restore());

const sealed: SellerOffers = {
  postId: 5,
  reference: 'REF-5',
  offersCloseAt: '2027-01-09T12:00:00.000Z',
  sealed: true,
  offerCount: 2,
  register: null,
  acceptedOfferId: null,
  acceptedAt: null,
  canEdit: true,
};
const entry: OfferRegisterEntry = {
  offerId: 71,
  buyerId: 9,
  buyerName: 'Bea Buyer',
  company: 'Buyer Ltd',
  email: 'bea@example.com',
  version: 2,
  versionCount: 2,
  amountPence: 25_000_050,
  scope: 'both',
  namedAssets: 'Ovens and vans',
  conditions: 'Subject to lease assignment',
  funding: 'mixed',
  proofOfFunds: { fileId: 12, fileName: 'bank-letter.pdf', contentType: 'application/pdf', byteSize: 2048 },
  connectedParty: true,
  submittedAt: '2027-01-08T10:30:00.000Z',
  accepted: false,
};
const open: SellerOffers = { ...sealed, sealed: false, offerCount: 1, register: [entry] };

function renderBlock(role: Role = ROLES.seller) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, sub: '42', name: 'Sam Seller' }));
  render(
    <Provider store={createTestStore()}>
      <OffersTab postId={5} />
    </Provider>,
  );
}

describe('OffersTab', () => {
  it('before the closing time shows the count only, and moves the closing date and time (London)', async () => {
    network = stubFetch({
      'GET /api/seller/deal-room-offers': () => ({ status: 200, body: sealed }),
      'PUT /api/seller/offers-closing': () => ({ status: 200, body: { ...sealed, offersCloseAt: '2027-01-10T12:00:00.000Z' } }),
    });
    renderBlock();
    expect(await screen.findByText('2 offers — sealed until 09 January 2027, 12:00')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Offer register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove closing date' })).not.toBeInTheDocument();
    const picker = screen.getByLabelText('Closing date and time for offers');
    expect(picker).toHaveValue('2027-01-09T12:00');
    fireEvent.change(picker, { target: { value: '2027-01-10T12:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save closing date' }));
    const [call] = network.callsTo('PUT', '/api/seller/offers-closing');
    expect(call.query.get('id')).toBe('5');
    expect(call.body).toEqual({ OffersCloseAt: '2027-01-10T12:00' });
  });

  it("shows the server's refusal on the picker", async () => {
    network = stubFetch({
      'GET /api/seller/deal-room-offers': () => ({ status: 200, body: sealed }),
      'PUT /api/seller/offers-closing': () => ({ status: 409, body: { message: OFFER_MESSAGES.closingNotEarlier } }),
    });
    renderBlock();
    fireEvent.change(await screen.findByLabelText('Closing date and time for offers'), { target: { value: '2027-01-08T12:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save closing date' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFER_MESSAGES.closingNotEarlier);
  });

  it('after the closing time shows the register and accepts an offer with a message to the others', async () => {
    network = stubFetch({
      'GET /api/seller/deal-room-offers': () => ({ status: 200, body: open }),
      'POST /api/seller/accept-offer': () => ({ status: 200, body: { message: OFFER_MESSAGES.offerAccepted } }),
    });
    renderBlock();
    const offer = await screen.findByRole('listitem', { name: 'Offer of Bea Buyer' });
    for (const text of ['£250,000.50', 'The business and named assets', 'Ovens and vans', 'Subject to lease assignment', 'Mixed (cash and debt)', 'Yes', '08 January 2027, 10:30 (version 2 of 2)'])
      expect(within(offer).getByText(text)).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Download proof of funds of Bea Buyer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download register (CSV)' })).toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept the offer of Bea Buyer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Message to the other bidders/), 'Thank you all.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await screen.findByRole('listitem', { name: 'Offer of Bea Buyer' });
    const [call] = network.callsTo('POST', '/api/seller/accept-offer');
    expect(call.body).toEqual({ OfferId: 71, Message: 'Thank you all.' });
  });

  it('Admin reads the register without the picker or Accept', async () => {
    network = stubFetch({ 'GET /api/seller/deal-room-offers': () => ({ status: 200, body: { ...open, canEdit: false, acceptedOfferId: 71, acceptedAt: '2027-01-10T09:00:00.000Z', register: [{ ...entry, accepted: true }] } }) });
    renderBlock(ROLES.admin);
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('Offer accepted on 10 January 2027, 09:00.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Closing date and time for offers')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('a load failure shows an error', async () => {
    network = stubFetch({ 'GET /api/seller/deal-room-offers': () => ({ status: 404, body: { message: 'This post does not exist.' } }) });
    renderBlock();
    expect(await screen.findByText('This post does not exist.')).toBeInTheDocument();
  });
});
