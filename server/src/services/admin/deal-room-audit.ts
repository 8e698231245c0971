import { sql, type SQL } from 'drizzle-orm';
import { roundedPageCount } from '@insolvency/shared-contracts';
import { type DealRoomAuditEntry, type DealRoomAuditPage, type DealRoomEventKind } from '@insolvency/shared-contracts/deal-room';
import { dealRoomEvents, packDocuments, packDownloads, posts, users } from '../../db/schema';
import type { ServiceContext } from '../context';

export interface DealRoomAuditFilter {
  postId?: number;
  /** Who acted, or the buyer a seller's step was about (`detail.buyerId`). */
  userId?: number;
  kind?: DealRoomEventKind;
  page: number;
  pageSize: number;
}

/**
 * What of a step's recorded detail Admin reads: ids, titles, settings, reasons and times. An
 * offer's trail never holds its terms; the amount is recorded once, when the seller accepts it,
 * which they may only do once offers are no longer sealed.
 */
const LISTED_DETAILS = ['buyerId', 'ndaRequired', 'packRelease', 'ndaVersion', 'documentId', 'title', 'byteSize', 'questionId', 'published', 'from', 'to', 'offerId', 'version', 'fileId', 'amountPence', 'reason', 'messageToOthers', 'cddRequired', 'ownerCount', 'identityMethod', 'riskRating', 'cddState'];

function listedDetails(detail: Record<string, unknown>): DealRoomAuditEntry['details'] {
  const listed: DealRoomAuditEntry['details'] = {};
  for (const key of LISTED_DETAILS) {
    const value = detail[key];
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) listed[key] = value as string | number | boolean | null;
  }
  return listed;
}

/** The deal-room trail and the buyers' pack downloads as one list of steps, filtered. */
function stepsOf(filter: DealRoomAuditFilter): SQL {
  const events: SQL[] = [sql`true`];
  if (filter.postId !== undefined) events.push(sql`${dealRoomEvents.postId} = ${filter.postId}`);
  if (filter.userId !== undefined) events.push(sql`(${dealRoomEvents.actorId} = ${filter.userId} or ${dealRoomEvents.detail}->>'buyerId' = ${String(filter.userId)})`);
  if (filter.kind !== undefined) events.push(sql`${dealRoomEvents.kind} = ${filter.kind}`);
  const downloads: SQL[] = [sql.raw(filter.kind === undefined || filter.kind === 'document-downloaded' ? 'true' : 'false')];
  if (filter.postId !== undefined) downloads.push(sql`${packDocuments.postId} = ${filter.postId}`);
  if (filter.userId !== undefined) downloads.push(sql`${packDownloads.userId} = ${filter.userId}`);
  return sql`
    select 'event-' || ${dealRoomEvents.id} as key, ${dealRoomEvents.id} as seq, ${dealRoomEvents.postId} as post_id, ${dealRoomEvents.actorId} as actor_id,
      ${dealRoomEvents.kind} as kind, ${dealRoomEvents.detail} as detail, ${dealRoomEvents.createdAt} as created_at
    from ${dealRoomEvents} where ${sql.join(events, sql` and `)}
    union all
    select 'download-' || ${packDownloads.id}, ${packDownloads.id}, ${packDocuments.postId}, ${packDownloads.userId},
      'document-downloaded', jsonb_build_object('documentId', ${packDocuments.id}, 'title', ${packDocuments.title}), ${packDownloads.downloadedAt}
    from ${packDownloads} join ${packDocuments} on ${packDocuments.id} = ${packDownloads.documentId}
    where ${sql.join(downloads, sql` and `)}`;
}

type StepRow = { key: string; post_id: number; actor_id: number | null; kind: string; detail: Record<string, unknown>; created_at: Date | string; reference: string | null; forenames: string | null; surname: string | null };

/** GET admin/deal-room-audit: every deal room's steps, newest first, by post, user and kind, paged in SQL. */
export async function listDealRoomAudit(ctx: ServiceContext, filter: DealRoomAuditFilter): Promise<DealRoomAuditPage> {
  const steps = stepsOf(filter);
  const counted = (await ctx.db.execute(sql`select count(*) as total from (${steps}) as steps`)) as unknown as { rows: { total: string | number }[] };
  const page = (await ctx.db.execute(sql`
    select steps.*, ${posts.reference} as reference, ${users.forenames} as forenames, ${users.surname} as surname
    from (${steps}) as steps
    left join ${posts} on ${posts.id} = steps.post_id
    left join ${users} on ${users.id} = steps.actor_id
    order by steps.created_at desc, steps.seq desc
    limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`)) as unknown as { rows: StepRow[] };
  const totalCount = Number(counted.rows[0]?.total ?? 0);
  const entries = page.rows.map(
    (row): DealRoomAuditEntry => ({
      id: row.key,
      postId: row.post_id,
      postReference: row.reference ?? '',
      actorId: row.actor_id,
      actorName: row.forenames === null ? 'Deleted account' : `${row.forenames} ${row.surname}`.trim(),
      // Only the deal-room services write the trail, each with one of DEAL_ROOM_EVENT_KINDS.
      kind: row.kind as DealRoomEventKind,
      details: listedDetails(row.detail),
      createdAt: new Date(row.created_at).toISOString(),
    }),
  );
  return { entries, totalCount, roundedPageCount: roundedPageCount(totalCount, filter.pageSize) };
}
