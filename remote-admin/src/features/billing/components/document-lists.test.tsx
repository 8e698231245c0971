import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCertificateItem, AdminInvoiceItem } from '@insolvency/shared-contracts';
import { stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { loginAsAdmin, renderAdminScreen } from '../../../testing/render-as-admin';
import CertificateList from './certificate-list';
import InvoiceList from './invoice-list';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(loginAsAdmin);

const invoice = (invoiceId: number, fields: Partial<AdminInvoiceItem> = {}): AdminInvoiceItem => ({
  invoiceId,
  businessId: 100 + invoiceId,
  periodId: 200 + invoiceId,
  reference: `REF-${invoiceId}`,
  activityHeading: `Bakery ${invoiceId}`,
  forenames: 'Ian',
  surname: 'Seller',
  company: 'Recovery LLP',
  createdDate: '2026-03-01',
  startDate: '2026-03-01',
  endDate: '2026-03-28',
  totalDays: 28,
  priceRate: 345,
  vat: 0.2,
  totalPrice: 414,
  ...fields,
});
const certificate = (periodId: number): AdminCertificateItem => ({
  periodId,
  businessId: 100 + periodId,
  reference: `REF-${periodId}`,
  activityHeading: `Garage ${periodId}`,
  userCompany: 'Recovery LLP',
  forenames: 'Ian',
  surname: 'Seller',
  createdDate: '2026-03-01',
  startDate: '2026-03-01',
  endDate: '2026-03-28',
});
const invoicePage = (items: AdminInvoiceItem[], roundedPageCount = 1) => ({ status: 200, body: { invoiceList: items, roundedPageCount, totalCount: items.length } });
const certificatePage = (items: AdminCertificateItem[], roundedPageCount = 1) => ({ status: 200, body: { certificateList: items, roundedPageCount, totalCount: items.length } });
const lastQuery = (path: string) => Object.fromEntries(network.callsTo('GET', path).at(-1)!.query);
const headings = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('InvoiceList', () => {
  it('asks for the last 28 days, newest first, 50 a page; shows a card per invoice opening the printable invoice', async () => {
    network = stubFetch({ 'GET /api/admin/invoice-list': () => invoicePage([invoice(1), invoice(2)]) });
    renderAdminScreen(InvoiceList);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText('Loading invoices…')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(lastQuery('/api/admin/invoice-list')).toEqual({ daysAfterCreation: '28', sort: 'createdDate', order: 'desc', page: '1', pageSize: '50' });
    expect(within(screen.getByRole('article', { name: 'Bakery 1' })).getByRole('link', { name: 'View Invoice' })).toHaveAttribute('href', '/user/invoice/1');
    expect(screen.getByLabelText('Per page')).toHaveValue('50');
  });

  it('asks the server for another period, sort, order, page and page size; a new filter starts at page 1', async () => {
    network = stubFetch({ 'GET /api/admin/invoice-list': () => invoicePage([invoice(1), invoice(2)], 4) });
    const user = userEvent.setup({ delay: null });
    renderAdminScreen(InvoiceList);
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findAllByRole('article');
    expect(lastQuery('/api/admin/invoice-list')).toMatchObject({ page: '3' });
    await user.selectOptions(screen.getByLabelText('Created in the last'), '90 days');
    await screen.findAllByRole('article');
    expect(lastQuery('/api/admin/invoice-list')).toMatchObject({ daysAfterCreation: '90', page: '1' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Total Price');
    await user.selectOptions(screen.getByLabelText('Order'), 'Ascending');
    await user.selectOptions(screen.getByLabelText('Per page'), '5');
    await screen.findAllByRole('article');
    expect(lastQuery('/api/admin/invoice-list')).toEqual({ daysAfterCreation: '90', sort: 'totalPrice', order: 'asc', page: '1', pageSize: '5' });
    expect(headings()).toEqual(['Bakery 1', 'Bakery 2']);
  });

  it('opens at the view of its address', async () => {
    network = stubFetch({ 'GET /api/admin/invoice-list': () => invoicePage([invoice(1)], 3) });
    renderAdminScreen(InvoiceList, { path: '/admin/invoices?days=7&sort=totalDays&order=asc&page=2&pageSize=10', pattern: '/admin/invoices' });
    await screen.findAllByRole('article');
    expect(lastQuery('/api/admin/invoice-list')).toEqual({ daysAfterCreation: '7', sort: 'totalDays', order: 'asc', page: '2', pageSize: '10' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('totalDays');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when none were created in the period, and shows errors', async () => {
    network = stubFetch({ 'GET /api/admin/invoice-list': () => invoicePage([]) });
    const view = renderAdminScreen(InvoiceList);
    expect(await screen.findByText('No invoices in the last 28 days: choose a longer period.')).toBeInTheDocument();
    view.unmount();
    network.restore();
    network = stubFetch({ 'GET /api/admin/invoice-list': () => ({ status: 500, body: { message: 'Down' } }) });
    renderAdminScreen(InvoiceList);
    expect(await screen.findByText('The invoices could not be loaded')).toBeInTheDocument();
  });
});

describe('CertificateList', () => {
  it('asks for the last 14 days, 25 a page; each card opens the printable certificate; pages on the server', async () => {
    network = stubFetch({ 'GET /api/admin/certificate-list': () => certificatePage(Array.from({ length: 25 }, (_, i) => certificate(i + 1)), 2) });
    const user = userEvent.setup({ delay: null });
    renderAdminScreen(CertificateList);
    expect(await screen.findAllByRole('article')).toHaveLength(25);
    expect(lastQuery('/api/admin/certificate-list')).toEqual({ daysAfterCreation: '14', order: 'desc', page: '1', pageSize: '25' });
    expect(within(screen.getByRole('article', { name: 'Garage 1' })).getByRole('link', { name: 'View Certificate' })).toHaveAttribute('href', '/user/certificate/1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findAllByRole('article');
    expect(lastQuery('/api/admin/certificate-list')).toMatchObject({ page: '2' });
  });
});
