import { Link } from 'react-router-dom';
import { DISMISSIBLE_BANNERS, pathFor } from '@insolvency/shared-contracts';
import { Alert } from '@insolvency/shared-ui/feedback';
import { useBuyerOptionalCriteriaSetQuery } from '../api/inbox-api';
import { useBannerDismissal } from '../hooks/use-banner-dismissal';

const BANNER_CLASS = 'im-optional-criteria-banner';
/** Hidden where the page's first script found it dismissed on this device: the server's screen cannot know. */
const DISMISSED_RULE = `html[${DISMISSIBLE_BANNERS.optionalCriteria.htmlAttribute}] .${BANNER_CLASS}{display:none}`;

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
      className={BANNER_CLASS}
      type="info"
      showIcon
      closable={{ 'aria-label': 'Dismiss' }}
      onClose={dismiss}
      style={{ marginBottom: 16 }}
      title="Narrow your postings"
      description={
        <>
          <style href={BANNER_CLASS} precedence={BANNER_CLASS}>
            {DISMISSED_RULE}
          </style>
          You have not set any optional criteria. Choose <Link to={pathFor('AmendCategoryPreferences')}>categories</Link>,{' '}
          <Link to={pathFor('AmendKeywordPreferences')}>keywords</Link> or <Link to={pathFor('AmendAssetPreferences')}>assets</Link> to receive only the postings that
          suit you.
        </>
      }
    />
  );
}
