import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEAL_ROOM_MESSAGES, type BuyerDealRoom, type BuyerOffer, type PackDocument } from '@insolvency/shared-contracts/deal-room';
import { buildPost } from '@insolvency/shared-contracts/testing';
import type { FetchStub, StubHandler } from '@insolvency/shared-auth/testing';
import { renderBuyerScreen } from '../../../testing/render-buyer-screen';
import DealRoomScreen, { DEAL_ROOM_TEXTS } from './deal-room-screen';

// Forms of antd fields typed into key by key: slow on a busy machine.
/** The buyer's CDD part, not required here (buyer-cdd.test.tsx has the form). */
const cddNotRequired = {
  postId: 5,
  required: false,
  buyer: { sourceOfFunds: null, fundsStatement: null, companyNumber: null, politicallyExposed: null, politicalExposureDetails: null, ownersConfirmedAt: null, submittedAt: null },
  owners: [],
  ownersChangedSinceConfirmed: false,
  missing: [],
};

let network: FetchStub;
afterEach(() => {
  network.restore();
  jest.restoreAllMocks();
});

const ndaNeeded: BuyerDealRoom = { postId: 7, reference: 'BAK/7', ndaRequired: true, nda: { version: 2, text: 'Keep the pack confidential.' }, acceptance: null, access: 'nda-needed' };
const granted: BuyerDealRoom = {
  ...ndaNeeded,
  acceptance: { ndaVersion: 2, fullName: 'Bea Buyer', company: 'Buyer Ltd', position: 'Director', acceptedAt: '2026-11-25T10:30:00.000Z' },
  access: 'granted',
};
const noOffer: BuyerOffer = { postId: 7, offersCloseAt: null, open: true, closedReason: null, offer: null };
const accounts: PackDocument = { documentId: 31, title: 'Accounts', sortOrder: 0, fileName: 'accounts.pdf', contentType: 'application/pdf', byteSize: 20480, uploadedAt: '2026-11-20T09:00:00.000Z' };
/** The countries the owners' Country field offers (the buyer's registration labels). */
const countryLabels = { titleLabels: [], functionLabels: [], countryLabels: [{ code: 'GB', name: 'United Kingdom' }] };
const post = buildPost(7, { reference: 'BAK/7', activityHeading: 'Artisan bakery in Leeds' });

function renderPanel(routes: Record<string, StubHandler>) {
  return renderBuyerScreen('/post/7/deal-room/', '/post/:id/deal-room/', <DealRoomScreen />, { 'GET /api/allauth/post': () => ({ status: 200, body: post }), ...routes });
}

