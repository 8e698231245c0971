import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ADMIN_ACTION_LABELS,
  ADMIN_ACTIONS,
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  formatClock,
  parseId,
  pathFor,
  type AdminAction,
  type AdminAuditEntry,
} from '@insolvency/shared-contracts';
import { NativeSelect } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import type { TableColumnsType } from '@insolvency/shared-ui/data';
import { Input } from '@insolvency/shared-ui/forms';
import { PageHeader } from '@insolvency/shared-ui/screens';
import { PagedTable, usePaging } from '../../../components/paging';
import { QueryContent } from '../../../components/query-content';
import { useAdminAuditQuery } from '../api/admin-audit-api';

const isAction = (value: string | null): value is AdminAction => (ADMIN_ACTIONS as readonly (string | null)[]).includes(value);

/** `{a: 1}` → `a: 1`, one line per changed value. */
function Values({ values }: { values: Record<string, unknown> }) {
  const entries = Object.entries(values);
  if (!entries.length) return <>—</>;
  return (
    <>
      {entries.map(([key, value]) => (
        <div key={key}>
          {key}: {value === null ? 'none' : String(value)}
        </div>
      ))}
    </>
  );
}

const columns: TableColumnsType<AdminAuditEntry> = [
  {
    title: 'When',
    key: 'when',
    render: (_, entry) => {
      const { date, time } = formatClock(new Date(entry.createdAt));
      return <time dateTime={entry.createdAt}>{`${date} ${time}`}</time>;
    },
  },
  { title: 'Admin', dataIndex: 'adminName', key: 'admin' },
  { title: 'Action', key: 'action', render: (_, entry) => ADMIN_ACTION_LABELS[entry.action] },
  {
    title: 'On',
    key: 'target',
    render: (_, entry) =>
      entry.targetType === 'post' ? <Link to={pathFor('PostDetail', entry.targetId)}>{`Post ${entry.targetId}`}</Link> : <Link to={pathFor('AdminUserDetail', entry.targetId)}>{`User ${entry.targetId}`}</Link>,
  },
  { title: 'Before', key: 'before', render: (_, entry) => <Values values={entry.before} /> },
  { title: 'After', key: 'after', render: (_, entry) => <Values values={entry.after} /> },
];

/** A labelled text box for an id filter, applied on Enter or with the Filter button. */
function IdFilter({ label, value, onChange, onEnter }: { label: string; value: string; onChange: (value: string) => void; onEnter: () => void }) {
  const { token } = theme.useToken();
  const id = `audit-filter-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS, width: 140 }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {label}
      </label>
      <Input id={id} inputMode="numeric" value={value} onChange={(event) => onChange(event.target.value)} onPressEnter={onEnter} />
    </div>
  );
}

/** AdminAudit (/admin/audit): every admin action, newest first; filters by admin, user and action (also from the address: ?userId=7). */
export default function AdminAudit() {
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const adminId = parseId(params.get('adminId') ?? undefined) ?? undefined;
  const userId = parseId(params.get('userId') ?? undefined) ?? undefined;
  const actionParam = params.get('action');
  const action = isAction(actionParam) ? actionParam : undefined;
  const [adminText, setAdminText] = useState(adminId ? String(adminId) : '');
  const [userText, setUserText] = useState(userId ? String(userId) : '');
  const paging = usePaging(ADMIN_DEFAULT_PAGE_SIZE);
  const query = useAdminAuditQuery({ adminId, userId, action, page: paging.page, pageSize: paging.pageSize });

  const apply = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
    paging.restart();
  };

  const applyIds = () => apply({ adminId: String(parseId(adminText.trim()) ?? ''), userId: String(parseId(userText.trim()) ?? '') });

  return (
    <>
      <PageHeader title="Audit Trail" />
      {/* Not a <form>: react-router updates the address in a transition, and React then reads the form's data on submit. */}
      <div
        role="search"
        aria-label="Audit filters"
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: token.margin, marginBottom: token.margin }}
      >
        <IdFilter label="Admin id" value={adminText} onChange={setAdminText} onEnter={applyIds} />
        <IdFilter label="User id" value={userText} onChange={setUserText} onEnter={applyIds} />
        <div style={{ width: 240 }}>
          <NativeSelect
            label="Action"
            value={action ?? ''}
            onChange={(value) => apply({ action: value })}
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
