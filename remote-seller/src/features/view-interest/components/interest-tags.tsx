import { CONNECTED_PARTY_TAG, CONNECTION_NOT_DECLARED_TAG, type ExpressionOfInterest } from '@insolvency/shared-contracts';
import { Tag } from '@insolvency/shared-ui/tag';

/** The marks of an expression of interest in a list: New (not opened yet), FLAGGED, CONNECTED PARTY or CONNECTION NOT DECLARED. */
export function InterestTags({ interest }: { interest: Pick<ExpressionOfInterest, 'viewedByInsolvency' | 'visibleToInsolvency' | 'connectedParty'> }) {
  return (
    <>
      {interest.viewedByInsolvency ? null : <Tag color="blue">New</Tag>}
      {interest.visibleToInsolvency ? null : <Tag color="red">FLAGGED</Tag>}
      {interest.connectedParty ? <Tag color="orange">{CONNECTED_PARTY_TAG}</Tag> : null}
      {interest.connectedParty === null ? <Tag color="gold">{CONNECTION_NOT_DECLARED_TAG}</Tag> : null}
    </>
  );
}
