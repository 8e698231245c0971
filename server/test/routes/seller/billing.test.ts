// Also run on PostgreSQL by `npm test`: values as the PostgreSQL driver returns them (bigint counts, numeric sums, timestamps).
import { londonToday, SITE_STATUS } from '@insolvency/shared-contracts';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createPost } from '../../factories/posts';
import { createAdmin, createBuyer, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
let seller: TestUser;
const today = londonToday();
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  seller = await createSeller(t.db, { forenames: 'Ian', surname: 'Practitioner', company: 'Recovery LLP', address: { addressLine1: '2 High Street' } });
});
afterAll(async () => t?.close());

const get = async (url: string, user: { id: number; role: string } = seller) => t.app.inject({ method: 'GET', url, headers: { authorization: await bearerFor(t, user) } });

test('an invoice shows what a UK VAT invoice must: supplier, number, dates, customer, net, VAT, total', async () => {
  const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today });
  const [item] = (await get('/api/seller/invoice-list')).json().filter((i: { businessId: number }) => i.businessId === post.id);
  expect(item).toMatchObject({ reference: post.reference, totalPrice: 414 });
  const invoice = (await get(`/api/seller/invoice?id=${item.invoiceId}`)).json();
  expect(invoice).toMatchObject({
    invoiceId: item.invoiceId,
    businessId: post.id,
    forenames: 'Ian',
    company: 'Recovery LLP',
    addressLine1: '2 High Street',
    postcode: 'LS1 1AA',
    priceRate: 345,
    vatRate: 0.2,
    supplier: { name: 'Marketplace Test Ltd', vatNumber: 'GB123456789' },
    calculatedInformation: { first28Q: 1, first28Amount: 345, further28Q: 0, subTotal: 345, vatAmount: 69, totalPrice: 414 },
  });
  expect(invoice.dueDate > invoice.createdDate).toBe(true);
});

test('a certificate evidences the period: dates, what the post said, interest counted', async () => {
  const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today, locationIds: [1, 2] });
  const [item] = (await get('/api/seller/certificate-list')).json().filter((i: { businessId: number }) => i.businessId === post.id);
  const certificate = (await get(`/api/seller/certificate?id=${item.periodId}`)).json();
  expect(certificate).toMatchObject({
    periodId: item.periodId,
    businessId: post.id,
    startDate: post.periods[0].startDate,
    endDate: post.periods[0].endDate,
    userCompany: 'Recovery LLP',
    expressedInterestsCount: 0,
  });
  expect(certificate.business.businessPostingLocation).toHaveLength(2);
  expect(certificate.business.businessPostingCategory[0]).toMatchObject({ primaryCategory: true });
});

test("another seller's documents are 404, Admin reads any, buyers 403, bad ids 400", async () => {
  const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today });
  const [item] = (await get('/api/seller/invoice-list')).json().filter((i: { businessId: number }) => i.businessId === post.id);
  const other = await createSeller(t.db);
  expect((await get(`/api/seller/invoice?id=${item.invoiceId}`, other)).statusCode).toBe(404);
  expect((await get(`/api/seller/certificate?id=${post.periods[0].id}`, other)).statusCode).toBe(404);
  expect((await get('/api/seller/invoice-list', other)).json()).toEqual([]);
  expect((await get(`/api/seller/invoice?id=${item.invoiceId}`, await createAdmin(t.db))).statusCode).toBe(200);
  expect((await get(`/api/seller/invoice?id=${item.invoiceId}`, await createBuyer(t.db))).statusCode).toBe(403);
  expect((await get('/api/seller/invoice?id=99999999999')).statusCode).toBe(400);
  expect((await get('/api/seller/invoice?id=2147483647')).statusCode).toBe(404);
});

test('the invoice and the certificate download as A4 PDFs with their font embedded', async () => {
  const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today });
  const [item] = (await get('/api/seller/invoice-list')).json().filter((i: { businessId: number }) => i.businessId === post.id);
  const res = await get(`/api/seller/invoice-pdf?id=${item.invoiceId}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${item.invoiceId}.pdf"`);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect(res.rawPayload.toString('latin1')).toMatch(/\/FontFile2|\/FontFile3|\/FontFile/);
  const cert = await get(`/api/seller/certificate-pdf?id=${post.periods[0].id}`);
  expect(cert.statusCode).toBe(200);
  expect(cert.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await get(`/api/seller/invoice-pdf?id=${item.invoiceId}`, await createSeller(t.db))).statusCode).toBe(404);
});

test.each(['invoice-list', 'certificate-list', 'invoice?id=1', 'certificate?id=1', 'invoice-pdf?id=1', 'certificate-pdf?id=1'])(
  'seller/%s: 401 without a token, 403 for an Interested Party',
  async (path) => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/seller/${path}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toEqual(expect.any(String));
    expect((await get(`/api/seller/${path}`, await createBuyer(t.db))).statusCode).toBe(403);
  },
);

test('the lists hold only the caller’s own documents, newest first, with what the cards show', async () => {
  const own = await createSeller(t.db);
  const older = await createPost(t.db, { createdBy: own.id, status: SITE_STATUS.forSale, today });
  const newer = await createPost(t.db, { createdBy: own.id, status: SITE_STATUS.forSale, today });
  await createPost(t.db, { status: SITE_STATUS.forSale, today });
  const invoices = (await get('/api/seller/invoice-list', own)).json();
  expect(invoices.map((item: { businessId: number }) => item.businessId)).toEqual([newer.id, older.id]);
  expect(Object.keys(invoices[0]).sort()).toEqual(['activityHeading', 'businessId', 'createdDate', 'endDate', 'invoiceId', 'reference', 'startDate', 'totalPrice']);
  const certificates = (await get('/api/seller/certificate-list', own)).json();
  expect(certificates.map((item: { periodId: number }) => item.periodId)).toEqual([newer.periods[0].id, older.periods[0].id]);
  expect(certificates[0].createdDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
