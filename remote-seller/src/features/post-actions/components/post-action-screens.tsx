import type { Post } from '@insolvency/shared-contracts';
import { useSellerPostDraftMutation, useSellerRepostMutation } from '../api/post-actions-api';
import { ExtendPostForm } from './extend-post-form';
import { PostActionFrame } from './post-action-frame';
import { PostingForm } from './posting-form';
import { WithdrawPostForm } from './withdraw-post-form';

function PostDraftForm({ post }: { post: Post }) {
  const [postDraft, { isLoading }] = useSellerPostDraftMutation();
  return <PostingForm post={post} submit={(body) => postDraft({ id: post.businessId, body })} isSubmitting={isLoading} />;
}

function RepostForm({ post }: { post: Post }) {
  const [repost, { isLoading }] = useSellerRepostMutation();
  return <PostingForm post={post} submit={(body) => repost({ id: post.businessId, body })} isSubmitting={isLoading} />;
}

/** PostDraft (`/post/:id/post-draft`): a draft goes live now or is scheduled. */
export function PostDraft() {
  return (
    <PostActionFrame title="Post Draft" action="post">
      {(post) => <PostDraftForm post={post} />}
    </PostActionFrame>
  );
}

/** RepostPost (`/post/:id/repost`): an expired or withdrawn post back on sale with new dates. */
export function RepostPost() {
  return (
    <PostActionFrame title="Repost" action="repost">
      {(post) => <RepostForm post={post} />}
    </PostActionFrame>
  );
}

/** ExtendPost (`/post/:id/extend`): Modify Post's End Date, for a live or scheduled post. */
export function ExtendPost() {
  return (
    <PostActionFrame title="Modify Post's End Date" action="extend">
      {(post) => <ExtendPostForm post={post} />}
    </PostActionFrame>
  );
}

/** WithdrawPost (`/post/:id/withdraw`): a live post taken off sale. */
export function WithdrawPost() {
  return (
    <PostActionFrame title="Withdraw Post" action="withdraw">
      {(post) => <WithdrawPostForm post={post} />}
    </PostActionFrame>
  );
}
