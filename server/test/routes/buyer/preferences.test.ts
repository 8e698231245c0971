import { eq } from 'drizzle-orm';
import { BUYER_MESSAGES } from '@insolvency/shared-contracts';
import { users } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createBuyerWithCriteria } from '../../factories/buyer-preferences';
import { createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
let buyer: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  buyer = await createBuyerWithCriteria(t.db, { locations: [1, 2], turnovers: [3], employees: [4], categories: [100], keywords: 'mill', assets: [5] });
});
afterAll(async () => t?.close());

const call = async (method: 'GET' | 'PUT', path: string, user: { id: number; role: string } | null = buyer, payload?: object) =>
  t.app.inject({ method, url: `/api/buyer/${path}`, payload, headers: user ? { authorization: await bearerFor(t, user) } : {} });

describe('reads', () => {
  test('each preference as stored', async () => {
    expect((await call('GET', 'location-size-preferences')).json()).toEqual({ locations: [1, 2], employees: [4], turnover: [3] });
    expect((await call('GET', 'category-preferences')).json()).toEqual({ categories: [100] });
    expect((await call('GET', 'keywords')).json()).toEqual({ keywords: 'mill' });
    expect((await call('GET', 'asset-preferences')).json()).toEqual({ keyAssets: [5] });
  });
});

describe('location and size', () => {
  test('replaces the three lists and answers the message', async () => {
    const res = await call('PUT', 'location-size-preferences', buyer, { Locations: [3], Turnovers: [1, 2], Employees: [9] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: BUYER_MESSAGES.locationSizeSaved });
    expect((await call('GET', 'location-size-preferences')).json()).toEqual({ locations: [3], employees: [9], turnover: [1, 2] });
  });

  test("an empty list: 400 'Could Not Save Due to Empty Fields', nothing changed", async () => {
    for (const payload of [{ Locations: [], Turnovers: [1], Employees: [1] }, { Locations: [1], Turnovers: [1] }, {}]) {
      const res = await call('PUT', 'location-size-preferences', buyer, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(BUYER_MESSAGES.emptyFields);
    }
    expect((await call('GET', 'location-size-preferences')).json()).toEqual({ locations: [3], employees: [9], turnover: [1, 2] });
  });

  test('unknown ids: 400 naming the field', async () => {
    const res = await call('PUT', 'location-size-preferences', buyer, { Locations: [999], Turnovers: [1], Employees: [1] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['Locations']);
  });
});

describe('categories, keywords, assets', () => {
  test('saved, cleared, and the optional-criteria flag follows', async () => {
    expect((await call('PUT', 'category-preferences', buyer, { Categories: [200, 201] })).json()).toEqual({ message: BUYER_MESSAGES.categoriesSaved });
    expect((await call('GET', 'category-preferences')).json()).toEqual({ categories: [200, 201] });
    expect((await call('PUT', 'asset-preferences', buyer, { KeyAssets: [1, 2] })).json()).toEqual({ message: BUYER_MESSAGES.assetsSaved });
    expect((await call('GET', 'asset-preferences')).json()).toEqual({ keyAssets: [1, 2] });
    expect((await call('PUT', 'keywords', buyer, { Keywords: '  bakery, café ' })).json()).toEqual({ message: BUYER_MESSAGES.keywordsSaved });
    expect((await call('GET', 'keywords')).json()).toEqual({ keywords: 'bakery, café' });

    await call('PUT', 'category-preferences', buyer, { Categories: [] });
    await call('PUT', 'asset-preferences', buyer, { KeyAssets: [] });
    expect((await call('GET', 'optional-criteria-set')).json()).toEqual({ optionalCriteriaSet: true });
    await call('PUT', 'keywords', buyer, { Keywords: '' });
    expect((await call('GET', 'optional-criteria-set')).json()).toEqual({ optionalCriteriaSet: false });
    const [row] = await t.db.select({ set: users.optionalCriteriaSet }).from(users).where(eq(users.id, buyer.id));
    expect(row.set).toBe(false);
  });

  test('keywords up to 1000 characters; 1001 refused', async () => {
    expect((await call('PUT', 'keywords', buyer, { Keywords: 'k'.repeat(1000) })).statusCode).toBe(200);
    const res = await call('PUT', 'keywords', buyer, { Keywords: 'k'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Keywords cannot be longer than 1000 characters');
  });

  test('unknown categories and assets: 400', async () => {
    expect((await call('PUT', 'category-preferences', buyer, { Categories: [99999] })).statusCode).toBe(400);
    expect((await call('PUT', 'asset-preferences', buyer, { KeyAssets: [0] })).statusCode).toBe(400);
    expect((await call('PUT', 'asset-preferences', buyer, { KeyAssets: 'all' })).statusCode).toBe(400);
  });
});

describe('access', () => {
  test.each(['location-size-preferences', 'category-preferences', 'keywords', 'asset-preferences'])('%s: anonymous 401, a seller 403', async (path) => {
    expect((await call('GET', path, null)).statusCode).toBe(401);
    expect((await call('PUT', path, null, {})).statusCode).toBe(401);
    const seller = await createSeller(t.db);
    expect((await call('GET', path, seller)).statusCode).toBe(403);
    expect((await call('PUT', path, seller, {})).statusCode).toBe(403);
  });

  test("each buyer's own preferences only", async () => {
    const other = await createBuyerWithCriteria(t.db, { locations: [7] });
    expect((await call('GET', 'location-size-preferences', other)).json().locations).toEqual([7]);
  });
});
