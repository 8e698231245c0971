import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor, type Post } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LinkButton } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { SaveConfirmation } from '@insolvency/shared-ui/screens';
import { useSellerWithdrawPostMutation } from '../api/post-actions-api';

/**
 * Withdraw a live post: it leaves the listings for the archive (and can be reposted). The
 * server's text shows with a tick for 2.8 seconds (spec §8), then the user goes to the post.
 */
export function WithdrawPostForm({ post }: { post: Post }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [withdraw, { isLoading }] = useSellerWithdrawPostMutation();
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const toPost = useCallback(() => navigate(pathFor('PostDetail', post.businessId)), [navigate, post.businessId]);

  const confirm = async () => {
    setServerError(null);
    const result = await withdraw(post.businessId);
    if (result.data) setDone(result.data.message);
    else setServerError(apiErrorMessage(result.error) ?? 'The post could not be withdrawn. Please try again.');
  };

  return (
    <div>
      <p>Withdrawing takes this post off sale at once and moves it to your Archived Posts. You can repost it later with new dates.</p>
      {serverError ? <Alert type="error" showIcon role="alert" title={serverError} style={{ marginBottom: token.margin }} /> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}>
        <Button type="primary" danger size="large" onClick={() => void confirm()} loading={isLoading} disabled={done !== null}>
          Withdraw Post
        </Button>
        <LinkButton to={pathFor('PostDetail', post.businessId)} size="large">
          Cancel
        </LinkButton>
      </div>
      <div style={{ marginTop: token.margin }}>
        <SaveConfirmation text={done ?? ''} show={done !== null} onHide={toPost} />
      </div>
    </div>
  );
}
