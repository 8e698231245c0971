import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCertificateItem, AdminInvoiceItem } from '@insolvency/shared-contracts';
import { stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { loginAsAdmin, renderAdminScreen } from '../../../testing/render-as-admin';
import CertificateList from './certificate-list';
import InvoiceList from './invoice-list';

jest.setTimeout(30_000);
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
const headings = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('InvoiceList', () => {
  it('asks for the last 28 days, shows a card per invoice opening the printable invoice', async () => {
    network = stubFetch({ 'GET /api/admin/invoice-list': () => ({ status: 200, body: [invoice(1), invoice(2)] }) });
    renderAdminScreen(InvoiceList);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText('Loading invoices…')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(Object.fromEntries(network.callsTo('GET', '/api/admin/invoice-list')[0].query)).toEqual({ daysAfterCreation: '28' });
    expect(within(screen.getByRole('article', { name: 'Bakery 1' })).getByRole('link', { name: 'View Invoice' })).toHaveAttribute('href', '/user/invoice/1');
    expect(screen.getByLabelText('Per page')).toHaveValue('50');
  });

  it('changes the days filter on the server; sorts by total price or days, descending by default; pages 5 at a time', async () => {
    const items = [invoice(1, { totalPrice: 414, totalDays: 28 }), invoice(2, { totalPrice: 828, totalDays: 56 }), ...[3, 4, 5, 6, 7].map((id) => invoice(id, { totalPrice: 100 + id }))];
    network = stubFetch({ 'GET /api/admin/invoice-list': () => ({ status: 200, body: items }) });
    const user = userEvent.setup({ delay: null });
    renderAdminScreen(InvoiceList);
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByLabelText('Created in the last'), '90 days');
    await screen.findAllByRole('article');
    expect(Object.fromEntries(network.callsTo('GET', '/api/admin/invoice-list').at(-1)!.query)).toEqual({ daysAfterCreation: '90' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Total Price');
    expect(headings().slice(0, 2)).toEqual(['Bakery 2', 'Bakery 1']);
    await user.selectOptions(screen.getByLabelText('Order'), 'Ascending');
    expect(headings()[0]).toBe('Bakery 3');
    await user.selectOptions(screen.getByLabelText('Per page'), '5');
    expect(headings()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(headings()).toEqual(['Bakery 1', 'Bakery 2']);
  });

  it('says when none were created in the period, and shows errors', async () => {
    network = stubFetch({ 'GET /api/admin/invoice-list': () => ({ status: 200, body: [] }) });
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
  it('asks for the last 14 days, 25 a page; each card opens the printable certificate', async () => {
    network = stubFetch({ 'GET /api/admin/certificate-list': () => ({ status: 200, body: Array.from({ length: 30 }, (_, i) => certificate(i + 1)) }) });
    const user = userEvent.setup({ delay: null });
    renderAdminScreen(CertificateList);
    expect(await screen.findAllByRole('article')).toHaveLength(25);
    expect(Object.fromEntries(network.callsTo('GET', '/api/admin/certificate-list')[0].query)).toEqual({ daysAfterCreation: '14' });
    expect(within(screen.getByRole('article', { name: 'Garage 1' })).getByRole('link', { name: 'View Certificate' })).toHaveAttribute('href', '/user/certificate/1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(headings()).toHaveLength(5);
  });
});
