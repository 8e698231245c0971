// Also run on PostgreSQL by `npm test`: text search, trigram similarity and sort order, which depend on the server's dictionaries and collation.
import { eq } from 'drizzle-orm';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCHES_MAX, SEARCH_TEXT_MAX_LENGTH, SEARCH_WORDS_MAX, type SavedSearch } from '@insolvency/shared-contracts';
import { savedSearches } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createAdmin, createBuyer, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());

const URL = '/api/buyer/saved-searches';
const auth = async (user: TestUser | null) => (user ? { authorization: await bearerFor(t, user) } : {});
const save = async (user: TestUser | null, payload: unknown) => t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers: await auth(user) });
const list = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: URL, headers: await auth(user) })).json() as SavedSearch[];
const remove = async (user: TestUser | null, id: number | string) => t.app.inject({ method: 'DELETE', url: `${URL}?id=${id}`, headers: await auth(user) });

describe('buyer/saved-searches', () => {
  test('a saved search is listed newest first with its words, its filters by name and its delivery; removed, it is gone', async () => {
    const buyer = await createBuyer(t.db);
    expect(await list(buyer)).toEqual([]);
    const saved = await save(buyer, { Query: '  bakery  ', Filters: { region: 13, sector: 300 }, Delivery: 'daily' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: SAVED_SEARCH_MESSAGES.saved });
    // Field names are matched case-insensitively; the delivery defaults to each post.
    expect((await save(buyer, { query: '', filters: { turnover: 1 } })).statusCode).toBe(200);

    const [filtersOnly, bakery] = await list(buyer);
    expect(bakery).toMatchObject({
      query: 'bakery',
      filters: { region: 13, sector: 300 },
      delivery: 'daily',
      filterLabels: [
        { key: 'region', name: 'Region', label: expect.any(String) },
        { key: 'sector', name: 'Sector', label: 'Hospitality and Leisure' },
      ],
    });
    expect(bakery.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(filtersOnly).toMatchObject({ query: '', delivery: 'each', filterLabels: [{ key: 'turnover', name: 'Turnover' }] });

    const removed = await remove(buyer, bakery.id);
    expect(removed.json()).toEqual({ message: SAVED_SEARCH_MESSAGES.removed });
    expect((await list(buyer)).map((search) => search.id)).toEqual([filtersOnly.id]);
    expect((await remove(buyer, bakery.id)).statusCode).toBe(404);
  });

  test('a saved search keeps every filter of the search page (several values, appointment type, added, sort, exact) and lists them readably', async () => {
    const buyer = await createBuyer(t.db);
    const filters = { region: [1, 7], sector: 300, appointment: [1, 3], added: 7, sort: 'newest', exact: true };
    const saved = await save(buyer, { Query: 'bakery', Filters: filters });
    expect(saved.statusCode).toBe(200);
    const [search] = await list(buyer);
    expect(search.filters).toEqual(filters);
    expect(search.filterLabels).toEqual([
      { key: 'region', name: 'Region', label: 'London or Yorkshire and the Humber' },
      { key: 'sector', name: 'Sector', label: 'Hospitality and Leisure' },
      { key: 'appointment', name: 'Appointment type', label: 'Administration or Compulsory Liquidation' },
      { key: 'added', name: 'Added', label: 'In the last 7 days' },
      { key: 'sort', name: 'Sort', label: 'Newest' },
      { key: 'exact', name: 'Words', label: 'Exactly as typed' },
    ]);
    // The same values in another order are the same search; one value fewer is another.
    expect((await save(buyer, { Query: 'Bakery', Filters: { ...filters, region: [7, 1], appointment: [3, 1] } })).statusCode).toBe(409);
    expect((await save(buyer, { Query: 'bakery', Filters: { ...filters, region: 1 } })).statusCode).toBe(200);
    // Unknown values are refused.
    expect((await save(buyer, { Query: 'bakery', Filters: { appointment: [1, 999] } })).json().message).toBe(SAVED_SEARCH_MESSAGES.unknownLabel);
    expect((await save(buyer, { Query: 'bakery', Filters: { added: 3 } })).statusCode).toBe(400);
    expect((await save(buyer, { Query: 'bakery', Filters: { sort: 'cheapest' } })).statusCode).toBe(400);
  });

  test('bad input is a 400 naming the problem; the same search twice is a 409', async () => {
    const buyer = await createBuyer(t.db);
    const refused = async (payload: unknown, status = 400) => {
      const res = await save(buyer, payload);
      expect(res.statusCode).toBe(status);
      return res.json().message as string;
    };
    expect(await refused({ Query: '' })).toBe(SAVED_SEARCH_MESSAGES.empty);
    expect(await refused({ Query: '   ', Filters: {} })).toBe(SAVED_SEARCH_MESSAGES.empty);
    expect(await refused({ Query: 'x'.repeat(SEARCH_TEXT_MAX_LENGTH + 1) })).toContain(`cannot be longer than ${SEARCH_TEXT_MAX_LENGTH} characters`);
    expect(await refused({ Query: 'a '.repeat(SEARCH_WORDS_MAX + 1) })).toContain(`at most ${SEARCH_WORDS_MAX} words`);
    expect(await refused({ Query: 'mill', Filters: { region: 'north' } })).toContain('Unknown region');
    expect(await refused({ Query: 'mill', Filters: { colour: 1 } })).toContain('Filters may only be');
    expect(await refused({ Query: 'mill', Filters: { region: 999999 } })).toBe(SAVED_SEARCH_MESSAGES.unknownLabel);
    expect(await refused({ Query: 'mill', Delivery: 'weekly' })).toContain('Delivery must be each or daily');
    expect(await refused({ Query: 'mill\u0000' })).toBeTruthy();

    expect((await save(buyer, { Query: 'Paper Mill', Filters: { region: 3 } })).statusCode).toBe(200);
    // The same words (any case, any spacing) and filters, whatever the delivery.
    expect(await refused({ Query: 'paper   MILL', Filters: { region: 3 }, Delivery: 'daily' }, 409)).toBe(SAVED_SEARCH_MESSAGES.duplicate);
    expect((await save(buyer, { Query: 'paper mill', Filters: { region: 4 } })).statusCode).toBe(200);
    expect(await list(buyer)).toHaveLength(2);
  });

  test('words of punctuation alone and no filter (every post) or only words too common to search for (no post) are refused; nothing is saved', async () => {
    const buyer = await createBuyer(t.db);
    const refusal = async (payload: unknown) => {
      const res = await save(buyer, payload);
      return { status: res.statusCode, message: res.json().message, errors: res.json().errors };
    };
    for (const Query of ['!!!', ' -- ', '&?']) {
      expect(await refusal({ Query })).toEqual({ status: 400, message: SAVED_SEARCH_MESSAGES.empty, errors: { Query: [SAVED_SEARCH_MESSAGES.empty] } });
    }
    for (const payload of [{ Query: 'the' }, { Query: 'The and OF', Filters: { region: 3 } }]) {
      expect(await refusal(payload)).toEqual({ status: 400, message: SAVED_SEARCH_MESSAGES.tooCommon, errors: { Query: [SAVED_SEARCH_MESSAGES.tooCommon] } });
    }
    expect(await list(buyer)).toEqual([]);
    // A common word beside a particular one, and punctuation beside a filter, are searches.
    expect((await save(buyer, { Query: 'the mill' })).statusCode).toBe(200);
    expect((await save(buyer, { Query: '!!!', Filters: { region: 3 } })).statusCode).toBe(200);
    expect(await list(buyer)).toHaveLength(2);
  });

  test(`at most ${SAVED_SEARCHES_MAX} saved searches per buyer`, async () => {
    const buyer = await createBuyer(t.db);
    await t.db.insert(savedSearches).values(Array.from({ length: SAVED_SEARCHES_MAX }, (_, index) => ({ userId: buyer.id, query: `word${index}` })));
    const res = await save(buyer, { Query: 'one more' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SAVED_SEARCH_MESSAGES.tooMany);
    // Another buyer is not counted against them.
    expect((await save(await createBuyer(t.db), { Query: 'one more' })).statusCode).toBe(200);
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.userId, buyer.id))).toHaveLength(SAVED_SEARCHES_MAX);
  });

  test('anonymous 401, sellers and admins 403, another buyer cannot remove mine (404)', async () => {
    expect((await save(null, { Query: 'mill' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    for (const other of [await createSeller(t.db), await createAdmin(t.db)]) {
      expect((await save(other, { Query: 'mill' })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: URL, headers: await auth(other) })).statusCode).toBe(403);
    }
    const me = await createBuyer(t.db);
    const other = await createBuyer(t.db);
    await save(me, { Query: 'tannery' });
    const [mine] = await list(me);
    const res = await remove(other, mine.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SAVED_SEARCH_MESSAGES.notFound);
    expect(await list(me)).toHaveLength(1);
    expect(await list(other)).toEqual([]);
    expect((await remove(me, 'abc')).statusCode).toBe(400);
  });
});
