import type { Database } from '../../src/db/client';
import {
  buyerAssetPreferences,
  buyerCategoryPreferences,
  buyerEmployeePreferences,
  buyerLocationPreferences,
  buyerPreferences,
  buyerTurnoverPreferences,
} from '../../src/db/schema';
import { createBuyer, type CreateUserOverrides, type TestUser } from './users';

export interface BuyerCriteria {
  locations?: number[];
  turnovers?: number[];
  employees?: number[];
  categories?: number[];
  keywords?: string;
  assets?: number[];
}

/**
 * A buyer with preferences. By default they match the factory post (`createPost`: location 1,
 * turnover band 2, employee band 2) and set no optional criterion.
 */
export async function createBuyerWithCriteria(db: Database, criteria: BuyerCriteria = {}, overrides: CreateUserOverrides = {}): Promise<TestUser> {
  const buyer = await createBuyer(db, overrides);
  const { locations = [1], turnovers = [2], employees = [2], categories = [], keywords = '', assets = [] } = criteria;
  const userId = buyer.id;
  await db.insert(buyerPreferences).values({ userId, keywords });
  if (locations.length) await db.insert(buyerLocationPreferences).values(locations.map((locationId) => ({ userId, locationId })));
  if (turnovers.length) await db.insert(buyerTurnoverPreferences).values(turnovers.map((turnoverId) => ({ userId, turnoverId })));
  if (employees.length) await db.insert(buyerEmployeePreferences).values(employees.map((employeesId) => ({ userId, employeesId })));
  if (categories.length) await db.insert(buyerCategoryPreferences).values(categories.map((categoryId) => ({ userId, categoryId })));
  if (assets.length) await db.insert(buyerAssetPreferences).values(assets.map((assetId) => ({ userId, assetId })));
  return buyer;
}
