import type { z } from 'zod';
import type { draftRequestSchema } from '@insolvency/shared-contracts/schemas';
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
import type { ServiceContext } from '../context';
import { checkChoices, refuseIfAny, type FieldErrors } from '../labels/label-choices';
import { findContactDetails } from './contact-details';
import { sanitizeDescription } from './description-html';
import { countPostSave } from './post-saves';

type DraftInput = z.output<typeof draftRequestSchema>;

/** POST seller/check-description: the contact details in a description, exactly as written. */
export function checkDescription(description: string): { contactDetailsDetected: boolean; contactDetails: string[] } {
  const contactDetails = findContactDetails(description);
  return { contactDetailsDetected: contactDetails.length > 0, contactDetails };
}

/**
 * POST seller/draft: a new post as a draft of the caller's, with its locations, categories
 * (the primary one marked, never repeated among the additional ones) and assets, in one
 * transaction. The description is sanitised before it is stored. A save of the post's texts
 * (countPostSave: 429 past the user's hourly limit).
 */
export async function createDraft(ctx: ServiceContext, owner: AuthUser, input: DraftInput): Promise<{ businessId: number }> {
  const errors: FieldErrors = {};
  const additional = input.AdditionalCategories.filter((id) => id !== input.PrimaryCategory);
  await checkChoices(
    ctx,
    [
      ['Location', 'Location', locations, locations.id, input.Location],
      ['BusinessStatusId', 'Appointment Status', appointmentStatuses, appointmentStatuses.id, [input.BusinessStatusId]],
      ['TradingStatusId', 'Trading Status', tradingStatuses, tradingStatuses.id, [input.TradingStatusId]],
      ['TurnoverId', 'Turnover', turnoverBands, turnoverBands.id, [input.TurnoverId]],
      ['EmployeesId', 'Employees', employeeBands, employeeBands.id, [input.EmployeesId]],
      ['PrimaryCategory', 'Primary Category', categories, categories.id, [input.PrimaryCategory]],
      ['AdditionalCategories', 'Category', categories, categories.id, additional],
      ['Assets', 'Asset', keyAssets, keyAssets.id, input.Assets],
    ],
    errors,
  );
  refuseIfAny(errors);
  await countPostSave(ctx, owner);
  const description = sanitizeDescription(input.Description);

  const businessId = await ctx.db.transaction(async (tx) => {
    const [post] = await tx
      .insert(posts)
      .values({
        reference: input.Reference,
        activityHeading: input.ActivityHeading,
        description,
        businessStatusId: input.BusinessStatusId,
        tradingStatusId: input.TradingStatusId,
        turnoverId: input.TurnoverId,
        employeesId: input.EmployeesId,
        displayHome: input.DisplayHome,
        paymentMethodId: input.PaymentMethodId,
        postingTypeId: input.PostingTypeId,
        createdBy: owner.id,
        createdAt: ctx.now(),
      })
      .returning({ id: posts.id });
    await tx.insert(postLocations).values(input.Location.map((locationId) => ({ postId: post.id, locationId })));
    await tx.insert(postCategories).values([
      { postId: post.id, categoryId: input.PrimaryCategory, isPrimary: true },
      ...additional.map((categoryId) => ({ postId: post.id, categoryId, isPrimary: false })),
    ]);
    if (input.Assets.length) await tx.insert(postAssets).values(input.Assets.map((assetId) => ({ postId: post.id, assetId })));
    return post.id;
  });
  return { businessId };
}
