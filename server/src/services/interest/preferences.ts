import { eq, sql } from 'drizzle-orm';
import {
  BUYER_MESSAGES,
  type AssetPreferences,
  type CategoryPreferences,
  type ExpressionTextResponse,
  type KeywordPreferences,
  type LocationSizePreferences,
  type MessageResponse,
  type OptionalCriteriaSetResponse,
} from '@insolvency/shared-contracts';
import type {
  assetPreferencesRequestSchema,
  categoryPreferencesRequestSchema,
  keywordPreferencesRequestSchema,
  locationSizePreferencesRequestSchema,
} from '@insolvency/shared-contracts/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  buyerAssetPreferences,
  buyerCategoryPreferences,
  buyerEmployeePreferences,
  buyerLocationPreferences,
  buyerPreferences,
  buyerTurnoverPreferences,
  categories,
  employeeBands,
  keyAssets,
  locations,
  turnoverBands,
  users,
} from '../../db/schema';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { checkChoices, refuseIfAny, type FieldErrors } from '../labels/label-choices';

/*
 * The buyer's preferences (spec §7): each list is replaced whole in one transaction; ids the
 * label sets do not hold are refused (400) with the field named.
 */

const idsOf = async <T extends Record<string, number>>(rows: Promise<T[]>, key: keyof T) => (await rows).map((row) => row[key]);

/** Whether the buyer has set any optional criterion: a category, a keyword or an asset. */
async function optionalCriteriaSet(db: Database, buyerId: number): Promise<boolean> {
  const [row] = await db
    .select({
      set: sql<boolean>`(
        exists (select 1 from ${buyerCategoryPreferences} where ${buyerCategoryPreferences.userId} = ${buyerId})
        or exists (select 1 from ${buyerAssetPreferences} where ${buyerAssetPreferences.userId} = ${buyerId})
        or exists (select 1 from ${buyerPreferences} where ${buyerPreferences.userId} = ${buyerId} and btrim(${buyerPreferences.keywords}) <> ''))`,
    })
    .from(users)
    .where(eq(users.id, buyerId));
  return Boolean(row?.set);
}

/** Keeps `users.optional_criteria_set` (read by the data copy) in step after an optional save. */
async function recordOptionalCriteria(tx: Database, buyerId: number): Promise<void> {
  await tx.update(users).set({ optionalCriteriaSet: await optionalCriteriaSet(tx, buyerId) }).where(eq(users.id, buyerId));
}

export async function getOptionalCriteriaSet(ctx: ServiceContext, buyer: AuthUser): Promise<OptionalCriteriaSetResponse> {
  return { optionalCriteriaSet: await optionalCriteriaSet(ctx.db, buyer.id) };
}

export async function getLocationSizePreferences({ db }: ServiceContext, buyer: AuthUser): Promise<LocationSizePreferences> {
  const [locationIds, employeeIds, turnoverIds] = [
    await idsOf(db.select({ id: buyerLocationPreferences.locationId }).from(buyerLocationPreferences).where(eq(buyerLocationPreferences.userId, buyer.id)), 'id'),
    await idsOf(db.select({ id: buyerEmployeePreferences.employeesId }).from(buyerEmployeePreferences).where(eq(buyerEmployeePreferences.userId, buyer.id)), 'id'),
    await idsOf(db.select({ id: buyerTurnoverPreferences.turnoverId }).from(buyerTurnoverPreferences).where(eq(buyerTurnoverPreferences.userId, buyer.id)), 'id'),
  ];
  return { locations: locationIds.sort((a, b) => a - b), employees: employeeIds.sort((a, b) => a - b), turnover: turnoverIds.sort((a, b) => a - b) };
}

export async function saveLocationSizePreferences(
  ctx: ServiceContext,
  buyer: AuthUser,
  input: z.output<typeof locationSizePreferencesRequestSchema>,
): Promise<MessageResponse> {
  const errors: FieldErrors = {};
  await checkChoices(
    ctx,
    [
      ['Locations', 'Location', locations, locations.id, input.Locations],
      ['Turnovers', 'Turnover band', turnoverBands, turnoverBands.id, input.Turnovers],
      ['Employees', 'Employee band', employeeBands, employeeBands.id, input.Employees],
    ],
    errors,
  );
  refuseIfAny(errors);
  const userId = buyer.id;
  await ctx.db.transaction(async (tx) => {
    await tx.delete(buyerLocationPreferences).where(eq(buyerLocationPreferences.userId, userId));
    await tx.delete(buyerTurnoverPreferences).where(eq(buyerTurnoverPreferences.userId, userId));
    await tx.delete(buyerEmployeePreferences).where(eq(buyerEmployeePreferences.userId, userId));
    await tx.insert(buyerLocationPreferences).values(input.Locations.map((locationId) => ({ userId, locationId })));
    await tx.insert(buyerTurnoverPreferences).values(input.Turnovers.map((turnoverId) => ({ userId, turnoverId })));
    await tx.insert(buyerEmployeePreferences).values(input.Employees.map((employeesId) => ({ userId, employeesId })));
  });
  return { message: BUYER_MESSAGES.locationSizeSaved };
}

