import { CONNECTED_PARTY_TAG, type ExpressionOfInterest } from '@insolvency/shared-contracts';
import { Tag } from '@insolvency/shared-ui/tag';

/** The marks of an expression of interest in a list: New (not opened yet), FLAGGED, CONNECTED PARTY. */
export function InterestTags({ interest }: { interest: Pick<ExpressionOfInterest, 'viewedByInsolvency' | 'visibleToInsolvency' | 'connectedParty'> }) {
  return (
    <>
      {interest.viewedByInsolvency ? null : <Tag color="blue">New</Tag>}
      {interest.visibleToInsolvency ? null : <Tag color="red">FLAGGED</Tag>}
      {interest.connectedParty ? <Tag color="orange">{CONNECTED_PARTY_TAG}</Tag> : null}
    </>
  );
}
