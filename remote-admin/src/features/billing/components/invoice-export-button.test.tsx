import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { adminInvoiceExportFileName, londonToday, ROLES } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { InvoiceExportButton } from './invoice-export-button';

let network: FetchStub;
afterEach(() => {
  network.restore();
  jest.restoreAllMocks();
});

function renderButton() {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.admin, sub: '1', name: 'Ada Admin' }));
  render(
    <Provider store={createTestStore()}>
      <InvoiceExportButton daysAfterCreation={90} sort="totalPrice" order="asc" />
    </Provider>,
  );
}

describe('InvoiceExportButton', () => {
  it("downloads the accountant's CSV of the list's days in its order, named by the days and the date", async () => {
    network = stubFetch({ 'GET /api/admin/invoice-export': () => ({ status: 200, body: 'Invoice No' }) });
    const saved: { name: string; href: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    URL.createObjectURL = jest.fn(() => 'blob:invoices');
    URL.revokeObjectURL = jest.fn();
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByRole('button', { name: 'Download CSV' });
    expect(saved).toEqual([{ name: adminInvoiceExportFileName(90, londonToday()), href: 'blob:invoices' }]);
    const [call] = network.callsTo('GET', '/api/admin/invoice-export');
    expect(Object.fromEntries(call.query)).toEqual({ daysAfterCreation: '90', sort: 'totalPrice', order: 'asc' });
  });

  it('says why when the download is refused', async () => {
    network = stubFetch({ 'GET /api/admin/invoice-export': () => ({ status: 400, body: { message: 'More than 100000 invoices: choose fewer days.' } }) });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More than 100000 invoices: choose fewer days.');
  });
});
