import { useState, type ReactNode } from 'react';
import { canApply, illegalActionMessage, type Post, type PostAction } from '@insolvency/shared-contracts';
import { Alert } from '@insolvency/shared-ui/feedback';
import { PostFrame } from '../../../components/post-frame';

export interface PostActionFrameProps {
  title: string;
  action: PostAction;
  /** The screen's form, for a post whose status allows the action. */
  children: (post: Post) => ReactNode;
}

/**
 * The frame of every posting screen: the post's frame (loaded, titled, with a back link), and
 * the form only when the transition table allows the action from the post's status (otherwise
 * the reason, as the server would give it).
 */
export function PostActionFrame({ title, action, children }: PostActionFrameProps) {
  return (
    <PostFrame title={title}>
      {(post) => (
        <AllowedOnOpening post={post} action={action}>
          {children}
        </AllowedOnOpening>
      )}
    </PostFrame>
  );
}

/**
 * The status the screen opened with decides: once the action succeeds the post is fetched again
 * with its new status (a withdrawn post may not be withdrawn), and that must not replace the
 * confirmation on its way back to the post.
 */
function AllowedOnOpening({ post, action, children }: { post: Post; action: PostAction; children: (post: Post) => ReactNode }) {
  const [opened] = useState(() => ({ allowed: canApply(action, post.siteStatus), status: post.siteStatus }));
  return opened.allowed ? children(post) : <Alert type="info" showIcon title={illegalActionMessage(action, opened.status)} />;
}
