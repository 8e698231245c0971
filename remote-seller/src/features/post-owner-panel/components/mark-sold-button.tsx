import { useState } from 'react';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { Modal } from '@insolvency/shared-ui/modal';
import { useSellerMarkSoldMutation } from '../api/owner-panel-api';

export const MARK_SOLD_FAILED = 'The post could not be marked as Sold. Please try again.';

/**
 * Mark as Sold (beyond the spec), behind a confirm dialog because it cannot be undone: the post
 * leaves Live Postings and the buyers' lists for the archive, and is no longer reposted or edited.
 * The server's text goes to `onSold`; a refusal shows in the dialog.
 */
export function MarkSoldButton({ postId, onSold }: { postId: number; onSold: (message: string) => void }) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [markSold, { isLoading }] = useSellerMarkSoldMutation();

  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    const result = await markSold(postId);
    if (result.data) {
      setOpen(false);
      onSold(result.data.message);
    } else {
      setFailure(apiErrorMessage(result.error) ?? MARK_SOLD_FAILED);
    }
  };

  return (
    <>
      {/* The weight of the LinkButtons beside it. */}
      <Button onClick={() => setOpen(true)} style={{ fontWeight: 600 }}>
        Mark as Sold
      </Button>
      <Modal
        open={open}
        title="Mark this post as Sold?"
        okText="Mark as Sold"
        cancelText="Cancel"
        confirmLoading={isLoading}
        onOk={() => void confirm()}
        onCancel={close}
        destroyOnHidden
      >
        <p>
          The post leaves your Live Postings and the Interested Parties&apos; lists at once and moves to your Archived Posts, marked Sold. A sold post cannot be
          reposted or edited. Its interest, invoices and SIP 16 evidence stay available.
        </p>
        {failure ? <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: token.marginSM }} /> : null}
      </Modal>
    </>
  );
}
