import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  ADMIN_USER_FILTERS,
  ADMIN_USER_SORTS,
  pathFor,
  type AdminUser,
  type AdminUserFilter,
  type AdminUserSort,
} from '@insolvency/shared-contracts';
import { DateText, NativeSelect } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Tag, type TableColumnsType } from '@insolvency/shared-ui/data';
import { PageHeader } from '@insolvency/shared-ui/screens';
import { PagedTable, usePaging } from '../../../components/paging';
import { QueryContent } from '../../../components/query-content';
import { useAdminUsersQuery } from '../api/admin-users-api';

const columns: TableColumnsType<AdminUser> = [
  {
    title: 'Name',
    key: 'name',
    render: (_, user) => <Link to={pathFor('AdminUserDetail', user.userId)}>{`${user.forenames} ${user.surname}`}</Link>,
  },
  { title: 'E-mail', dataIndex: 'emailAddress1', key: 'email' },
  { title: 'Company', dataIndex: 'company', key: 'company' },
  { title: 'Role', dataIndex: 'role', key: 'role' },
  { title: 'Last login', key: 'lastLogin', render: (_, user) => <DateText value={user.lastLoginDate} /> },
  { title: 'Logins', dataIndex: 'loginCount', key: 'loginCount' },
  {
    title: 'Status',
    key: 'status',
    render: (_, user) => (
      <>
        {user.lockedOutUntil && Date.parse(user.lockedOutUntil) > Date.now() ? <Tag color="red">Disabled</Tag> : null}
        {user.flagged ? <Tag color="orange">Flagged</Tag> : null}
        {user.emailConfirmed ? null : <Tag>Unconfirmed</Tag>}
      </>
    ),
  },
];

/** AdminUsers (/admin/users): every account, sellers only by default, last login first, paged on the server. */
export default function AdminUsers() {
  const { token } = theme.useToken();
  const [filter, setFilter] = useState<AdminUserFilter>('sellers');
  const [sort, setSort] = useState<AdminUserSort>('lastLogin');
  const paging = usePaging(ADMIN_DEFAULT_PAGE_SIZE);
  const query = useAdminUsersQuery({ page: paging.page, pageSize: paging.pageSize, filter, sort });

  return (
    <>
      <PageHeader title="Administrate Users" />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.margin, marginBottom: token.margin }}>
        <div style={{ width: 180 }}>
          <NativeSelect
            label="Show"
            value={filter}
            onChange={(value) => {
              setFilter(value as AdminUserFilter);
              paging.restart();
            }}
            options={ADMIN_USER_FILTERS.map((f) => ({ value: f.key, label: f.label }))}
          />
        </div>
        <div style={{ width: 180 }}>
          <NativeSelect
            label="Sort by"
            value={sort}
            onChange={(value) => {
              setSort(value as AdminUserSort);
              paging.restart();
            }}
            options={ADMIN_USER_SORTS.map((s) => ({ value: s.key, label: s.label }))}
          />
        </div>
      </div>
      <QueryContent noun="users" query={query} isEmpty={(data) => data.usersList.length === 0}>
        {(data) => (
          <PagedTable label="Users" rowKey="userId" columns={columns} rows={data.usersList} pageCount={data.roundedPageCount} pageSizes={ADMIN_PAGE_SIZES} paging={paging} loading={query.isFetching} />
        )}
      </QueryContent>
    </>
  );
}
