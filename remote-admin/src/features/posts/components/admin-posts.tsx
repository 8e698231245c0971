import { Link } from 'react-router-dom';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, pathFor, type Post } from '@insolvency/shared-contracts';
import { DateText, PageHeader } from '@insolvency/shared-ui';
import type { DataColumn } from '../../../components/data-table';
import { PostStatusTag } from '@insolvency/shared-ui/screens';
import { PagedTable, pagingOf } from '../../../components/paging';
import { QueryContent } from '../../../components/query-content';
import { useAdminPostsQuery } from '../api/admin-posts-api';
import { ApprovalButton } from './approval-button';
import { useDoneMessage } from '../../../components/use-done-message';
import { oneOf, PAGE_FIELD, useUrlView } from '../../../components/use-url-view';

/** `/admin/posts?page=&pageSize=`. */
const VIEW = { page: PAGE_FIELD, pageSize: oneOf(ADMIN_PAGE_SIZES, ADMIN_DEFAULT_PAGE_SIZE) };

/** AdminPosts (/admin/posts): every post, newest first, paged on the server (the page in the address); approve and unapprove. */
export default function AdminPosts() {
  const { view, update } = useUrlView(VIEW);
  const paging = pagingOf(view, update);
  const { confirmation, showDone } = useDoneMessage();
  const query = useAdminPostsQuery({ page: paging.page, pageSize: paging.pageSize });

  const columns: DataColumn<Post>[] = [
    { title: 'Reference', key: 'reference', render: (_, post) => <Link to={pathFor('PostDetail', post.businessId)}>{post.reference}</Link> },
    { title: 'Heading', dataIndex: 'activityHeading', key: 'heading' },
    { title: 'Seller', key: 'seller', render: (_, post) => `${post.createdByName}${post.createdByCompany ? `, ${post.createdByCompany}` : ''}` },
    { title: 'Status', key: 'status', render: (_, post) => <PostStatusTag status={post.siteStatus} /> },
    { title: 'Created', key: 'created', render: (_, post) => <DateText value={post.creationDate} /> },
    { title: 'Approved', key: 'approved', render: (_, post) => (post.adminApproved ? 'Yes' : 'No') },
    { title: 'Action', key: 'action', render: (_, post) => <ApprovalButton post={post} onDone={showDone} /> },
  ];

  return (
    <>
      <PageHeader title="Administrate Posts" />
      {confirmation}
      <QueryContent noun="posts" query={query} isEmpty={(data) => data.businessList.length === 0}>
        {(data) => (
          <PagedTable label="Posts" rowKey="businessId" columns={columns} rows={data.businessList} pageCount={data.roundedPageCount} pageSizes={ADMIN_PAGE_SIZES} paging={paging} loading={query.isFetching} />
        )}
      </QueryContent>
    </>
  );
}
