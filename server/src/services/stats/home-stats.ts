import { and, count, eq } from 'drizzle-orm';
import { ROLES, SITE_STATUS, type HomeStats } from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
import { expressionsOfInterest, posts, users } from '../../db/schema';
import { siteStatusWhere } from '../posts/site-status';

function confirmedUsersWithRole(db: Database, role: string) {
  return db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, role), eq(users.emailConfirmed, true)));
}

/** Figures for the visitor home page: posts for sale today, confirmed accounts per role, interest expressed. */
export async function getHomeStats(db: Database, today: string): Promise<HomeStats> {
  const [[live], [buyers], [sellers], [expressions]] = await Promise.all([
    db.select({ total: count() }).from(posts).where(siteStatusWhere(SITE_STATUS.forSale, today)),
    confirmedUsersWithRole(db, ROLES.buyer),
    confirmedUsersWithRole(db, ROLES.seller),
    db.select({ total: count() }).from(expressionsOfInterest),
  ]);
  return {
    livePosts: live.total,
    interestedParties: buyers.total,
    insolvencyPractitioners: sellers.total,
    expressionsOfInterest: expressions.total,
  };
}
