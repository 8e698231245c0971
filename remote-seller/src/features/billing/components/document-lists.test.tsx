import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, londonToday } from '@insolvency/shared-contracts';
import { stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { loginAsSeller, renderSellerScreen } from '../../../testing/render-as-seller';
import UserCertificates from './user-certificates';
import UserInvoices from './user-invoices';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(loginAsSeller);

const today = londonToday();
const invoice = (invoiceId: number, createdDate: string) => ({
  invoiceId,
  businessId: 100 + invoiceId,
  reference: `REF-${invoiceId}`,
  activityHeading: `Bakery ${invoiceId}`,
  createdDate,
  startDate: '2026-03-01',
  endDate: '2026-03-28',
  totalPrice: 414,
});
const certificate = (periodId: number, createdDate: string) => ({
  periodId,
  businessId: 100 + periodId,
  reference: `REF-${periodId}`,
  activityHeading: `Bakery ${periodId}`,
  createdDate,
  startDate: '2026-03-01',
  endDate: '2026-03-28',
});
const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
/** Clicks a filter option where a user does: on its label (the radio itself is hidden under it). */
const choose = (option: string) => userEvent.click(screen.getByRole('radio', { name: option }).closest('label')!);
const linksOf = (name: string) =>
  within(screen.getByRole('article', { name })).getAllByRole('link').map((link) => `${link.textContent} ${link.getAttribute('href')}`);

describe.each([
  ['UserInvoices', UserInvoices, 'Invoices', '/api/seller/invoice-list', invoice, ['View Invoice /user/invoice/1', 'View Post /post/101']],
  ['UserCertificates', UserCertificates, 'Certificates', '/api/seller/certificate-list', certificate, ['View Certificate /user/certificate/1', 'View Post /post/101']],
] as const)('%s', (_name, Screen, title, path, build, actions) => {
  it('shows a loading state, then a card per document with its two links', async () => {
    network = stubFetch({ [`GET ${path}`]: () => ({ status: 200, body: [build(1, today), build(2, '2020-01-01')] }) });
    renderSellerScreen(Screen);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Loading ${title.toLowerCase()}…`);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(linksOf('Bakery 1')).toEqual(actions);
    expect(within(screen.getByRole('article', { name: 'Bakery 1' })).getByText('01 March 2026')).toBeInTheDocument();
  });

  it('filters None or Last Week (created in the last 7 days) without asking the server again', async () => {
    network = stubFetch({ [`GET ${path}`]: () => ({ status: 200, body: [build(1, today), build(2, addDays(today, -6)), build(3, addDays(today, -7))] }) });
    renderSellerScreen(Screen);
    await screen.findAllByRole('article');
    expect(screen.getByRole('radio', { name: 'None' })).toBeChecked();
    expect(cardNames()).toEqual(['Bakery 1', 'Bakery 2', 'Bakery 3']);

    await choose('Last Week');
    expect(cardNames()).toEqual(['Bakery 1', 'Bakery 2']);
    await choose('None');
    expect(cardNames()).toEqual(['Bakery 1', 'Bakery 2', 'Bakery 3']);
    expect(network.callsTo('GET', path)).toHaveLength(1);
  });

  it('switches the filter from the keyboard', async () => {
    network = stubFetch({ [`GET ${path}`]: () => ({ status: 200, body: [build(1, today), build(3, addDays(today, -7))] }) });
    renderSellerScreen(Screen);
    await screen.findAllByRole('article');
    screen.getByRole('radio', { name: 'None' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Last Week' })).toBeChecked();
    expect(cardNames()).toEqual(['Bakery 1']);
  });

  it('says when the last week had none and how to see the rest', async () => {
    network = stubFetch({ [`GET ${path}`]: () => ({ status: 200, body: [build(3, '2020-01-01')] }) });
    renderSellerScreen(Screen);
    await screen.findByRole('article');
    await choose('Last Week');
    expect(screen.getByText("Looks like there's nothing here.")).toBeInTheDocument();
    expect(screen.getByText(`None in the last week: choose None to see all your ${title.toLowerCase()}.`)).toBeInTheDocument();
  });

  it("says there's nothing here when the seller has none", async () => {
    network = stubFetch({ [`GET ${path}`]: () => ({ status: 200, body: [] }) });
    renderSellerScreen(Screen);
    expect(await screen.findByText("Looks like there's nothing here.")).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the server's message when the list fails, and Retry loads it", async () => {
    let answer: ReturnType<StubHandler> = { status: 503, body: { message: 'The database is starting up.' } };
    network = stubFetch({ [`GET ${path}`]: () => answer });
    renderSellerScreen(Screen);
    expect(await screen.findByText('The database is starting up.')).toBeInTheDocument();
    answer = { status: 200, body: [build(1, today)] };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Bakery 1' })).toBeInTheDocument();
  });
});
