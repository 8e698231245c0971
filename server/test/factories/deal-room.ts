import type { Database } from '../../src/db/client';
import { expressionsOfInterest } from '../../src/db/schema';

/** The buyer's expression of interest in the post, as buyer/express-interest stores it (no mail). */
export async function expressInterestIn(db: Database, buyerId: number, postId: number, overrides: Partial<typeof expressionsOfInterest.$inferInsert> = {}) {
  const [row] = await db
    .insert(expressionsOfInterest)
    .values({ buyerId, postId, profile: 'We buy businesses like this one.', connectedParty: false, ...overrides })
    .returning();
  return row;
}
