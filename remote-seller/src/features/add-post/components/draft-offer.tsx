import { pathFor } from '@insolvency/shared-contracts';
import { LinkButton } from '@insolvency/shared-ui';
import { Alert } from '@insolvency/shared-ui/feedback';
import { useSellerLatestDraftQuery } from '../api/add-post-api';

/** A draft already in progress is offered back before a new post is started. */
export function DraftOffer() {
  const { data } = useSellerLatestDraftQuery();
  if (!data?.draftExists || data.businessId === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 24 }}
      title={`You already have a draft in progress${data.reference ? ` (${data.reference})` : ''}.`}
      description="You can carry on with it, or start a new post below."
      action={
        <LinkButton to={pathFor('PostDetail', data.businessId)}>
          Open the draft
        </LinkButton>
      }
    />
  );
}
