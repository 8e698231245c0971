import { pathFor } from '@insolvency/shared-contracts';
import { LinkButton } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { useSellerLatestDraftQuery } from '../api/add-post-api';

/** A draft already in progress is offered back before a new post is started. */
export function DraftOffer() {
  const { token } = theme.useToken();
  const { data } = useSellerLatestDraftQuery();
  if (!data?.draftExists || data.businessId === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: token.marginLG }}
      title={`You already have a draft in progress${data.reference ? ` (${data.reference})` : ''}.`}
      description={
        // The button under the text rather than beside it (Alert's `action`), which squeezed the text into a narrow column on a phone.
        <>
          <p style={{ margin: `0 0 ${token.marginSM}px` }}>You can carry on with it, or start a new post below.</p>
          <LinkButton to={pathFor('PostDetail', data.businessId)}>Open the draft</LinkButton>
        </>
      }
    />
  );
}
