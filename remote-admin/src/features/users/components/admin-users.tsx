import { Link } from 'react-router-dom';
import { ADMIN_PAGE_SIZES, ADMIN_USER_FILTERS, ADMIN_USER_SEARCH_MAX_LENGTH, ADMIN_USER_SORTS, pathFor, type AdminUser } from '@insolvency/shared-contracts';
import { DateText, NativeSelect, PageHeader } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Tag } from '@insolvency/shared-ui/tag';
import type { DataColumn } from '../../../components/data-table';
import { PagedTable, pagingOf } from '../../../components/paging';
import { QueryContent } from '../../../components/query-content';
import { TextFilter, useFilterText } from '../../../components/text-filter';
import { useUrlView } from '../../../components/use-url-view';
import { useAdminUsersQuery } from '../api/admin-users-api';
import { USERS_VIEW, usersQueryArgs } from '../users-view';

const TAG_STYLE = { marginInlineEnd: 0 };

const columns: DataColumn<AdminUser>[] = [
  {
    title: 'Name',
    key: 'name',
    render: (_, user) => <Link to={pathFor('AdminUserDetail', user.userId)}>{`${user.forenames} ${user.surname}`}</Link>,
  },
  {
    // Beside the name: at widths where the table scrolls sideways the last columns are out of view.
    title: 'Status',
    key: 'status',
    render: (_, user) => (
      <span style={{ display: 'inline-flex', gap: 4, whiteSpace: 'nowrap' }}>
        {user.lockedOutUntil && Date.parse(user.lockedOutUntil) > Date.now() ? <Tag color="red" style={TAG_STYLE}>Disabled</Tag> : null}
        {user.flagged ? <Tag color="orange" style={TAG_STYLE}>Flagged</Tag> : null}
        {user.emailConfirmed ? null : <Tag style={TAG_STYLE}>Unconfirmed</Tag>}
      </span>
    ),
  },
  { title: 'E-mail', dataIndex: 'emailAddress1', key: 'email' },
  { title: 'Company', dataIndex: 'company', key: 'company' },
  { title: 'Role', dataIndex: 'role', key: 'role' },
  { title: 'Last login', key: 'lastLogin', render: (_, user) => <DateText value={user.lastLoginDate} /> },
  { title: 'Logins', dataIndex: 'loginCount', key: 'loginCount' },
];

/** AdminUsers (/admin/users): every account, sellers only by default, last login first, searched and paged on the server; the view is in the address. */
export default function AdminUsers() {
  const { token } = theme.useToken();
  const { view, update } = useUrlView(USERS_VIEW);
  const [searchText, setSearchText] = useFilterText(view.search);
  const paging = pagingOf(view, update);
  const query = useAdminUsersQuery(usersQueryArgs(view));
  const applySearch = () => update({ search: searchText.trim(), page: '1' });

  return (
    <>
      <PageHeader title="Administrate Users" />
      {/* Not a <form>: react-router updates the address in a transition, and React then reads the form's data on submit. */}
      <div role="search" aria-label="User filters" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: token.margin, marginBottom: token.margin }}>
        <div style={{ width: 180 }}>
          <NativeSelect label="Show" value={view.filter} onChange={(value) => update({ filter: value, page: '1' })} options={ADMIN_USER_FILTERS.map((f) => ({ value: f.key, label: f.label }))} />
        </div>
        <div style={{ width: 180 }}>
          <NativeSelect label="Sort by" value={view.sort} onChange={(value) => update({ sort: value, page: '1' })} options={ADMIN_USER_SORTS.map((s) => ({ value: s.key, label: s.label }))} />
        </div>
        <TextFilter label="Name, company or e-mail" width={260} inputMode="search" maxLength={ADMIN_USER_SEARCH_MAX_LENGTH} value={searchText} onChange={setSearchText} onEnter={applySearch} />
        <Button onClick={applySearch}>Search</Button>
      </div>
      <QueryContent noun="users" query={query} isEmpty={(data) => data.usersList.length === 0} emptyHint={view.search ? `No user matches "${view.search}".` : undefined}>
        {(data) => (
          <PagedTable label="Users" rowKey="userId" columns={columns} rows={data.usersList} pageCount={data.roundedPageCount} pageSizes={ADMIN_PAGE_SIZES} paging={paging} loading={query.isFetching} />
        )}
      </QueryContent>
    </>
  );
}
