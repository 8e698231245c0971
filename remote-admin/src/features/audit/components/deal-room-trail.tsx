import { Link } from 'react-router-dom';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, pathFor } from '@insolvency/shared-contracts';
import { DEAL_ROOM_EVENT_KINDS, DEAL_ROOM_EVENT_LABELS, type DealRoomAuditEntry, type DealRoomEventKind } from '@insolvency/shared-contracts/deal-room';
import { NativeSelect } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable, pagingOf } from '../../../components/paging';
import { QueryContent } from '../../../components/query-content';
import { TextFilter, useFilterText } from '../../../components/text-filter';
import { ID_FIELD, oneOf, PAGE_FIELD, useUrlView } from '../../../components/use-url-view';
import { useAdminDealRoomAuditQuery } from '../api/admin-deal-room-audit-api';
import { AuditValues, idOrEmpty, whenColumn } from './audit-parts';
import { TRAIL_FIELD } from './trail-switch';

const columns: DataColumn<DealRoomAuditEntry>[] = [
  whenColumn(),
  { title: 'Post', key: 'post', render: (_, entry) => <Link to={pathFor('PostDetail', entry.postId)}>{entry.postReference || `Post ${entry.postId}`}</Link> },
  { title: 'Step', key: 'kind', render: (_, entry) => DEAL_ROOM_EVENT_LABELS[entry.kind] },
  { title: 'By', key: 'actor', render: (_, entry) => (entry.actorId === null ? entry.actorName : <Link to={pathFor('AdminUserDetail', entry.actorId)}>{entry.actorName}</Link>) },
  { title: 'Details', key: 'details', render: (_, entry) => <AuditValues values={entry.details} /> },
];

/** `/admin/audit?trail=deal-rooms&postId=&userId=&kind=&page=&pageSize=`. */
const VIEW = {
  trail: TRAIL_FIELD,
  postId: ID_FIELD,
  userId: ID_FIELD,
  kind: oneOf(DEAL_ROOM_EVENT_KINDS, ''),
  page: PAGE_FIELD,
  pageSize: oneOf(ADMIN_PAGE_SIZES, ADMIN_DEFAULT_PAGE_SIZE),
};

/** Every deal room's steps, newest first; filters by post, user (who acted or whom it was about) and step, in the address. */
export function DealRoomTrail() {
  const { token } = theme.useToken();
  const { view, update } = useUrlView(VIEW);
  const [postText, setPostText] = useFilterText(view.postId);
  const [userText, setUserText] = useFilterText(view.userId);
  const paging = pagingOf(view, update);
  const query = useAdminDealRoomAuditQuery({
    postId: view.postId ? Number(view.postId) : undefined,
    userId: view.userId ? Number(view.userId) : undefined,
    kind: view.kind ? (view.kind as DealRoomEventKind) : undefined,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const applyIds = () => update({ postId: idOrEmpty(postText), userId: idOrEmpty(userText), page: '1' });

  return (
    <>
      <div role="search" aria-label="Deal room filters" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: token.margin, marginBottom: token.margin }}>
        <TextFilter label="Post id" inputMode="numeric" value={postText} onChange={setPostText} onEnter={applyIds} />
        <TextFilter label="User id" inputMode="numeric" value={userText} onChange={setUserText} onEnter={applyIds} />
        <div style={{ width: 240, maxWidth: '100%' }}>
          <NativeSelect
            label="Step"
            value={view.kind}
            onChange={(value) => update({ kind: value, page: '1' })}
            options={[{ value: '', label: 'All steps' }, ...DEAL_ROOM_EVENT_KINDS.map((kind) => ({ value: kind, label: DEAL_ROOM_EVENT_LABELS[kind] }))]}
          />
        </div>
        <Button onClick={applyIds}>Filter</Button>
      </div>
      <QueryContent noun="deal room trail" query={query} isEmpty={(data) => data.entries.length === 0}>
        {(data) => (
          <PagedTable label="Deal room trail" rowKey="id" columns={columns} rows={data.entries} pageCount={data.roundedPageCount} pageSizes={ADMIN_PAGE_SIZES} paging={paging} loading={query.isFetching} />
        )}
      </QueryContent>
    </>
  );
}
