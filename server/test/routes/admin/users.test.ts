// Also run on PostgreSQL by `npm test`: text search, trigram similarity and sort order, which depend on the server's dictionaries and collation.
import { addDays, londonToday, SESSION_EXPIRED_MESSAGE, SITE_STATUS } from '@insolvency/shared-contracts';
import { ADMIN_MESSAGES } from '@insolvency/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { adminAuditLog, buyerCategoryPreferences, categories, buyerPreferences, expressionsOfInterest, users } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { ADMIN_USER_MESSAGES } from '../../../src/services/admin/users';
import { createPost } from '../../factories/posts';
import { createAdmin, createBuyer, createSeller, TEST_PASSWORD, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
let admin: TestUser;
const today = londonToday();
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  admin = await createAdmin(t.db, { forenames: 'Ada', surname: 'Admin' });
});
afterAll(async () => t?.close());

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, user: { id: number; role: string } | null = admin, payload?: unknown) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers: user ? { authorization: await bearerFor(t, user) } : {}, payload: payload as object });
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const auditOf = async (userId: number) => t.db.select().from(adminAuditLog).where(eq(adminAuditLog.userId, userId));
const login = (user: TestUser) => t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: user.email1, Password: TEST_PASSWORD } });

describe('GET admin/users', () => {
  test('sellers only by default, last login first (never-logged-in last), paged with a rounded page count', async () => {
    const recent = await createSeller(t.db, { lastLoginDate: new Date('2030-01-02T10:00:00Z') });
    const older = await createSeller(t.db, { lastLoginDate: new Date('2030-01-01T10:00:00Z') });
    await createBuyer(t.db, { lastLoginDate: new Date('2030-01-03T10:00:00Z') });
    const res = await call('GET', 'users?page=1&pageSize=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.usersList.every((u: { role: string }) => u.role === 'Insolvency Practitioner')).toBe(true);
    expect(body.usersList.slice(0, 2).map((u: { userId: number }) => u.userId)).toEqual([recent.id, older.id]);
    expect(body.usersList[0]).toMatchObject({ emailAddress1: recent.email1, capacityId: 1, flagged: false, lockedOutUntil: null, emailConfirmed: true });
    expect(body.roundedPageCount).toBe(Math.ceil(body.totalCount / 10));
  });

  test('buyers only, or everyone when both flags are false; sorted by surname on request', async () => {
    const buyers = (await call('GET', 'users?buyersOnly=true')).json();
    expect(buyers.usersList.length).toBeGreaterThan(0);
    expect(buyers.usersList.every((u: { capacityId: number | null }) => u.capacityId === null)).toBe(true);
    const all = (await call('GET', 'users?buyersOnly=false&sellersOnly=false&pageSize=500')).json();
    expect(all.usersList.map((u: { userId: number }) => u.userId)).toContain(admin.id);
    const bySurname = (await call('GET', 'users?buyersOnly=false&sellersOnly=false&sort=surname&pageSize=500')).json();
    const surnames = bySurname.usersList.map((u: { surname: string }) => u.surname);
    expect(surnames).toEqual([...surnames].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test('every sort, one role or every role: page 2 continues page 1 exactly as one longer page lists them', async () => {
    for (let i = 0; i < 21; i++) {
      await createBuyer(t.db, { surname: `Pager${i % 4}`, loginCount: i % 3, lastLoginDate: i % 5 === 0 ? null : new Date(Date.UTC(2030, 0, 1 + (i % 4))) });
    }
    for (const filter of ['buyersOnly=true', 'sellersOnly=false']) {
      for (const sort of ['lastLogin', 'created', 'surname', 'loginCount']) {
        const ids = async (query: string) => (await call('GET', `users?${filter}&sort=${sort}&${query}`)).json().usersList.map((u: { userId: number }) => u.userId);
        const [first, second, long] = [await ids('page=1&pageSize=10'), await ids('page=2&pageSize=10'), await ids('page=1&pageSize=25')];
        expect([...first, ...second]).toEqual(long.slice(0, 20));
      }
    }
  });

  test('search: part of the name, company or e-mail address, any case; % and _ match themselves', async () => {
    const zara = await createSeller(t.db, { forenames: 'Zara', surname: 'Quennell', company: 'Quennell 100% Recovery LLP', email1: 'zq_partner@recovery.example' });
    const other = await createBuyer(t.db, { forenames: 'Zak', surname: 'Other', company: 'Other Ltd' });
    const ids = async (query: string) => (await call('GET', `users?buyersOnly=false&sellersOnly=false&pageSize=500&${query}`)).json().usersList.map((u: { userId: number }) => u.userId);
    expect(await ids('search=zara%20quen')).toEqual([zara.id]);
    expect(await ids('search=100%25%20RECOVERY')).toEqual([zara.id]);
    expect(await ids('search=ZQ_PARTNER')).toEqual([zara.id]);
    expect(await ids('search=zq%25partner')).toEqual([]);
    expect(await ids('search=other%20ltd')).toEqual([other.id]);
    // The role filter still applies: a seller is not among buyers.
    expect((await call('GET', 'users?buyersOnly=true&search=Quennell')).json()).toMatchObject({ usersList: [], totalCount: 0 });
    const tooLong = await call('GET', `users?search=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Search cannot be longer than 100 characters');
  });

  test('page bounds: a page past the end is empty; sizes other than 10/25/50/100/250/500 and page 0 are 400', async () => {
    const past = (await call('GET', 'users?page=9999&pageSize=10')).json();
    expect(past.usersList).toEqual([]);
    for (const bad of ['pageSize=20', 'pageSize=0', 'page=0', 'page=-1', 'page=x', 'buyersOnly=yes', 'buyersOnly=true&sellersOnly=true', 'sort=password']) {
      expect({ bad, status: (await call('GET', `users?${bad}`)).statusCode }).toEqual({ bad, status: 400 });
    }
    expect((await call('GET', 'users?pageSize=20')).json().message).toMatch(/Page size must be one of 10, 25, 50, 100, 250, 500/);
  });
});

describe('GET admin/user', () => {
  test("a buyer's status, address, preferences and expressions of interest", async () => {
    const buyer = await createBuyer(t.db, { flagged: true, email1DisableReason: 'Bounced', email1DisableDateTime: new Date('2030-01-01T00:00:00Z') });
    await t.db.insert(buyerPreferences).values({ userId: buyer.id, keywords: 'bakery' });
    const [category] = await t.db.select().from(categories).limit(1);
    await t.db.insert(buyerCategoryPreferences).values({ userId: buyer.id, categoryId: category.id });
    const post = await createPost(t.db, { status: SITE_STATUS.forSale, today });
    const late = await createPost(t.db, { status: SITE_STATUS.forSale, today });
    await t.db.insert(expressionsOfInterest).values({ buyerId: buyer.id, postId: post.id, profile: 'Keen' });
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST): the date shown is London's.
    await t.db.insert(expressionsOfInterest).values({ buyerId: buyer.id, postId: late.id, profile: 'Keen', createdAt: new Date('2026-06-30T23:30:00Z') });
    const res = await call('GET', `user?id=${buyer.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.userDetails).toMatchObject({ userId: buyer.id, flagged: true, email1DisableReason: 'Bounced', email1DisableDateTime: '2030-01-01T00:00:00.000Z', businessPosting: [] });
    expect(body.userDetails.businessExpressedInterests).toEqual([
      expect.objectContaining({ businessId: post.id, reference: post.reference, createdDate: today }),
      expect.objectContaining({ businessId: late.id, reference: late.reference, createdDate: '2026-07-01' }),
    ]);
    expect(body.addressDetails).toMatchObject({ addressLine1: '1 High Street', postcode: 'LS1 1AA' });
    expect(body.miscPreferences.keywords).toBe('bakery');
    expect(body.miscPreferences.categoryPreferences).toEqual([category.description]);
  });

  test("a seller's postings with their status and approval; price rate 345 unless custom", async () => {
    const seller = await createSeller(t.db);
    const live = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today });
    const body = (await call('GET', `user?id=${seller.id}`)).json();
    expect(body.miscPreferences).toBeNull();
    expect(body.userDetails.priceRate).toBe(345);
    expect(body.userDetails.businessPosting).toEqual([expect.objectContaining({ businessId: live.id, siteStatus: SITE_STATUS.forSale, adminApproved: false })]);
  });

  test('unknown id 404, bad id 400', async () => {
    expect((await call('GET', 'user?id=2147483647')).statusCode).toBe(404);
    expect((await call('GET', 'user?id=abc')).statusCode).toBe(400);
    expect((await call('GET', 'user')).statusCode).toBe(400);
  });
});

describe('account actions', () => {
  test('disable: locked out for N days, the still-valid access token is refused at once, login refused; unlock lets them back', async () => {
    const seller = await createSeller(t.db);
    const session = (await login(seller)).json();
    const details = () => t.app.inject({ method: 'GET', url: '/api/allauth/account-details', headers: { authorization: `Bearer ${session.token}` } });
    expect((await details()).statusCode).toBe(200);

    const res = await call('POST', `disable?id=${seller.id}&days=3`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ADMIN_USER_MESSAGES.disabled(3) });
    const after = await details();
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    expect((await login(seller)).statusCode).toBe(403);
    const locked = await userRow(seller.id);
    const expected = Date.now() + 3 * 24 * 3600 * 1000;
    expect(Math.abs(locked.lockedOutUntil!.getTime() - expected)).toBeLessThan(60_000);

    expect((await call('POST', `unlock?id=${seller.id}`)).json()).toEqual({ message: ADMIN_USER_MESSAGES.unlocked });
    expect((await userRow(seller.id)).lockedOutUntil).toBeNull();
    expect((await login(seller)).statusCode).toBe(200);

    const audit = await auditOf(seller.id);
    expect(audit.map((a) => a.action)).toEqual(['disable', 'unlock']);
    expect(audit[0]).toMatchObject({ adminId: admin.id, targetType: 'user', targetId: seller.id, before: { lockedOutUntil: null, lockoutReason: null } });
    expect(audit[0].after.lockedOutUntil).toBe(locked.lockedOutUntil!.toISOString());
    expect(audit[1]).toMatchObject({ before: { lockedOutUntil: locked.lockedOutUntil!.toISOString() }, after: { lockedOutUntil: null } });
  });

  test('disable refuses days 0, negative, fractional or missing with 400 and changes nothing', async () => {
    const buyer = await createBuyer(t.db);
    for (const days of ['0', '-1', '1.5', 'x', '']) {
      const res = await call('POST', `disable?id=${buyer.id}&days=${days}`);
      expect({ days, status: res.statusCode }).toEqual({ days, status: 400 });
    }
    expect((await call('POST', `disable?id=${buyer.id}&days=0`)).json().message).toBe(ADMIN_MESSAGES.days);
    expect((await call('POST', `disable?id=${buyer.id}`)).statusCode).toBe(400);
    expect((await userRow(buyer.id)).lockedOutUntil).toBeNull();
    expect(await auditOf(buyer.id)).toEqual([]);
  });

  test('confirm e-mail, flag and unflag, clear e-mail 1 and 2 disable info: each changes the row and is audited', async () => {
    const disabledAt = new Date('2030-02-01T00:00:00Z');
    const buyer = await createBuyer(t.db, {
      emailConfirmed: false,
      email1DisableReason: 'Bounced',
      email1DisableDateTime: disabledAt,
      email2DisableReason: 'Complaint',
      email2DisableDateTime: disabledAt,
    });
    expect((await call('POST', `confirmEmail?id=${buyer.id}`)).json()).toEqual({ message: ADMIN_USER_MESSAGES.confirmed });
    expect((await call('POST', `flagUser?id=${buyer.id}&flag=true`)).json()).toEqual({ message: ADMIN_USER_MESSAGES.flagged });
    expect((await userRow(buyer.id)).flagged).toBe(true);
    expect((await call('POST', `flagUser?id=${buyer.id}&flag=false`)).json()).toEqual({ message: ADMIN_USER_MESSAGES.unflagged });
    expect((await call('POST', `clearEmail1DisableInfo?id=${buyer.id}`)).statusCode).toBe(200);
    let row = await userRow(buyer.id);
    expect(row).toMatchObject({ emailConfirmed: true, flagged: false, email1DisableReason: null, email1DisableDateTime: null, email2DisableReason: 'Complaint' });
    expect((await call('POST', `clearEmail2DisableInfo?id=${buyer.id}`)).statusCode).toBe(200);
    row = await userRow(buyer.id);
    expect(row).toMatchObject({ email2DisableReason: null, email2DisableDateTime: null });

    const audit = await auditOf(buyer.id);
    expect(audit.map((a) => a.action)).toEqual(['confirm-email', 'flag-user', 'flag-user', 'clear-email1-disable-info', 'clear-email2-disable-info']);
    expect(audit[0]).toMatchObject({ before: { emailConfirmed: false }, after: { emailConfirmed: true } });
    expect(audit[2]).toMatchObject({ before: { flagged: true }, after: { flagged: false } });
    expect(audit[3]).toMatchObject({ before: { email1DisableReason: 'Bounced', email1DisableDateTime: disabledAt.toISOString() }, after: { email1DisableReason: null } });
    expect((await call('POST', `flagUser?id=${buyer.id}&flag=maybe`)).statusCode).toBe(400);
    expect((await call('POST', `flagUser?id=${buyer.id}`)).statusCode).toBe(400);
  });

  test("price rate: a seller's next 28-day invoice is 300 + 60 VAT; null resets to 345; buyers refused", async () => {
    const seller = await createSeller(t.db);
    const res = await call('PUT', `user-pricerate?userId=${seller.id}`, admin, { PriceRate: 300 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ADMIN_USER_MESSAGES.priceRateSet(300) });
    const draft = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.draft });
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/seller/post-draft?id=${draft.id}`,
      headers: { authorization: await bearerFor(t, seller) },
      payload: { StartDate: today, EndDate: addDays(today, 27) },
    });
    expect(posted.statusCode).toBe(200);
    const [item] = (await t.app.inject({ method: 'GET', url: '/api/seller/invoice-list', headers: { authorization: await bearerFor(t, seller) } })).json();
    const invoice = (await t.app.inject({ method: 'GET', url: `/api/seller/invoice?id=${item.invoiceId}`, headers: { authorization: await bearerFor(t, admin) } })).json();
    expect(invoice.calculatedInformation).toMatchObject({ subTotal: 300, vatAmount: 60, totalPrice: 360 });

    expect((await call('PUT', `user-pricerate?userId=${seller.id}`, admin, { PriceRate: null })).json()).toEqual({ message: ADMIN_USER_MESSAGES.priceRateReset });
    expect((await call('GET', `user?id=${seller.id}`)).json().userDetails).toMatchObject({ customPriceRate: null, priceRate: 345 });
    const audit = await auditOf(seller.id);
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ customPriceRate: null }, { customPriceRate: 300 }],
      [{ customPriceRate: 300 }, { customPriceRate: null }],
    ]);

    const buyer = await createBuyer(t.db);
    const refused = await call('PUT', `user-pricerate?userId=${buyer.id}`, admin, { PriceRate: 300 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ADMIN_USER_MESSAGES.priceRateSellersOnly);
    expect(await auditOf(buyer.id)).toEqual([]);
    for (const PriceRate of [0, -5, 12.345, 'abc', 1e9]) {
      expect({ PriceRate, status: (await call('PUT', `user-pricerate?userId=${seller.id}`, admin, { PriceRate })).statusCode }).toEqual({ PriceRate, status: 400 });
    }
  });

  test('every action: unknown user 404, bad id 400', async () => {
    const calls: ['POST' | 'PUT', string][] = [
      ['POST', 'disable?days=2&id='],
      ['POST', 'unlock?id='],
      ['POST', 'confirmEmail?id='],
      ['POST', 'flagUser?flag=true&id='],
      ['POST', 'clearEmail1DisableInfo?id='],
      ['POST', 'clearEmail2DisableInfo?id='],
      ['PUT', 'user-pricerate?userId='],
    ];
    for (const [method, url] of calls) {
      expect({ url, status: (await call(method, `${url}2147483647`, admin, { PriceRate: 300 })).statusCode }).toEqual({ url, status: 404 });
      expect({ url, status: (await call(method, `${url}0`, admin, { PriceRate: 300 })).statusCode }).toEqual({ url, status: 400 });
    }
  });
});

test('anonymous 401; buyer and seller 403 on every user call', async () => {
  const buyer = await createBuyer(t.db);
  const seller = await createSeller(t.db);
  const urls: ['GET' | 'POST' | 'PUT', string][] = [
    ['GET', 'users'],
    ['GET', `user?id=${buyer.id}`],
    ['POST', `disable?id=${buyer.id}&days=2`],
    ['POST', `unlock?id=${buyer.id}`],
    ['POST', `confirmEmail?id=${buyer.id}`],
    ['POST', `flagUser?id=${buyer.id}&flag=true`],
    ['POST', `clearEmail1DisableInfo?id=${buyer.id}`],
    ['POST', `clearEmail2DisableInfo?id=${buyer.id}`],
    ['PUT', `user-pricerate?userId=${seller.id}`],
  ];
  for (const [method, url] of urls) {
    expect({ url, status: (await call(method, url, null, { PriceRate: 300 })).statusCode }).toEqual({ url, status: 401 });
    expect({ url, status: (await call(method, url, buyer, { PriceRate: 300 })).statusCode }).toEqual({ url, status: 403 });
    expect({ url, status: (await call(method, url, seller, { PriceRate: 300 })).statusCode }).toEqual({ url, status: 403 });
  }
  expect(await auditOf(buyer.id)).toEqual([]);
  expect((await userRow(seller.id)).customPriceRate).toBeNull();
});
