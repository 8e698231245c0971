import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES, type Role } from '@insolvency/shared-contracts';
import { PACK_MESSAGES, type SellerPackDocument } from '@insolvency/shared-contracts/deal-room';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { DOCUMENTS_TAB_TEXTS, DocumentsTab } from './documents-tab';

let network: FetchStub;
afterEach(() => network.restore());

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

function renderTab(role: Role = ROLES.seller) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, sub: '42', name: 'Sam Seller' }));
  render(
    <Provider store={createTestStore()}>
      <DocumentsTab postId={5} canEdit={role === ROLES.seller} />
    </Provider>,
  );
}

const plan: SellerPackDocument = { ...accounts, documentId: 32, title: 'Site plan', fileName: 'plan.png', sortOrder: 1, downloads: [] };
const titles = () => screen.getAllByRole('listitem').filter((item) => item.parentElement?.getAttribute('aria-label') === 'Information pack').map((item) => item.querySelector('strong')?.textContent);

describe('DocumentsTab', () => {
  it('lists each document with who downloaded it, and adds a document as multipart/form-data', async () => {
    let pack: SellerPackDocument[] = [accounts];
    network = stubFetch({
      'GET /api/seller/pack-documents': () => ({ status: 200, body: pack }),
      'POST /api/seller/pack-documents': () => {
        pack = [...pack, plan];
        return { status: 201, body: plan };
      },
    });
    renderTab();
    const downloads = await screen.findByRole('list', { name: 'Downloads of Accounts' });
    expect(within(downloads).getByText('Bea Buyer, Buyer Ltd: 25 November 2026, 10:30')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add document' }));
    expect(await screen.findByText(PACK_MESSAGES.fileRequired)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/seller/pack-documents')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Document title/), 'Site plan');
    await userEvent.upload(screen.getByLabelText(/^File \(PDF, Word/), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'plan.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add document' }));
    expect(await screen.findByRole('list', { name: 'Downloads of Site plan' })).toHaveTextContent(DOCUMENTS_TAB_TEXTS.notDownloaded);
    const [call] = network.callsTo('POST', '/api/seller/pack-documents');
    expect(call.query.get('id')).toBe('5');
    expect(call.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("shows the server's refusal of a file under the file field", async () => {
    network = stubFetch({
      'GET /api/seller/pack-documents': () => ({ status: 200, body: [] }),
      'POST /api/seller/pack-documents': () => ({ status: 415, body: { message: PACK_MESSAGES.wrongType } }),
    });
    renderTab();
    await userEvent.type(await screen.findByLabelText(/Document title/), 'Program');
    await userEvent.upload(screen.getByLabelText(/^File \(PDF, Word/), new File(['MZ'], 'program.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PACK_MESSAGES.wrongType);
  });

  it('moves a document down: the whole new order is sent, shown at once and told to screen readers; focus stays on the button', async () => {
    network = stubFetch({
      'GET /api/seller/pack-documents': () => ({ status: 200, body: [accounts, plan] }),
      'PUT /api/seller/pack-order': () => ({ status: 200, body: [{ ...plan, sortOrder: 0 }, { ...accounts, sortOrder: 1 }] }),
    });
    renderTab();
    await screen.findByRole('list', { name: 'Information pack' });
    expect(titles()).toEqual(['Accounts', 'Site plan']);
    expect(screen.getByRole('button', { name: 'Move up: Accounts' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move down: Accounts' }));
    expect(titles()).toEqual(['Site plan', 'Accounts']);
    expect(network.callsTo('PUT', '/api/seller/pack-order')[0].body).toEqual({ DocumentIds: [32, 31] });
    expect(screen.getByRole('status')).toHaveTextContent('Accounts moved to position 2 of 2.');
    // At the end "Move down" is disabled: focus goes to its twin.
    expect(screen.getByRole('button', { name: 'Move up: Accounts' })).toHaveFocus();
  });

  it('a refused order is undone and its message shown', async () => {
    network = stubFetch({
      'GET /api/seller/pack-documents': () => ({ status: 200, body: [accounts, plan] }),
      'PUT /api/seller/pack-order': () => ({ status: 409, body: { message: PACK_MESSAGES.orderIncomplete } }),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Move down: Accounts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PACK_MESSAGES.orderIncomplete);
    expect(titles()).toEqual(['Accounts', 'Site plan']);
  });

  it('replaces a document with a new version, and shows the earlier version with its own download log', async () => {
    let pack: SellerPackDocument[] = [{ ...accounts, version: 1, previousVersions: [] }];
    network = stubFetch({
      'GET /api/seller/pack-documents': () => ({ status: 200, body: pack }),
      'POST /api/seller/pack-document-version': () => {
        const next = { ...accounts, documentId: 40, fileName: 'accounts-2025.pdf', downloads: [], version: 2 };
        pack = [{ ...next, previousVersions: [{ documentId: 31, version: 1, fileName: 'accounts.pdf', byteSize: 20480, uploadedAt: accounts.uploadedAt, replacedAt: '2026-11-26T09:00:00.000Z', downloads: accounts.downloads }] }];
        return { status: 201, body: next };
      },
    });
    renderTab();
    await userEvent.click(await screen.findByText('Replace Accounts with a new version'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload new version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PACK_MESSAGES.fileRequired);
    await userEvent.upload(screen.getByLabelText(/^New version of Accounts: File/), new File(['%PDF-1.7'], 'accounts-2025.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload new version' }));
    expect(await screen.findByText('(version 2)')).toBeInTheDocument();
    const [call] = network.callsTo('POST', '/api/seller/pack-document-version');
    expect(call.query.get('id')).toBe('31');
    expect(call.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(screen.getByRole('list', { name: 'Downloads of Accounts' })).toHaveTextContent(DOCUMENTS_TAB_TEXTS.notDownloaded);
    expect(screen.getByRole('list', { name: 'Downloads of Accounts, version 1', hidden: true })).toHaveTextContent('Bea Buyer, Buyer Ltd: 25 November 2026, 10:30');
  });

  it('Admin reads and downloads the pack, with no upload, move or remove', async () => {
    network = stubFetch({ 'GET /api/seller/pack-documents': () => ({ status: 200, body: [accounts] }) });
    renderTab(ROLES.admin);
    expect(await screen.findByRole('button', { name: 'Download Accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/with a new version/)).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a document' })).not.toBeInTheDocument();
  });
});
