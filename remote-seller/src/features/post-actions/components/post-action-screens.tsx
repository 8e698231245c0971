import { STANDARD_PRICE_RATE, type Post } from '@insolvency/shared-contracts';
import { PostFrame } from '../../../components/post-frame';
import { useSellerPostDraftMutation, useSellerRepostMutation } from '../api/post-actions-api';
import { ExtendPostForm } from './extend-post-form';
import { PostingForm, type PostingSubmit } from './posting-form';
import { WithdrawPostForm } from './withdraw-post-form';

/** The period is priced at the owner's rate (answered with the post to its owner and Admin). */
const rateOf = (post: Post) => post.priceRate ?? STANDARD_PRICE_RATE;

function PostDraftForm({ post }: { post: Post }) {
  const [postDraft, { isLoading }] = useSellerPostDraftMutation();
  const submit: PostingSubmit = async (body) => ({ result: await postDraft({ id: post.businessId, body }), postId: post.businessId });
  return <PostingForm rate={rateOf(post)} submit={submit} isSubmitting={isLoading} />;
}

function RepostForm({ post }: { post: Post }) {
  const [repost, { isLoading }] = useSellerRepostMutation();
  const submit: PostingSubmit = async (body) => ({ result: await repost({ id: post.businessId, body }), postId: post.businessId });
  return <PostingForm rate={rateOf(post)} submit={submit} isSubmitting={isLoading} />;
}

/** PostDraft (`/post/:id/post-draft`): a draft goes live now or is scheduled. */
export function PostDraft() {
  return (
    <PostFrame title="Post Draft" action="post">
      {(post) => <PostDraftForm post={post} />}
    </PostFrame>
  );
}

/** RepostPost (`/post/:id/repost`): an expired or withdrawn post back on sale with new dates. */
export function RepostPost() {
  return (
    <PostFrame title="Repost" action="repost">
      {(post) => <RepostForm post={post} />}
    </PostFrame>
  );
}

/** ExtendPost (`/post/:id/extend`): Modify Post's End Date, for a live or scheduled post. */
export function ExtendPost() {
  return (
    <PostFrame title="Modify Post's End Date" action="extend">
      {(post) => <ExtendPostForm post={post} />}
    </PostFrame>
  );
}

/** WithdrawPost (`/post/:id/withdraw`): a live post taken off sale. */
export function WithdrawPost() {
  return (
    <PostFrame title="Withdraw Post" action="withdraw">
      {(post) => <WithdrawPostForm post={post} />}
    </PostFrame>
  );
}

export { PostWithoutDraft } from './post-without-draft';
