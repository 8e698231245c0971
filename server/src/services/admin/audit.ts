import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { roundedPageCount, type AdminAction, type AdminAuditEntry, type AdminAuditPage } from '@insolvency/shared-contracts';
import { adminAuditLog, users } from '../../db/schema';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';

export interface AuditRecord {
  action: AdminAction;
  targetType: AdminAuditEntry['targetType'];
  targetId: number;
  userId: number | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Writes one audit entry; call it with the context bound to the transaction that makes the change (`withDb`). */
export async function recordAdminAction(ctx: ServiceContext, admin: AuthUser, record: AuditRecord): Promise<void> {
  await ctx.db.insert(adminAuditLog).values({ adminId: admin.id, createdAt: ctx.now(), ...record });
}

export interface AuditFilter {
  adminId?: number;
  userId?: number;
  action?: AdminAction;
  page: number;
  pageSize: number;
}



/** GET admin/audit: newest first, filtered by admin, user and action, paged in SQL. */
export async function listAdminAudit(ctx: ServiceContext, filter: AuditFilter): Promise<AdminAuditPage> {
  const conditions: SQL[] = [];
  if (filter.adminId !== undefined) conditions.push(eq(adminAuditLog.adminId, filter.adminId));
  if (filter.userId !== undefined) conditions.push(eq(adminAuditLog.userId, filter.userId));
  if (filter.action !== undefined) conditions.push(eq(adminAuditLog.action, filter.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await ctx.db.select({ n: count() }).from(adminAuditLog).where(where);
  const rows = await ctx.db
    .select({ entry: adminAuditLog, forenames: users.forenames, surname: users.surname })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminId))
    .where(where)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const totalCount = Number(total?.n ?? 0);
  const entries: AdminAuditEntry[] = rows.map(({ entry, forenames, surname }) => ({
    id: entry.id,
    adminId: entry.adminId,
    adminName: forenames ? `${forenames} ${surname}` : '(deleted)',
    // Only recordAdminAction writes rows, always with one of ADMIN_ACTIONS.
    action: entry.action as AdminAction,
    targetType: entry.targetType === 'post' || entry.targetType === 'release' ? entry.targetType : 'user',
    targetId: entry.targetId,
    userId: entry.userId,
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt.toISOString(),
  }));
  return { entries, totalCount, roundedPageCount: roundedPageCount(totalCount, filter.pageSize) };
}
