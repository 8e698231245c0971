import { and, eq } from 'drizzle-orm';
import type { MessageResponse } from '@insolvency/shared-contracts';
import type { z } from 'zod';
import type {
  amendAdditionalCategoriesRequestSchema,
  amendAssetsRequestSchema,
  amendDetailRequestSchema,
  amendPrimaryCategoryRequestSchema,
} from '@insolvency/shared-contracts/schemas';
import type { Database } from '../../db/client';
import {
  appointmentStatuses,
  categories,
  employeeBands,
  keyAssets,
  locations,
  postAssets,
  postCategories,
  postLocations,
  posts,
  tradingStatuses,
  turnoverBands,
} from '../../db/schema';
import type { AuthUser } from '../auth/access-tokens';
import { withDb, type ServiceContext } from '../context';
import { checkChoices, refuseIfAny, type ChoiceList, type FieldErrors } from '../labels/label-choices';
import { sanitizeDescription } from './description-html';
import { lockForAction } from './post-lifecycle';
import { countPostSave } from './post-saves';

export const AMENDED_MESSAGE = 'Your changes have been saved.';

/**
 * One amendment of the caller's post (Admin: any post): the label ids it names are checked,
 * then `write` runs in a transaction with the post locked. Any status but Sold may be amended
 * (409: the transition table's `amend`).
 */
async function amend(ctx: ServiceContext, caller: AuthUser, postId: number, choices: readonly ChoiceList[], write: (tx: Database) => Promise<void>): Promise<MessageResponse> {
  await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    await lockForAction(txCtx, caller, postId, 'amend');
    const errors: FieldErrors = {};
    await checkChoices(txCtx, choices, errors);
    refuseIfAny(errors);
    await write(tx);
  });
  return { message: AMENDED_MESSAGE };
}

/** PATCH seller/post-detail?id: reference, heading, locations, statuses, bands, Display Publicly (a save of the post's texts: countPostSave). */
export async function amendDetail(ctx: ServiceContext, caller: AuthUser, postId: number, input: z.output<typeof amendDetailRequestSchema>) {
  await countPostSave(ctx, caller);
  return amend(
    ctx,
    caller,
    postId,
    [
      ['Locations', 'Location', locations, locations.id, input.Locations],
      ['BusinessStatusID', 'Appointment Status', appointmentStatuses, appointmentStatuses.id, [input.BusinessStatusID]],
      ['TradingStatusID', 'Trading Status', tradingStatuses, tradingStatuses.id, [input.TradingStatusID]],
      ['TurnoverID', 'Turnover', turnoverBands, turnoverBands.id, [input.TurnoverID]],
      ['EmployeesID', 'Employees', employeeBands, employeeBands.id, [input.EmployeesID]],
    ],
    async (tx) => {
      await tx
        .update(posts)
        .set({
          reference: input.Reference,
          activityHeading: input.ActivityHeading,
          businessStatusId: input.BusinessStatusID,
          tradingStatusId: input.TradingStatusID,
          turnoverId: input.TurnoverID,
          employeesId: input.EmployeesID,
          displayHome: input.DisplayHome,
        })
        .where(eq(posts.id, postId));
      await tx.delete(postLocations).where(eq(postLocations.postId, postId));
      await tx.insert(postLocations).values(input.Locations.map((locationId) => ({ postId, locationId })));
    },
  );
}

/** PATCH seller/post-description?id: the description, sanitised (a save of the post's texts: countPostSave). */
export async function amendDescription(ctx: ServiceContext, caller: AuthUser, postId: number, description: string) {
  await countPostSave(ctx, caller);
  return amend(ctx, caller, postId, [], async (tx) => {
    await tx.update(posts).set({ description: sanitizeDescription(description) }).where(eq(posts.id, postId));
  });
}

/** PATCH seller/post-category?id: a new primary category; it leaves the additional ones if it was there. */
export function amendPrimaryCategory(ctx: ServiceContext, caller: AuthUser, postId: number, input: z.output<typeof amendPrimaryCategoryRequestSchema>) {
  return amend(ctx, caller, postId, [['PrimaryCategory', 'Primary Category', categories, categories.id, [input.PrimaryCategory]]], async (tx) => {
    await tx.delete(postCategories).where(and(eq(postCategories.postId, postId), eq(postCategories.isPrimary, true)));
    await tx.delete(postCategories).where(and(eq(postCategories.postId, postId), eq(postCategories.categoryId, input.PrimaryCategory)));
    await tx.insert(postCategories).values({ postId, categoryId: input.PrimaryCategory, isPrimary: true });
  });
}

/** PATCH seller/post-additional-categories?id: the additional categories, never the primary one. */
export function amendAdditionalCategories(ctx: ServiceContext, caller: AuthUser, postId: number, input: z.output<typeof amendAdditionalCategoriesRequestSchema>) {
  return amend(ctx, caller, postId, [['Categories', 'Category', categories, categories.id, input.Categories]], async (tx) => {
    const [primary] = await tx.select({ id: postCategories.categoryId }).from(postCategories).where(and(eq(postCategories.postId, postId), eq(postCategories.isPrimary, true)));
    await tx.delete(postCategories).where(and(eq(postCategories.postId, postId), eq(postCategories.isPrimary, false)));
    const additional = input.Categories.filter((id) => id !== primary?.id);
    if (additional.length) await tx.insert(postCategories).values(additional.map((categoryId) => ({ postId, categoryId, isPrimary: false })));
  });
}

/** PATCH seller/post-assets?id: the key assets. */
export function amendAssets(ctx: ServiceContext, caller: AuthUser, postId: number, input: z.output<typeof amendAssetsRequestSchema>) {
  return amend(ctx, caller, postId, [['Assets', 'Asset', keyAssets, keyAssets.id, input.Assets]], async (tx) => {
    await tx.delete(postAssets).where(eq(postAssets.postId, postId));
    if (input.Assets.length) await tx.insert(postAssets).values(input.Assets.map((assetId) => ({ postId, assetId })));
  });
}
