import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { screeningDecisions } from '../../db/schema';

/** The buyers of `buyerIds` whose access to the post's deal room is paused: a true match was recorded. */
export async function pausedBuyers(db: Database, postId: number, buyerIds: number[]): Promise<Set<number>> {
  if (!buyerIds.length) return new Set();
  const rows = await db
    .selectDistinct({ buyerId: screeningDecisions.buyerId })
    .from(screeningDecisions)
    .where(and(eq(screeningDecisions.postId, postId), inArray(screeningDecisions.buyerId, buyerIds), eq(screeningDecisions.decision, 'true_match')));
  return new Set(rows.map((row) => row.buyerId));
}
