import { useState, type ReactNode } from 'react';
import { canApply, illegalActionMessage, type Post, type PostAction } from '@insolvency/shared-contracts';
import { Alert } from '@insolvency/shared-ui/feedback';

/**
 * The screen's form when the transition table allows `action` from the post's status, otherwise
 * the reason, as the server would give it. The status the screen opened with decides: once the
 * action succeeds the post is fetched again with its new status (a withdrawn post may not be
 * withdrawn), and that must not replace the confirmation on its way back to the post.
 */
export function AllowedOnOpening({ post, action, children }: { post: Post; action: PostAction; children: (post: Post) => ReactNode }) {
  const [opened] = useState(() => ({ allowed: canApply(action, post.siteStatus), status: post.siteStatus }));
  return opened.allowed ? children(post) : <Alert type="info" showIcon title={illegalActionMessage(action, opened.status)} />;
}
