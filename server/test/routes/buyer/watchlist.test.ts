import { BUYER_MESSAGES, SITE_STATUS, type WatchlistEntry } from '@insolvency/shared-contracts';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createBuyerWithCriteria } from '../../factories/buyer-preferences';
import { createPost } from '../../factories/posts';
import { createAdmin, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
let seller: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  seller = await createSeller(t.db);
});
afterAll(async () => t?.close());

const call = async (method: 'GET' | 'POST', path: string, user: { id: number; role: string } | null) =>
  t.app.inject({ method, url: `/api/buyer/${path}`, headers: user ? { authorization: await bearerFor(t, user) } : {} });
const list = async (user: TestUser) => (await call('GET', 'watchlist', user)).json() as WatchlistEntry[];

describe('buyer/watchlist, watchlist-add, watchlist-remove', () => {
  test('saved posts listed newest first with the post; adding twice and removing twice change nothing more', async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    const first = await createPost(t.db, { createdBy: seller.id, reference: 'WATCH-1' });
    const second = await createPost(t.db, { createdBy: seller.id, reference: 'WATCH-2', status: SITE_STATUS.expired });
    expect(await list(buyer)).toEqual([]);

    const added = await call('POST', `watchlist-add?id=${first.id}`, buyer);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: BUYER_MESSAGES.watchlistAdded });
    expect((await call('POST', `watchlist-add?id=${second.id}`, buyer)).statusCode).toBe(200);
    expect((await call('POST', `watchlist-add?id=${first.id}`, buyer)).statusCode).toBe(200);
    const saved = await list(buyer);
    expect(saved.map((entry) => entry.post.reference)).toEqual(['WATCH-2', 'WATCH-1']);
    expect(saved[1].post).toMatchObject({ businessId: first.id, siteStatus: SITE_STATUS.forSale });
    expect(saved[1].savedDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const removed = await call('POST', `watchlist-remove?id=${second.id}`, buyer);
    expect(removed.json()).toEqual({ message: BUYER_MESSAGES.watchlistRemoved });
    expect((await call('POST', `watchlist-remove?id=${second.id}`, buyer)).statusCode).toBe(200);
    expect((await list(buyer)).map((entry) => entry.post.reference)).toEqual(['WATCH-1']);
  });

  test("another buyer neither sees mine nor changes them", async () => {
    const me = await createBuyerWithCriteria(t.db);
    const other = await createBuyerWithCriteria(t.db);
    const post = await createPost(t.db, { createdBy: seller.id });
    await call('POST', `watchlist-add?id=${post.id}`, me);
    expect(await list(other)).toEqual([]);
    await call('POST', `watchlist-remove?id=${post.id}`, other);
    expect((await list(me)).map((entry) => entry.post.businessId)).toEqual([post.id]);
  });

  test('only posts buyers may see: drafts, scheduled and unknown posts 404; bad ids 400', async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    for (const status of [SITE_STATUS.draft, SITE_STATUS.scheduled]) {
      const res = await call('POST', `watchlist-add?id=${(await createPost(t.db, { createdBy: seller.id, status })).id}`, buyer);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This post does not exist or is not available.');
    }
    expect((await call('POST', 'watchlist-add?id=2147483647', buyer)).statusCode).toBe(404);
    expect((await call('POST', 'watchlist-remove?id=2147483647', buyer)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '2147483648']) {
      expect((await call('POST', `watchlist-add?id=${id}`, buyer)).statusCode).toBe(400);
      expect((await call('POST', `watchlist-remove?id=${id}`, buyer)).statusCode).toBe(400);
    }
    expect((await call('POST', 'watchlist-add', buyer)).statusCode).toBe(400);
    expect(await list(buyer)).toEqual([]);
  });

  test('anonymous 401; seller and Admin 403', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const admin = await createAdmin(t.db);
    for (const [method, path] of [['GET', 'watchlist'], ['POST', `watchlist-add?id=${post.id}`], ['POST', `watchlist-remove?id=${post.id}`]] as const) {
      expect((await call(method, path, null)).statusCode).toBe(401);
      expect((await call(method, path, seller)).statusCode).toBe(403);
      expect((await call(method, path, admin)).statusCode).toBe(403);
    }
  });
});

describe('buyer/mail-preferences', () => {
  test('defaults to one mail per post with everything on; saved whole; bad values 400 and nothing changes', async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    expect((await call('GET', 'mail-preferences', buyer)).json()).toEqual({ alertFrequency: 'each', matchAlerts: true, watchlistReminders: true });
    const put = async (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/buyer/mail-preferences', payload, headers: { authorization: await bearerFor(t, buyer) } });
    const res = await put({ AlertFrequency: 'daily', MatchAlerts: true, WatchlistReminders: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: BUYER_MESSAGES.mailPreferencesSaved });
    expect((await call('GET', 'mail-preferences', buyer)).json()).toEqual({ alertFrequency: 'daily', matchAlerts: true, watchlistReminders: false });
    for (const payload of [{ AlertFrequency: 'weekly', MatchAlerts: true, WatchlistReminders: true }, { AlertFrequency: 'each', MatchAlerts: 'yes', WatchlistReminders: true }, {}]) {
      expect((await put(payload)).statusCode).toBe(400);
    }
    expect((await call('GET', 'mail-preferences', buyer)).json()).toEqual({ alertFrequency: 'daily', matchAlerts: true, watchlistReminders: false });
    expect((await call('GET', 'mail-preferences', seller)).statusCode).toBe(403);
    expect((await call('GET', 'mail-preferences', null)).statusCode).toBe(401);
  });
});
