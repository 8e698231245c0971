import { eq, sql } from 'drizzle-orm';
import { ROLES, SITE_STATUS, type HomeStats } from '@insolvency/shared-contracts';
import type { ServiceContext } from '../context';
import { expressionsOfInterest, posts, users } from '../../db/schema';
import { siteStatusWhere } from '../posts/site-status';

/**
 * Figures for the visitor home page: posts for sale today, confirmed accounts per role,
 * interest expressed. One round trip (PGlite runs queries one at a time): the account
 * counts are filtered aggregates over confirmed users, the others scalar subqueries.
 */
export async function getHomeStats({ db }: ServiceContext, today: string): Promise<HomeStats> {
  const [row] = await db
    .select({
      livePosts: sql`(select count(*) from ${posts} where ${siteStatusWhere(SITE_STATUS.forSale, today)})`.mapWith(Number),
      interestedParties: sql`count(*) filter (where ${users.role} = ${ROLES.buyer})`.mapWith(Number),
      insolvencyPractitioners: sql`count(*) filter (where ${users.role} = ${ROLES.seller})`.mapWith(Number),
      expressionsOfInterest: sql`(select count(*) from ${expressionsOfInterest})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.emailConfirmed, true));
  return row;
}
