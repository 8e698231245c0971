import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { DEAL_ROOM_MESSAGES, PACK_MESSAGES, ROLES, type Role, type SellerDealRoom, type SellerOffers, type SellerPackDocument } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { DEAL_ROOM_SECTION_TEXTS, DealRoomSection } from './deal-room-section';

// Forms of antd fields typed into key by key: slow on a busy machine.
jest.setTimeout(30_000);

let network: FetchStub;
afterEach(() => network.restore());

const noOffers: SellerOffers = { postId: 5, reference: 'REF-5', offersCloseAt: null, sealed: false, offerCount: 0, register: [], acceptedOfferId: null, acceptedAt: null, canEdit: true };
const room: SellerDealRoom = { postId: 5, ndaRequired: false, nda: null, ndaFrozen: false, packRelease: 'automatic', canEdit: true };
const accounts: SellerPackDocument = {
  documentId: 31,
  title: 'Accounts',
  sortOrder: 0,
  fileName: 'accounts.pdf',
  contentType: 'application/pdf',
  byteSize: 20480,
  uploadedAt: '2026-11-20T09:00:00.000Z',
  downloads: [{ buyerId: 9, name: 'Bea Buyer', company: 'Buyer Ltd', downloadedAt: '2026-11-25T10:30:00.000Z' }],
};

function renderSection(role: Role = ROLES.seller) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, sub: '42', name: 'Sam Seller' }));
  render(
    <Provider store={createTestStore()}>
      <DealRoomSection postId={5} />
    </Provider>,
  );
}

describe('DealRoomSection', () => {
  it('saves the NDA requirement, its text and the release rule', async () => {
    network = stubFetch({
      'GET /api/seller/deal-room': () => ({ status: 200, body: room }),
      'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: [] }),
      'GET /api/seller/deal-room-questions': () => ({ status: 200, body: [] }),
      'GET /api/seller/deal-room-offers': () => ({ status: 200, body: noOffers }),
      'GET /api/seller/pack-documents': () => ({ status: 200, body: [] }),
      'PUT /api/seller/deal-room': (call) => ({ status: 200, body: { ...room, ndaRequired: true, packRelease: 'on_approval', nda: { version: 1, text: String((call.body as { NdaText: string }).NdaText), fromStandardText: false } } }),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Buyers must accept a non-disclosure agreement' }));
    await userEvent.type(screen.getByLabelText(/NDA text for this post/), 'Keep it confidential.');
    await userEvent.click(screen.getByRole('radio', { name: 'Only when I approve each buyer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save deal room settings' }));
    expect(await screen.findByText(DEAL_ROOM_SECTION_TEXTS.settingsSaved)).toBeInTheDocument();
    const [call] = network.callsTo('PUT', '/api/seller/deal-room');
    expect(call.query.get('id')).toBe('5');
    expect(call.body).toEqual({ NdaRequired: true, NdaText: 'Keep it confidential.', PackRelease: 'on_approval' });
  });

  it('lists each document with who downloaded it, and adds a document as multipart/form-data', async () => {
    let pack: SellerPackDocument[] = [accounts];
    network = stubFetch({
      'GET /api/seller/deal-room': () => ({ status: 200, body: room }),
      'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: [] }),
      'GET /api/seller/deal-room-questions': () => ({ status: 200, body: [] }),
      'GET /api/seller/deal-room-offers': () => ({ status: 200, body: noOffers }),
      'GET /api/seller/pack-documents': () => ({ status: 200, body: pack }),
      'POST /api/seller/pack-documents': () => {
        pack = [...pack, { ...accounts, documentId: 32, title: 'Site plan', fileName: 'plan.png', downloads: [] }];
        return { status: 201, body: pack[1] };
      },
    });
    renderSection();
    const downloads = await screen.findByRole('list', { name: 'Downloads of Accounts' });
    expect(within(downloads).getByText('Bea Buyer, Buyer Ltd: 25 November 2026, 10:30')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add document' }));
    expect(await screen.findByText(PACK_MESSAGES.fileRequired)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/seller/pack-documents')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Document title/), 'Site plan');
    await userEvent.upload(screen.getByLabelText(/File \(PDF, Word/), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'plan.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add document' }));
    expect(await screen.findByRole('list', { name: 'Downloads of Site plan' })).toHaveTextContent(DEAL_ROOM_SECTION_TEXTS.notDownloaded);
    const [call] = network.callsTo('POST', '/api/seller/pack-documents');
    expect(call.query.get('id')).toBe('5');
    expect(call.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("shows the server's refusal of a file under the file field", async () => {
    network = stubFetch({
      'GET /api/seller/deal-room': () => ({ status: 200, body: room }),
      'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: [] }),
      'GET /api/seller/deal-room-questions': () => ({ status: 200, body: [] }),
      'GET /api/seller/deal-room-offers': () => ({ status: 200, body: noOffers }),
      'GET /api/seller/pack-documents': () => ({ status: 200, body: [] }),
      'POST /api/seller/pack-documents': () => ({ status: 415, body: { message: PACK_MESSAGES.wrongType } }),
    });
    renderSection();
    await userEvent.type(await screen.findByLabelText(/Document title/), 'Program');
    await userEvent.upload(screen.getByLabelText(/File \(PDF, Word/), new File(['MZ'], 'program.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PACK_MESSAGES.wrongType);
  });

  it('Admin reads the settings and the pack, with no form and no remove button', async () => {
    network = stubFetch({
      'GET /api/seller/deal-room': () => ({ status: 200, body: { ...room, ndaRequired: true, nda: { version: 2, text: 'x', fromStandardText: true }, canEdit: false } }),
      'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: [] }),
      'GET /api/seller/deal-room-questions': () => ({ status: 200, body: [] }),
      'GET /api/seller/deal-room-offers': () => ({ status: 200, body: noOffers }),
      'GET /api/seller/pack-documents': () => ({ status: 200, body: [accounts] }),
    });
    renderSection(ROLES.admin);
    expect(await screen.findByText(/NDA required \(version 2\)/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download Accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a document' })).not.toBeInTheDocument();
  });

  it("edits the practitioner's standard NDA text, loaded only when opened", async () => {
    network = stubFetch({
      'GET /api/seller/deal-room': () => ({ status: 200, body: room }),
      'GET /api/seller/deal-room-buyers': () => ({ status: 200, body: [] }),
      'GET /api/seller/deal-room-questions': () => ({ status: 200, body: [] }),
      'GET /api/seller/deal-room-offers': () => ({ status: 200, body: noOffers }),
      'GET /api/seller/pack-documents': () => ({ status: 200, body: [] }),
      'GET /api/seller/nda-standard-text': () => ({ status: 200, body: { text: 'Default text.', isDefault: true } }),
      'PUT /api/seller/nda-standard-text': (call) => ({ status: 200, body: { text: (call.body as { Text: string }).Text, isDefault: false } }),
    });
    renderSection();
    await userEvent.click(await screen.findByText('Your standard NDA text'));
    const field = await screen.findByRole('textbox', { name: /Your standard NDA text/ });
    expect(network.callsTo('GET', '/api/seller/nda-standard-text')).toHaveLength(1);
    await userEvent.clear(field);
    await userEvent.type(field, 'Our text.');
    await userEvent.click(screen.getByRole('button', { name: 'Save standard NDA text' }));
    expect(await screen.findByText(DEAL_ROOM_MESSAGES.standardTextSaved)).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/seller/nda-standard-text')[0].body).toEqual({ Text: 'Our text.' });
  });
});
