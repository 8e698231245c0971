import { Link } from 'react-router-dom';
import {
  ADMIN_ACTION_LABELS,
  ADMIN_ACTIONS,
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  pathFor,
  ROUTE_PATHS,
  type AdminAction,
  type AdminAuditEntry,
} from '@insolvency/shared-contracts';
import { NativeSelect, PageHeader } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable, pagingOf } from '../../../components/paging';
import { QueryContent } from '../../../components/query-content';
import { TextFilter, useFilterText } from '../../../components/text-filter';
import { ID_FIELD, oneOf, PAGE_FIELD, useUrlView } from '../../../components/use-url-view';
import { useAdminAuditQuery } from '../api/admin-audit-api';
import { AuditValues, idOrEmpty, whenColumn } from './audit-parts';
import { DealRoomTrail } from './deal-room-trail';
import { TRAIL_FIELD, TrailSwitch } from './trail-switch';

const columns: DataColumn<AdminAuditEntry>[] = [
  whenColumn(),
  { title: 'Admin', dataIndex: 'adminName', key: 'admin' },
  { title: 'Action', key: 'action', render: (_, entry) => ADMIN_ACTION_LABELS[entry.action] },
  {
    title: 'On',
    key: 'target',
    render: (_, entry) => <AuditTarget entry={entry} />,
  },
  { title: 'Before', key: 'before', render: (_, entry) => <AuditValues values={entry.before} /> },
  { title: 'After', key: 'after', render: (_, entry) => <AuditValues values={entry.after} /> },
];

/** What an entry acted on, linked to its page: a post, a user, or an area's releases (the Remotes screen). */
function AuditTarget({ entry }: { entry: AdminAuditEntry }) {
  if (entry.targetType === 'post') return <Link to={pathFor('PostDetail', entry.targetId)}>{`Post ${entry.targetId}`}</Link>;
  if (entry.targetType === 'release') return <Link to={ROUTE_PATHS.RemoteStatus}>{`Releases of remote-${String(entry.after.area)}`}</Link>;
  return <Link to={pathFor('AdminUserDetail', entry.targetId)}>{`User ${entry.targetId}`}</Link>;
}

/** `/admin/audit?adminId=&userId=&action=&page=&pageSize=`. */
const VIEW = {
  adminId: ID_FIELD,
  userId: ID_FIELD,
  action: oneOf(ADMIN_ACTIONS, ''),
  page: PAGE_FIELD,
  pageSize: oneOf(ADMIN_PAGE_SIZES, ADMIN_DEFAULT_PAGE_SIZE),
};

const TRAIL_VIEW = { trail: TRAIL_FIELD };

/**
 * AdminAudit (/admin/audit): the admins' actions, or with `?trail=deal-rooms` every deal room's
 * steps; each trail with its filters in the address (?userId=7).
 */
export default function AdminAudit() {
  const { view } = useUrlView(TRAIL_VIEW);
  return (
    <>
      <PageHeader title="Audit Trail" />
      <TrailSwitch current={view.trail} />
      {view.trail === 'deal-rooms' ? <DealRoomTrail /> : <AdminActionsTrail />}
    </>
  );
}

/** Every admin action, newest first; filters by admin, user and action. */
function AdminActionsTrail() {
  const { token } = theme.useToken();
  const { view, update } = useUrlView(VIEW);
  const [adminText, setAdminText] = useFilterText(view.adminId);
  const [userText, setUserText] = useFilterText(view.userId);
  const paging = pagingOf(view, update);
  const query = useAdminAuditQuery({
    adminId: view.adminId ? Number(view.adminId) : undefined,
    userId: view.userId ? Number(view.userId) : undefined,
    action: view.action ? (view.action as AdminAction) : undefined,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const applyIds = () => update({ adminId: idOrEmpty(adminText), userId: idOrEmpty(userText), page: '1' });

  return (
    <>
      {/* Not a <form>: react-router updates the address in a transition, and React then reads the form's data on submit. */}
      <div
        role="search"
        aria-label="Audit filters"
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: token.margin, marginBottom: token.margin }}
      >
        <TextFilter label="Admin id" inputMode="numeric" value={adminText} onChange={setAdminText} onEnter={applyIds} />
        <TextFilter label="User id" inputMode="numeric" value={userText} onChange={setUserText} onEnter={applyIds} />
        <div style={{ width: 240 }}>
          <NativeSelect
            label="Action"
            value={view.action}
            onChange={(value) => update({ action: value, page: '1' })}
            options={[{ value: '', label: 'All actions' }, ...ADMIN_ACTIONS.map((a) => ({ value: a, label: ADMIN_ACTION_LABELS[a] }))]}
          />
        </div>
        <Button onClick={applyIds}>Filter</Button>
      </div>
      <QueryContent noun="audit trail" query={query} isEmpty={(data) => data.entries.length === 0}>
        {(data) => (
          <PagedTable label="Audit" rowKey="id" columns={columns} rows={data.entries} pageCount={data.roundedPageCount} pageSizes={ADMIN_PAGE_SIZES} paging={paging} loading={query.isFetching} />
        )}
      </QueryContent>
    </>
  );
}
