import { eq } from 'drizzle-orm';
import { interestExportFileName, londonToday, type ExpressionOfInterest, type InterestDetail } from '@insolvency/shared-contracts';
import { expressionsOfInterest } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { EXPORT_COLUMNS } from '../../../src/services/interest/expressions';
import { createBuyerWithCriteria } from '../../factories/buyer-preferences';
import { createPost, type TestPost } from '../../factories/posts';
import { createAdmin, createBuyer, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let post: TestPost;
let expressionId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  seller = await createSeller(t.db);
  buyer = await createBuyerWithCriteria(t.db, {}, { forenames: 'Ann', surname: '=Smith', company: 'Smith, Sons & Co', email2: 'ann2@example.com', address: { addressLine2: 'Unit 4', mobile: '07700 900000' } });
  post = await createPost(t.db, { createdBy: seller.id, reference: 'REF/42 A' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/buyer/express-interest?id=${post.id}`,
    payload: { ExpressInterestText: '+44 buyer, "quoted" — £2m ready', ConnectedParty: true },
    headers: { authorization: await bearerFor(t, buyer) },
  });
  expect(res.statusCode).toBe(200);
  [{ id: expressionId }] = await t.db.select({ id: expressionsOfInterest.id }).from(expressionsOfInterest).where(eq(expressionsOfInterest.postId, post.id));
});
afterAll(async () => t?.close());

const call = async (method: 'GET' | 'PATCH', path: string, user: { id: number; role: string } | null) =>
  t.app.inject({ method, url: `/api/seller/${path}`, headers: user ? { authorization: await bearerFor(t, user) } : {} });

describe('GET seller/expressed-interest-list', () => {
  test("expressions in the caller's posts only; a flagged one listed as not visible", async () => {
    const flagged = await createBuyerWithCriteria(t.db, {}, { flagged: true });
    const second = await createPost(t.db, { createdBy: seller.id });
    await t.db.insert(expressionsOfInterest).values({ buyerId: flagged.id, postId: second.id, profile: 'hidden', visibleToInsolvency: false });
    const list = (await call('GET', 'expressed-interest-list', seller)).json() as ExpressionOfInterest[];
    expect(list.map((item) => [item.reference, item.visibleToInsolvency])).toEqual([
      [second.reference, false],
      ['REF/42 A', true],
    ]);
    expect(list[1]).toMatchObject({ forenames: 'Ann', surname: '=Smith', viewedByInsolvency: false, businessId: post.id, connectedParty: true });
    // An expression without a declaration says so (null), not 'not connected'.
    expect(list[0].connectedParty).toBeNull();
    expect((await call('GET', 'expressed-interest-list', await createSeller(t.db))).json()).toEqual([]);
  });

  test('anonymous 401; a buyer 403', async () => {
    expect((await call('GET', 'expressed-interest-list', null)).statusCode).toBe(401);
    expect((await call('GET', 'expressed-interest-list', buyer)).statusCode).toBe(403);
  });
});

describe('GET seller/expressed-interest?id', () => {
  test('Admin may read it without marking it viewed', async () => {
    const res = await call('GET', `expressed-interest?id=${expressionId}`, await createAdmin(t.db));
    expect(res.statusCode).toBe(200);
    expect((res.json() as InterestDetail).interest.viewedByInsolvency).toBe(false);
  });

  test("the owner: the interested party's contact details and address; marked viewed", async () => {
    const res = await call('GET', `expressed-interest?id=${expressionId}`, seller);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as InterestDetail;
    expect(detail.interest).toMatchObject({ expressionId, businessId: post.id, business: { reference: 'REF/42 A' }, visibleToInsolvency: true, viewedByInsolvency: true, connectedParty: true });
    expect(detail.interestedUserDetails).toMatchObject({ forenames: 'Ann', company: 'Smith, Sons & Co', emailAddress1: buyer.email1, emailAddress2: 'ann2@example.com' });
    expect(detail.addressDetails).toMatchObject({ addressLine1: '1 High Street', addressLine2: 'Unit 4', postcode: 'LS1 1AA', mobile: '07700 900000' });
    const [row] = await t.db.select().from(expressionsOfInterest).where(eq(expressionsOfInterest.id, expressionId));
    expect(row.viewedByInsolvency).toBe(true);
    expect(await (await call('GET', 'notifications', seller)).json()).toBe(0);
  });

  test('another seller 404; unknown 404; bad id 400; buyer 403; anonymous 401', async () => {
    expect((await call('GET', `expressed-interest?id=${expressionId}`, await createSeller(t.db))).statusCode).toBe(404);
    expect((await call('GET', 'expressed-interest?id=2147483647', seller)).statusCode).toBe(404);
    expect((await call('GET', 'expressed-interest?id=x', seller)).statusCode).toBe(400);
    expect((await call('GET', `expressed-interest?id=${expressionId}`, buyer)).statusCode).toBe(403);
    expect((await call('GET', `expressed-interest?id=${expressionId}`, null)).statusCode).toBe(401);
  });
});

describe('PATCH seller/export-expressions-of-interest?id', () => {
  test('CSV with a BOM, a header row, one row per expression, formula cells neutralised, named by reference and date', async () => {
    const res = await call('PATCH', `export-expressions-of-interest?id=${post.id}`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${interestExportFileName('REF/42 A', londonToday())}"`);
    expect(interestExportFileName('REF/42 A', '2026-11-22')).toBe('expressions-of-interest-REF-42-A-2026-11-22.csv');
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(lines[1]).toContain(`Ann,'=Smith,"Smith, Sons & Co"`);
    // Flagged No, Connected Party Yes, then the message.
    expect(EXPORT_COLUMNS.slice(-3)).toEqual(['Flagged', 'Connected Party', 'Message']);
    expect(lines[1]).toContain(`,No,Yes,"'+44 buyer, ""quoted"" — £2m ready"`);
  });

  test("an expression sent without the connected-party declaration (the spec's payload) is exported as Not declared", async () => {
    const other = await createPost(t.db, { createdBy: seller.id });
    const res0 = await t.app.inject({
      method: 'POST',
      url: `/api/buyer/express-interest?id=${other.id}`,
      payload: { ExpressInterestText: 'Spec client' },
      headers: { authorization: await bearerFor(t, buyer) },
    });
    expect(res0.statusCode).toBe(200);
    const lines = (await call('PATCH', `export-expressions-of-interest?id=${other.id}`, seller)).rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith(',Not declared,Spec client')).toBe(true);
  });

  test('a post without interest: the header row only', async () => {
    const empty = await createPost(t.db, { createdBy: seller.id });
    const res = await call('PATCH', `export-expressions-of-interest?id=${empty.id}`, seller);
    expect(res.rawPayload.toString('utf8').slice(1).trim().split('\r\n')).toHaveLength(1);
  });

  test('Admin may export any post; another seller 404; unknown 404; bad id 400; buyer 403; anonymous 401', async () => {
    expect((await call('PATCH', `export-expressions-of-interest?id=${post.id}`, await createAdmin(t.db))).statusCode).toBe(200);
    expect((await call('PATCH', `export-expressions-of-interest?id=${post.id}`, await createSeller(t.db))).statusCode).toBe(404);
    expect((await call('PATCH', 'export-expressions-of-interest?id=2147483647', seller)).statusCode).toBe(404);
    expect((await call('PATCH', 'export-expressions-of-interest?id=-1', seller)).statusCode).toBe(400);
    expect((await call('PATCH', `export-expressions-of-interest?id=${post.id}`, await createBuyer(t.db))).statusCode).toBe(403);
    expect((await call('PATCH', `export-expressions-of-interest?id=${post.id}`, null)).statusCode).toBe(401);
  });
});
