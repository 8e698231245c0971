import type { Post } from '@insolvency/shared-contracts';
import { Button } from '@insolvency/shared-ui/base';
import { useAdminApprovePostMutation, useAdminUnapprovePostMutation } from '../api/admin-posts-api';

export interface ApprovalButtonProps {
  post: Pick<Post, 'businessId' | 'reference' | 'adminApproved'>;
  /** The server's text once the change is made. Failures show nothing (spec §8: admin actions do not show errors). */
  onDone: (message: string) => void;
  size?: 'small' | 'middle';
}

/** Approve or Unapprove, by the post's flag (spec §4). */
export function ApprovalButton({ post, onDone, size = 'small' }: ApprovalButtonProps) {
  const [approve, approving] = useAdminApprovePostMutation();
  const [unapprove, unapproving] = useAdminUnapprovePostMutation();
  const change = post.adminApproved ? unapprove : approve;
  const label = post.adminApproved ? 'Unapprove' : 'Approve';
  return (
    <Button
      size={size}
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