export async function getCategoryPreferences({ db }: ServiceContext, buyer: AuthUser): Promise<CategoryPreferences> {
  const ids = await idsOf(db.select({ id: buyerCategoryPreferences.categoryId }).from(buyerCategoryPreferences).where(eq(buyerCategoryPreferences.userId, buyer.id)), 'id');
  return { categories: ids.sort((a, b) => a - b) };
}

export async function saveCategoryPreferences(ctx: ServiceContext, buyer: AuthUser, input: z.output<typeof categoryPreferencesRequestSchema>): Promise<MessageResponse> {
  const errors: FieldErrors = {};
  await checkChoices(ctx, [['Categories', 'Category', categories, categories.id, input.Categories]], errors);
  refuseIfAny(errors);
  const userId = buyer.id;
  await ctx.db.transaction(async (tx) => {
    await tx.delete(buyerCategoryPreferences).where(eq(buyerCategoryPreferences.userId, userId));
    if (input.Categories.length) await tx.insert(buyerCategoryPreferences).values(input.Categories.map((categoryId) => ({ userId, categoryId })));
    await recordOptionalCriteria(tx, userId);
  });
  return { message: BUYER_MESSAGES.categoriesSaved };
}

export async function getAssetPreferences({ db }: ServiceContext, buyer: AuthUser): Promise<AssetPreferences> {
  const ids = await idsOf(db.select({ id: buyerAssetPreferences.assetId }).from(buyerAssetPreferences).where(eq(buyerAssetPreferences.userId, buyer.id)), 'id');
  return { keyAssets: ids.sort((a, b) => a - b) };
}

export async function saveAssetPreferences(ctx: ServiceContext, buyer: AuthUser, input: z.output<typeof assetPreferencesRequestSchema>): Promise<MessageResponse> {
  const errors: FieldErrors = {};
  await checkChoices(ctx, [['KeyAssets', 'Asset', keyAssets, keyAssets.id, input.KeyAssets]], errors);
  refuseIfAny(errors);
  const userId = buyer.id;
  await ctx.db.transaction(async (tx) => {
    await tx.delete(buyerAssetPreferences).where(eq(buyerAssetPreferences.userId, userId));
    if (input.KeyAssets.length) await tx.insert(buyerAssetPreferences).values(input.KeyAssets.map((assetId) => ({ userId, assetId })));
    await recordOptionalCriteria(tx, userId);
  });
  return { message: BUYER_MESSAGES.assetsSaved };
}

/** The buyer's free-text row (keywords, last profile text); absent for an account made before it existed. */
async function textRow(db: Database, buyerId: number) {
  const [row] = await db.select().from(buyerPreferences).where(eq(buyerPreferences.userId, buyerId));
  return row;
}

export async function getKeywords({ db }: ServiceContext, buyer: AuthUser): Promise<KeywordPreferences> {
  return { keywords: (await textRow(db, buyer.id))?.keywords ?? '' };
}

export async function saveKeywords({ db }: ServiceContext, buyer: AuthUser, input: z.output<typeof keywordPreferencesRequestSchema>): Promise<MessageResponse> {
  await db.transaction(async (tx) => {
    await tx
      .insert(buyerPreferences)
      .values({ userId: buyer.id, keywords: input.Keywords })
      .onConflictDoUpdate({ target: buyerPreferences.userId, set: { keywords: input.Keywords } });
    await recordOptionalCriteria(tx, buyer.id);
  });
  return { message: BUYER_MESSAGES.keywordsSaved };
}

/** GET buyer/expression-text: the profile text last sent, offered again on the next expression. */
export async function getExpressionText({ db }: ServiceContext, buyer: AuthUser): Promise<ExpressionTextResponse> {
  return { expressionText: (await textRow(db, buyer.id))?.expressionProfile ?? '' };
}
