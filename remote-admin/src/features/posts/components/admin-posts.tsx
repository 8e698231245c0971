import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, pathFor, type Post } from '@insolvency/shared-contracts';
import { DateText } from '@insolvency/shared-ui';
import { Button } from '@insolvency/shared-ui/base';
import type { TableColumnsType } from '@insolvency/shared-ui/data';
import { PageHeader, PostStatusTag, SaveConfirmation } from '@insolvency/shared-ui/screens';
import { PagedTable, usePaging } from '../../../components/paging';
import { QueryContent } from '../../../components/query-content';
import { useAdminApprovePostMutation, useAdminPostsQuery, useAdminUnapprovePostMutation } from '../api/admin-posts-api';

/** Approve or Unapprove, by the post's flag. Failures show nothing (spec §8: admin actions do not show errors). */
function ApprovalButton({ post, onDone }: { post: Post; onDone: (message: string) => void }) {
  const [approve, approving] = useAdminApprovePostMutation();
  const [unapprove, unapproving] = useAdminUnapprovePostMutation();
  const change = post.adminApproved ? unapprove : approve;
  const label = post.adminApproved ? 'Unapprove' : 'Approve';
  return (
    <Button
      size="small"
      loading={approving.isLoading || unapproving.isLoading}
      aria-label={`${label} ${post.reference}`}
      onClick={async () => {
        const result = await change(post.businessId);
        if ('data' in result && result.data) onDone(result.data.message);
      }}
    >
      {label}
    </Button>
  );
}

/** AdminPosts (/admin/posts): every post, newest first, paged on the server; approve and unapprove. */
export default function AdminPosts() {
  const paging = usePaging(ADMIN_DEFAULT_PAGE_SIZE);
  const [done, setDone] = useState<string | null>(null);
  const hide = useCallback(() => setDone(null), []);
  const query = useAdminPostsQuery({ page: paging.page, pageSize: paging.pageSize });

  const columns: TableColumnsType<Post> = [
    { title: 'Reference', key: 'reference', render: (_, post) => <Link to={pathFor('PostDetail', post.businessId)}>{post.reference}</Link> },
    { title: 'Heading', dataIndex: 'activityHeading', key: 'heading' },
    { title: 'Seller', key: 'seller', render: (_, post) => `${post.createdByName}${post.createdByCompany ? `, ${post.createdByCompany}` : ''}` },
    { title: 'Status', key: 'status', render: (_, post) => <PostStatusTag status={post.siteStatus} /> },
    { title: 'Created', key: 'created', render: (_, post) => <DateText value={post.creationDate} /> },
    { title: 'Approved', key: 'approved', render: (_, post) => (post.adminApproved ? 'Yes' : 'No') },
    { title: 'Action', key: 'action', render: (_, post) => <ApprovalButton post={post} onDone={setDone} /> },
  ];

  return (
    <>
      <PageHeader title="Administrate Posts" />
      <SaveConfirmation text={done ?? ''} show={done !== null} onHide={hide} />
      <QueryContent noun="posts" query={query} isEmpty={(data) => data.businessList.length === 0}>
        {(data) => (
          <PagedTable label="Posts" rowKey="businessId" columns={columns} rows={data.businessList} pageCount={data.roundedPageCount} pageSizes={ADMIN_PAGE_SIZES} paging={paging} loading={query.isFetching} />
        )}
      </QueryContent>
    </>
  );
}
