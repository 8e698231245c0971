import { pathFor } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LinkButton, LoadingState } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { useSellerDealRoomSummaryQuery } from '../../../api/deal-room-summary-api';
import { DealRoomCounts } from '../../../components/deal-room-summary';
import { PanelSection } from './panel-section';

export const DEAL_ROOM_CARD_TEXTS = {
  loadFailed: 'The deal room could not be loaded. Please try again.',
  open: 'Open the deal room',
} as const;

/**
 * The owner panel's deal-room card (issue 49): where the post's deal room stands in counts (buyers
 * with access, documents, unanswered questions, offers in) and the way into the deal-room screen,
 * where the seller does the work.
 */
export function DealRoomSummaryCard({ postId }: { postId: number }) {
  const { token } = theme.useToken();
  const summary = useSellerDealRoomSummaryQuery(postId);
  const workspace = pathFor('ManageDealRoom', postId);
  let counts;
  if (summary.isLoading) counts = <LoadingState label="Loading the deal room…" />;
  else if (!summary.data) counts = <Alert type="error" showIcon title={apiErrorMessage(summary.error) ?? DEAL_ROOM_CARD_TEXTS.loadFailed} />;
  else counts = <DealRoomCounts summary={summary.data} style={{ flexDirection: 'column', gap: token.marginXS }} />;
  return (
    <PanelSection title="Deal Room">
      <div style={{ display: 'grid', gap: token.marginSM }}>
        {counts}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}>
          <LinkButton to={workspace} variant="primary">
            {DEAL_ROOM_CARD_TEXTS.open}
          </LinkButton>
          {summary.data && summary.data.unansweredQuestions > 0 ? <LinkButton to={`${workspace}?tab=questions`}>Answer questions</LinkButton> : null}
        </div>
      </div>
    </PanelSection>
  );
}
