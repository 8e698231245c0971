import { Link } from 'react-router-dom';
import { pathFor } from '@insolvency/shared-contracts';
import { Alert } from '@insolvency/shared-ui/feedback';
import { useBuyerOptionalCriteriaSetQuery } from '../api/inbox-api';
import { useBannerDismissal } from '../hooks/use-banner-dismissal';

/**
 * The optional-criteria banner (spec §2, §4): suggests categories, keywords and assets to a
 * buyer who set none; its dismissal is remembered on the device.
 */
export function OptionalCriteriaBanner() {
  const [dismissed, dismiss] = useBannerDismissal();
  const { data } = useBuyerOptionalCriteriaSetQuery(undefined, { skip: dismissed });
  if (dismissed || !data || data.optionalCriteriaSet) return null;
  return (
    <Alert
      type="info"
      showIcon
      closable={{ 'aria-label': 'Dismiss' }}
      onClose={dismiss}
      style={{ marginBottom: 16 }}
      title="Narrow your postings"
      description={
        <>
          You have not set any optional criteria. Choose <Link to={pathFor('AmendCategoryPreferences')}>categories</Link>,{' '}
          <Link to={pathFor('AmendKeywordPreferences')}>keywords</Link> or <Link to={pathFor('AmendAssetPreferences')}>assets</Link> to receive only the postings that
          suit you.
        </>
      }
    />
  );
}
