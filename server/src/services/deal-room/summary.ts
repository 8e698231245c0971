import { and, count, eq, isNull } from 'drizzle-orm';
import type { DealRoomSummary } from '@insolvency/shared-contracts/deal-room';
import { dealRoomQuestions, packDocuments } from '../../db/schema';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { listDealRoomBuyers } from './nda';
import { getSellerOffers } from './offers';

/**
 * GET seller/deal-room-summary?id: where a post's deal room stands, in counts (issue 49): the
 * owner panel's card that links to the deal-room screen. Access and offers come from the calls
 * the screen makes, so the card and the screen never disagree.
 */
export async function getDealRoomSummary(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<DealRoomSummary> {
  const buyers = await listDealRoomBuyers(ctx, caller, postId);
  const offers = await getSellerOffers(ctx, caller, postId);
  const [documents] = await ctx.db
    .select({ count: count() })
    .from(packDocuments)
    .where(and(eq(packDocuments.postId, postId), isNull(packDocuments.removedAt)));
  const [unanswered] = await ctx.db
    .select({ count: count() })
    .from(dealRoomQuestions)
    .where(and(eq(dealRoomQuestions.postId, postId), isNull(dealRoomQuestions.answer)));
  return {
    postId,
    buyers: buyers.length,
    buyersWithAccess: buyers.filter((buyer) => buyer.access === 'granted').length,
    buyersAwaitingApproval: buyers.filter((buyer) => buyer.access === 'awaiting-approval').length,
    documents: Number(documents.count),
    unansweredQuestions: Number(unanswered.count),
    offersIn: offers.offerCount,
    offersCloseAt: offers.offersCloseAt,
    offersSealed: offers.sealed,
  };
}
