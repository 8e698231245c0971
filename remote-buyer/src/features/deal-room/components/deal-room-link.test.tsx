import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyerDealRoom, DealRoomAccessState, PackDocument } from '@insolvency/shared-contracts/deal-room';
import type { FetchStub } from '@insolvency/shared-auth/testing';
import { renderBuyerScreen } from '../../../testing/render-buyer-screen';
import { DealRoomLink } from './deal-room-link';

let network: FetchStub;
afterEach(() => network.restore());

const room = (access: DealRoomAccessState): BuyerDealRoom => ({ postId: 7, reference: 'BAK/7', ndaRequired: true, nda: { version: 1, text: 'Keep it secret.' }, acceptance: null, access });
const document = (documentId: number): PackDocument => ({ documentId, title: `Document ${documentId}`, sortOrder: documentId, fileName: 'a.pdf', contentType: 'application/pdf', byteSize: 2048, uploadedAt: '2026-11-20T09:00:00.000Z' });

function renderLink(access: DealRoomAccessState, documents: PackDocument[] = []) {
  network = renderBuyerScreen('/post/7', '/post/:id', <DealRoomLink postId={7} />, {
    'GET /api/buyer/deal-room': () => ({ status: 200, body: room(access) }),
    'GET /api/buyer/pack-documents': () => ({ status: 200, body: documents }),
  });
}

describe('DealRoomLink on the post', () => {
  it.each([
    ['nda-needed', 'Deal room: NDA to accept'],
    ['interest-needed', 'Deal room: opens once you register interest'],
    ['awaiting-approval', 'Deal room: waiting for the practitioner'],
    ['revoked', 'Deal room: access ended'],
  ] as const)('%s: says so, and asks for no pack', async (access, label) => {
    renderLink(access);
    expect(await screen.findByRole('link', { name: label })).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/buyer/pack-documents')).toHaveLength(0);
  });

  it('once open, counts the documents and leads to the deal-room screen', async () => {
    renderLink('granted', [document(1), document(2), document(3)]);
    await userEvent.click(await screen.findByRole('link', { name: 'Deal room: 3 documents' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/post/7/deal-room/');
  });

  it('an empty pack says so', async () => {
    renderLink('granted');
    expect(await screen.findByRole('link', { name: 'Deal room: no documents yet' })).toBeInTheDocument();
  });

  it('shows nothing where the post has no deal room for the buyer (never on sale: 404)', async () => {
    network = renderBuyerScreen('/post/7', '/post/:id', <DealRoomLink postId={7} />, { 'GET /api/buyer/deal-room': () => ({ status: 404, body: { message: 'Not found' } }) });
    await waitFor(() => expect(network.callsTo('GET', '/api/buyer/deal-room')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
