import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Certificate, Invoice } from '@insolvency/shared-contracts';
import { stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { loginAsSeller, renderSellerScreen } from '../../../testing/render-as-seller';
import CertificateOutput from './certificate-output';
import InvoiceOutput from './invoice-output';

const invoice: Invoice = {
  invoiceId: 12,
  businessId: 7,
  periodId: 30,
  reference: 'NB-1042',
  activityHeading: 'Craft bakery',
  forenames: 'Sam',
  surname: 'Seller',
  company: 'Northern Insolvency LLP',
  addressLine1: '2 Park Row',
  addressLine2: null,
  addressLine3: null,
  townCity: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS1 5HN',
  createdDate: '2026-03-01',
  dueDate: '2026-03-15',
  startDate: '2026-03-02',
  endDate: '2026-03-29',
  totalDays: 28,
  priceRate: 345,
  vatRate: 0.2,
  supplier: { name: 'Insolvency Marketplace Ltd', address: '1 Example Street, London, EC1A 1AA', vatNumber: 'GB000000000' },
  calculatedInformation: { first28Q: 1, first28Amount: 345, further28Q: 0, further28Amount: 0, subTotal: 345, vatAmount: 69, totalPrice: 414 },
};

const certificate: Certificate = {
  periodId: 30,
  businessId: 7,
  startDate: '2026-03-02',
  endDate: '2026-03-29',
  createdDate: '2026-03-01',
  userCompany: 'Northern Insolvency LLP',
  invoice: { businessId: 7, reference: 'NB-1042', forenames: 'Sam', surname: 'Seller' },
  business: {
    activityHeading: 'Craft bakery',
    businessStatus: 'Administration',
    tradingStatus: 'Trading',
    businessPostingCategory: [
      { description: 'Bakeries', primaryCategory: true },
      { description: 'Cafes', primaryCategory: false },
    ],
    businessPostingLocation: ['Yorkshire', 'North East'],
    businessPostingAsset: [],
    turnover: '£1m to £5m',
    employees: '10 to 49',
    description: '<p>Ovens and <strong>two vans</strong>.</p><p>Lease to 2030.</p>',
  },
  totalNoOfInterestedPartiesEmailed: 23,
  expressedInterestsCount: 4,
};

let network: FetchStub;
afterEach(() => {
  network.restore();
  jest.restoreAllMocks();
});
beforeEach(loginAsSeller);

const ok = (body: unknown): StubHandler => () => ({ status: 200, body });
const renderInvoice = (id = '12') => renderSellerScreen(InvoiceOutput, { path: `/user/invoice/${id}`, pattern: '/user/invoice/:id' });
const renderCertificate = (id = '30') => renderSellerScreen(CertificateOutput, { path: `/user/certificate/${id}`, pattern: '/user/certificate/:id' });
/** The value beside a label in the sheet's label/value lists. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('InvoiceOutput', () => {
  it('shows what a UK VAT invoice must show, money in pounds and dates in full', async () => {
    network = stubFetch({ 'GET /api/seller/invoice': ok(invoice) });
    renderInvoice();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the invoice…');

    const sheet = await screen.findByRole('article', { name: 'Invoice 12' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice 12' })).toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { name: 'VAT Invoice' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('Invoice number 12');
    expect(valueOf('Invoice date')).toBe('01 March 2026');
    expect(valueOf('Due date')).toBe('15 March 2026');
    expect(sheet).toHaveTextContent('Insolvency Marketplace Ltd1 Example StreetLondonEC1A 1AAVAT registration number GB000000000');
    expect(sheet).toHaveTextContent('Sam SellerNorthern Insolvency LLP2 Park RowLeedsWest YorkshireLS1 5HN');
    expect(sheet).toHaveTextContent('Listing of “Craft bakery” (NB-1042) from 02 March 2026 to 29 March 2026, 28 days');

    const table = within(sheet).getByRole('table', { name: 'Charges' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['ItemQuantityUnit priceNet', 'First 28-day block1£345.00£345.00', 'Net total£345.00', 'VAT at 20%£69.00', 'Total due£414.00']);
    expect(sheet).toHaveTextContent('Payable within 14 days of receipt.');
    expect(screen.getByRole('link', { name: '← Invoices' })).toHaveAttribute('href', '/user/invoices');
  });

  it('lists further 28-day blocks when the period has them', async () => {
    const longer = { ...invoice, totalDays: 56, calculatedInformation: { first28Q: 1, first28Amount: 345, further28Q: 1, further28Amount: 345, subTotal: 690, vatAmount: 138, totalPrice: 828 } };
    network = stubFetch({ 'GET /api/seller/invoice': ok(longer) });
    renderInvoice();
    const table = await screen.findByRole('table', { name: 'Charges' });
    expect(within(table).getByRole('row', { name: /Further 28-day blocks/ })).toHaveTextContent('Further 28-day blocks1£345.00£345.00');
    expect(within(table).getByRole('row', { name: /Total due/ })).toHaveTextContent('£828.00');
  });

  it('prints the page with Print', async () => {
    network = stubFetch({ 'GET /api/seller/invoice': ok(invoice) });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderInvoice();
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('downloads the PDF the server makes, with the bearer token, as invoice-<id>.pdf', async () => {
    network = stubFetch({ 'GET /api/seller/invoice': ok(invoice), 'GET /api/seller/invoice-pdf': ok('%PDF-1.7') });
    const saved: { name: string; href: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    URL.createObjectURL = jest.fn(() => 'blob:invoice-12');
    URL.revokeObjectURL = jest.fn();
    renderInvoice();

    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(saved).toEqual([{ name: 'invoice-12.pdf', href: 'blob:invoice-12' }]);
    const [call] = network.callsTo('GET', '/api/seller/invoice-pdf');
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it("says why when the PDF cannot be made, and keeps the invoice on screen", async () => {
    network = stubFetch({
      'GET /api/seller/invoice': ok(invoice),
      'GET /api/seller/invoice-pdf': () => ({ status: 503, body: { message: 'PDFs cannot be made just now.' } }),
    });
    renderInvoice();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PDFs cannot be made just now.');
    expect(screen.getByRole('article', { name: 'Invoice 12' })).toBeInTheDocument();
  });

  it("shows the server's message for someone else's invoice, without Retry or print buttons", async () => {
    network = stubFetch({ 'GET /api/seller/invoice': () => ({ status: 404, body: { message: 'This invoice does not exist or is not yours.' } }) });
    renderInvoice();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invoice not found');
    expect(alert).toHaveTextContent('This invoice does not exist or is not yours.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('answers an address without a proper id as not found, without asking the server', async () => {
    network = stubFetch({});
    renderInvoice('abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invoice does not exist or is not yours.');
    expect(network.calls).toHaveLength(0);
  });

  it('offers Retry when loading fails, and Retry shows the invoice', async () => {
    let answer: ReturnType<StubHandler> = { status: 503, body: { message: 'The database is starting up.' } };
    network = stubFetch({ 'GET /api/seller/invoice': () => answer });
    renderInvoice();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is starting up.');
    answer = { status: 200, body: invoice };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Invoice 12' })).toBeInTheDocument();
  });
});

describe('CertificateOutput', () => {
  it('certifies the period and shows the post, the description as text and the marketing figures', async () => {
    network = stubFetch({ 'GET /api/seller/certificate': ok(certificate) });
    renderCertificate();
    const sheet = await screen.findByRole('article', { name: 'Certificate 30' });
    expect(within(sheet).getByRole('heading', { name: 'Certificate of Posting' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('advertised on the Insolvency Marketplace from 02 March 2026 to 29 March 2026.');
    expect(valueOf('Issued')).toBe('01 March 2026');
    expect(valueOf('Practitioner')).toBe('Sam Seller');
    expect(valueOf('Categories')).toBe('Bakeries (primary), Cafes');
    expect(valueOf('Locations')).toBe('Yorkshire, North East');
    expect(valueOf('Key assets')).toBe('None');
    expect(valueOf('Interested parties e-mailed')).toBe('23');
    expect(valueOf('Expressions of interest')).toBe('4');
    expect(within(sheet).getByText('Ovens and two vans.')).toBeInTheDocument();
    expect(within(sheet).getByText('Lease to 2030.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Certificates' })).toHaveAttribute('href', '/user/certificates');
  });

  it('downloads the certificate PDF as certificate-<id>.pdf', async () => {
    network = stubFetch({ 'GET /api/seller/certificate': ok(certificate), 'GET /api/seller/certificate-pdf': ok('%PDF-1.7') });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = jest.fn(() => 'blob:certificate-30');
    URL.revokeObjectURL = jest.fn();
    renderCertificate();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(saved).toEqual(['certificate-30.pdf']);
  });
});

describe('print stylesheet', () => {
  it('is on the page only while a document is shown, and prints A4', async () => {
    network = stubFetch({ 'GET /api/seller/invoice': ok(invoice) });
    const printRules = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').filter((css) => css.includes('@media print'));
    const { unmount } = renderInvoice();
    await screen.findByRole('article', { name: 'Invoice 12' });
    expect(printRules()).toHaveLength(1);
    expect(printRules()[0]).toContain('size: A4');
    // The sheet's card frame (inline screen styles) is dropped on paper.
    expect(printRules()[0]).toContain('box-shadow: none !important');
    unmount();
    expect(printRules()).toEqual([]);
  });
});
