import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { CddItem, CddState, ScreeningResult } from '@insolvency/shared-contracts/deal-room';
import type { Database } from '../../db/client';
import { offers, sanctionsListVersions, screeningRuns } from '../../db/schema';
import { cddRequirement, cddStatuses } from './cdd';

/** One bidder's checks as the SIP 16 evidence shows them: no name, as the rest of the evidence. */
export interface PurchaserCheck {
  /** 1 upwards, in the order the offers came in. */
  bidder: number;
  accepted: boolean;
  /** The latest screening against the UK Sanctions List (null: never screened). */
  screening: { result: Exclude<ScreeningResult, 'not_screened'>; screenedAt: string; listPublishedOn: string } | null;
  cdd: CddState;
  missing: CddItem[];
}

export interface PurchaserChecks {
  cddRequired: boolean;
  cddOffReason: string | null;
  bidders: PurchaserCheck[];
}

/** The purchaser checks of a post's bidders (every buyer with an offer), for the SIP 16 evidence. */
export async function purchaserChecks(db: Database, postId: number): Promise<PurchaserChecks> {
  const requirement = await cddRequirement(db, postId);
  const bidders = await db.select({ buyerId: offers.buyerId, acceptedAt: offers.acceptedAt }).from(offers).where(eq(offers.postId, postId)).orderBy(asc(offers.createdAt), asc(offers.id));
  const buyerIds = bidders.map((bidder) => bidder.buyerId);
  const statuses = await cddStatuses(db, postId, buyerIds);
  const runs = buyerIds.length
    ? await db
        .select({ buyerId: screeningRuns.buyerId, result: screeningRuns.result, screenedAt: screeningRuns.screenedAt, publishedOn: sanctionsListVersions.publishedOn })
        .from(screeningRuns)
        .innerJoin(sanctionsListVersions, eq(sanctionsListVersions.id, screeningRuns.versionId))
        .where(and(inArray(screeningRuns.buyerId, buyerIds)))
        .orderBy(desc(screeningRuns.screenedAt), desc(screeningRuns.id))
    : [];
  return {
    cddRequired: requirement.required,
    cddOffReason: requirement.offReason,
    bidders: bidders.map((bidder, index) => {
      const run = runs.find((row) => row.buyerId === bidder.buyerId);
      const status = statuses[index];
      return {
        bidder: index + 1,
        accepted: bidder.acceptedAt !== null,
        screening: run ? { result: run.result as 'clear' | 'possible_match', screenedAt: run.screenedAt.toISOString(), listPublishedOn: run.publishedOn } : null,
        cdd: status.status,
        missing: status.missing,
      };
    }),
  };
}
