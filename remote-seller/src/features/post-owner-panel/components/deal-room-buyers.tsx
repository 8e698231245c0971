import { useState } from 'react';
import { formatDisplayDateTime, REVOKE_REASON_MAX_LENGTH, type DealRoomAccessState, type DealRoomBuyer } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { Modal } from '@insolvency/shared-ui/modal';
import { useSellerApproveDealRoomAccessMutation, useSellerDealRoomBuyersQuery, useSellerRevokeDealRoomAccessMutation } from '../api/deal-room-api';

export const DEAL_ROOM_BUYER_TEXTS = {
  none: 'No buyer has expressed interest yet.',
  failed: 'The change could not be saved. Please try again.',
  loadFailed: 'The buyers could not be loaded. Please try again.',
} as const;

export const ACCESS_LABELS: Record<DealRoomAccessState, string> = {
  'interest-needed': 'No interest',
  'nda-needed': 'NDA not accepted yet',
  'awaiting-approval': 'Awaiting your approval',
  granted: 'Pack released',
  revoked: 'Access revoked',
};

/** Ends one buyer's access, behind a dialog: it cannot be undone, and the reason goes into their mail. */
function RevokeButton({ postId, buyer }: { postId: number; buyer: DealRoomBuyer }) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [revoke, { error, isLoading, reset }] = useSellerRevokeDealRoomAccessMutation();
  const name = `${buyer.forenames} ${buyer.surname}`;
  const close = () => {
    setOpen(false);
    reset();
  };
  const confirm = async () => {
    const result = await revoke({ id: postId, body: { BuyerId: buyer.buyerId, Reason: reason } });
    if (!('error' in result)) setOpen(false);
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>{`Revoke access of ${name}`}</Button>
      <Modal open={open} title={`Revoke the access of ${name}?`} okText="Revoke access" cancelText="Cancel" confirmLoading={isLoading} onOk={() => void confirm()} onCancel={close} destroyOnHidden>
        <p>They can no longer open the information pack, ask questions or make an offer on this post, and they cannot regain access. We tell them by e-mail.</p>
        <label style={{ display: 'block' }}>
          <span style={{ display: 'block', marginBottom: token.marginXXS }}>Reason (optional, included in the e-mail)</span>
          <textarea value={reason} maxLength={REVOKE_REASON_MAX_LENGTH} rows={3} style={{ width: '100%' }} onChange={(event) => setReason(event.target.value)} />
        </label>
        {error ? <Alert type="error" showIcon role="alert" title={apiErrorMessage(error) ?? DEAL_ROOM_BUYER_TEXTS.failed} style={{ marginTop: token.marginSM }} /> : null}
      </Modal>
    </>
  );
}

function BuyerRow({ postId, buyer, canEdit }: { postId: number; buyer: DealRoomBuyer; canEdit: boolean }) {
  const { token } = theme.useToken();
  const [approve, approval] = useSellerApproveDealRoomAccessMutation();
  const signed = buyer.acceptance;
  return (
    <li style={{ padding: `${token.paddingXS}px 0`, borderTop: `${token.lineWidth}px solid ${token.colorSplit}` }}>
      <div>
        <strong>{`${buyer.forenames} ${buyer.surname}`}</strong>, {buyer.company}: {ACCESS_LABELS[buyer.access]}
      </div>
      <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
        {signed ? `NDA version ${signed.ndaVersion} accepted by ${signed.fullName} (${signed.position}, ${signed.company}) on ${formatDisplayDateTime(signed.acceptedAt)}` : 'No NDA signed'}
      </div>
      {canEdit && buyer.access !== 'revoked' ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, marginTop: token.marginXXS }}>
          {buyer.access === 'awaiting-approval' ? (
            <Button type="primary" loading={approval.isLoading} onClick={() => void approve({ id: postId, buyerId: buyer.buyerId })}>
              {`Release the pack to ${buyer.forenames} ${buyer.surname}`}
            </Button>
          ) : null}
          <RevokeButton postId={postId} buyer={buyer} />
        </div>
      ) : null}
      {approval.error ? <Alert type="error" showIcon title={apiErrorMessage(approval.error) ?? DEAL_ROOM_BUYER_TEXTS.failed} style={{ marginTop: token.marginXS }} /> : null}
    </li>
  );
}

/** Who expressed interest in the post, their NDA signature and access, with approval and revocation for the owner. */
export function DealRoomBuyers({ postId, canEdit }: { postId: number; canEdit: boolean }) {
  const { token } = theme.useToken();
  const buyers = useSellerDealRoomBuyersQuery(postId);
  if (buyers.isLoading) return <LoadingState label="Loading the buyers…" />;
  if (!buyers.data) return <Alert type="error" showIcon title={apiErrorMessage(buyers.error) ?? DEAL_ROOM_BUYER_TEXTS.loadFailed} />;
  if (buyers.data.length === 0) return <p style={{ margin: 0, color: token.colorTextSecondary }}>{DEAL_ROOM_BUYER_TEXTS.none}</p>;
  return (
    <ul aria-label="Buyers in the deal room" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {buyers.data.map((buyer) => (
        <BuyerRow key={buyer.buyerId} postId={postId} buyer={buyer} canEdit={canEdit} />
      ))}
    </ul>
  );
}