describe('BuyerDealRoom screen', () => {
  it('shows the NDA, asks for the tick, sends the signature, then opens the pack with the signed copy', async () => {
    let room = ndaNeeded;
    network = renderPanel({
      'GET /api/buyer/deal-room': () => ({ status: 200, body: room }),
      'GET /api/buyer/deal-room-offer': () => ({ status: 200, body: noOffer }),
      'GET /api/buyer/beneficial-owners': () => ({ status: 200, body: [] }),
      'GET /api/label/register': () => ({ status: 200, body: countryLabels }),
      'GET /api/buyer/deal-room-cdd': () => ({ status: 200, body: cddNotRequired }),
      'POST /api/buyer/accept-nda': () => {
        room = granted;
        return { status: 200, body: granted };
      },
      'GET /api/buyer/pack-documents': () => ({ status: 200, body: [accounts] }),
      'GET /api/buyer/deal-room-questions': () => ({ status: 200, body: { own: [], published: [] } }),
    });
    
    expect(await screen.findByLabelText('Non-disclosure agreement')).toHaveTextContent('Keep the pack confidential.');
    await userEvent.type(screen.getByLabelText(/Full name/), 'Bea Buyer');
    await userEvent.type(screen.getByLabelText(/Company/), 'Buyer Ltd');
    await userEvent.type(screen.getByLabelText(/Position/), 'Director');
    await userEvent.click(screen.getByRole('button', { name: 'Accept NDA (version 2)' }));
    expect(await screen.findByText(DEAL_ROOM_MESSAGES.acceptOnBehalfRequired)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/buyer/accept-nda')).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept on behalf of Buyer Ltd' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept NDA (version 2)' }));
    expect(await screen.findByRole('button', { name: 'Download Accounts' })).toBeInTheDocument();
    expect(screen.getByText(/You accepted the NDA \(version 2\) for Buyer Ltd on 25 November 2026, 10:30/)).toBeInTheDocument();
    const [call] = network.callsTo('POST', '/api/buyer/accept-nda');
    expect(call.query.get('id')).toBe('7');
    expect(call.body).toEqual({ FullName: 'Bea Buyer', Company: 'Buyer Ltd', Position: 'Director', AcceptOnBehalf: true });
  });

  it('downloads a document with the bearer token under its stored name; a refusal is shown under its button', async () => {
    let answer = { status: 200, body: '%PDF-1.7' } as { status: number; body: unknown };
    network = renderPanel({
      'GET /api/buyer/deal-room': () => ({ status: 200, body: granted }),
      'GET /api/buyer/deal-room-offer': () => ({ status: 200, body: noOffer }),
      'GET /api/buyer/beneficial-owners': () => ({ status: 200, body: [] }),
      'GET /api/label/register': () => ({ status: 200, body: countryLabels }),
      'GET /api/buyer/deal-room-cdd': () => ({ status: 200, body: cddNotRequired }),
      'GET /api/buyer/pack-documents': () => ({ status: 200, body: [accounts] }),
      'GET /api/buyer/deal-room-questions': () => ({ status: 200, body: { own: [], published: [] } }),
      'GET /api/buyer/pack-document': () => answer,
    });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = jest.fn(() => 'blob:accounts');
    URL.revokeObjectURL = jest.fn();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Accounts' }));
    await screen.findByRole('button', { name: 'Download Accounts' });
    expect(saved).toEqual(['accounts.pdf']);
    const [call] = network.callsTo('GET', '/api/buyer/pack-document');
    expect(call.query.get('id')).toBe('31');
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);

    answer = { status: 403, body: { message: DEAL_ROOM_MESSAGES.accessRevoked } };
    await userEvent.click(screen.getByRole('button', { name: 'Download Accounts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DEAL_ROOM_MESSAGES.accessRevoked);
  });

  it('once open: the post named under the title, and the pack, the questions, the offer and the signed NDA each under its own heading', async () => {
    network = renderPanel({
      'GET /api/buyer/deal-room': () => ({ status: 200, body: granted }),
      'GET /api/buyer/deal-room-offer': () => ({ status: 200, body: noOffer }),
      'GET /api/buyer/beneficial-owners': () => ({ status: 200, body: [] }),
      'GET /api/label/register': () => ({ status: 200, body: countryLabels }),
      'GET /api/buyer/deal-room-cdd': () => ({ status: 200, body: cddNotRequired }),
      'GET /api/buyer/pack-documents': () => ({ status: 200, body: [accounts] }),
      'GET /api/buyer/deal-room-questions': () => ({ status: 200, body: { own: [], published: [] } }),
    });
    expect(await screen.findByText('Artisan bakery in Leeds (Ref: BAK/7)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Deal room' })).toBeInTheDocument();
    for (const name of ['Information pack', 'Questions and answers', 'Your offer', 'Your signed NDA']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Information pack' })).findByRole('button', { name: 'Download Accounts' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Your offer' })).findByRole('form', { name: 'Make an offer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to post' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/post/7');
  });

  it('before interest: the way to Express Interest, and the NDA to read', async () => {
    network = renderPanel({ 'GET /api/buyer/deal-room': () => ({ status: 200, body: { ...ndaNeeded, access: 'interest-needed' } }) });
    await userEvent.click(await screen.findByRole('link', { name: 'Express Interest' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/post/7/express-interest/');
  });

  it.each([
    ['interest-needed', DEAL_ROOM_TEXTS.interestNeeded],
    ['awaiting-approval', DEAL_ROOM_TEXTS.awaitingApproval],
  ] as const)('%s: says what stands before the pack and asks for no pack', async (access, text) => {
    network = renderPanel({ 'GET /api/buyer/deal-room': () => ({ status: 200, body: { ...ndaNeeded, access } }) });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/buyer/pack-documents')).toHaveLength(0);
    expect(network.callsTo('GET', '/api/buyer/deal-room-questions')).toHaveLength(0);
  });

  it('revoked: says so, asks for no pack, and shows the buyer their own questions and answers with no way to ask', async () => {
    const own = { questionId: 4, question: 'Is the lease assignable?', askedAt: '2026-11-21T09:00:00.000Z', answer: 'Yes, with consent.', answeredAt: '2026-11-22T09:00:00.000Z', published: false };
    network = renderPanel({
      'GET /api/buyer/deal-room': () => ({ status: 200, body: { ...granted, access: 'revoked' } }),
      'GET /api/buyer/deal-room-questions': () => ({ status: 200, body: { own: [own], published: [] } }),
    });
    expect(await screen.findByText(DEAL_ROOM_MESSAGES.accessRevoked)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Your questions' })).toHaveTextContent('Is the lease assignable?Answered to you only');
    expect(screen.getByText('Yes, with consent.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Ask a question' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Answers published to every buyer' })).not.toBeInTheDocument();
    expect(network.callsTo('GET', '/api/buyer/pack-documents')).toHaveLength(0);
    expect(network.callsTo('GET', '/api/buyer/deal-room-offer')).toHaveLength(0);
  });

  it('paused (a true match on the sanctions list): only the neutral message, never the reason, and no call of the room', async () => {
    network = renderPanel({ 'GET /api/buyer/deal-room': () => ({ status: 200, body: { ...granted, access: 'paused' } }) });
    expect(await screen.findByText(DEAL_ROOM_MESSAGES.accessPaused)).toBeInTheDocument();
    expect(screen.queryByText(/sanction/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Information pack' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your offer' })).not.toBeInTheDocument();
    for (const path of ['/api/buyer/pack-documents', '/api/buyer/deal-room-offer', '/api/buyer/deal-room-questions']) expect(network.callsTo('GET', path)).toHaveLength(0);
  });

  it("shows the server's message when the deal room cannot be loaded", async () => {
    network = renderPanel({ 'GET /api/buyer/deal-room': () => ({ status: 404, body: { message: 'This post does not exist or is not available.' } }) });
    expect(await screen.findByText('This post does not exist or is not available.')).toBeInTheDocument();
  });
});
