import { useId } from 'react';
import { Link } from 'react-router-dom';
import { pathFor, type PostDetailSlotProps } from '@insolvency/shared-contracts';
import { theme } from '@insolvency/shared-ui/base';
import { ApprovalButton } from './approval-button';
import { useDoneMessage } from '../../../components/use-done-message';

/**
 * The post detail's admin panel (spec §2: Admin gets admin action navigation on the post),
 * exposed as `./post-admin-panel` and mounted by the shell into the admin slot for Admin only:
 * the approval flag with Approve / Unapprove, and links to the practitioner and the tables.
 */
export default function PostAdminPanel({ post }: PostDetailSlotProps) {
  const { token } = theme.useToken();
  const headingId = useId();
  const { confirmation, showDone } = useDoneMessage();
  return (
    <section
      aria-labelledby={headingId}
      style={{ padding: token.padding, border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, background: token.colorBgContainer }}
    >
      <h2 id={headingId} style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeHeading5, fontWeight: 600 }}>
        Admin
      </h2>
      <p style={{ margin: `0 0 ${token.marginXS}px` }}>{post.adminApproved ? 'Approved' : 'Not approved'}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginSM }}>
        <ApprovalButton post={post} onDone={showDone} size="middle" />
        <Link to={pathFor('AdminUserDetail', post.createdBy)}>Practitioner: {post.createdByName}</Link>
        <Link to={pathFor('AdminPosts')}>All posts</Link>
      </div>
      {confirmation}
    </section>
  );
}
