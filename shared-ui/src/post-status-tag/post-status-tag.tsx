import { Tag } from 'antd';
import { SITE_STATUS, type SiteStatus } from '@insolvency/shared-contracts';

const COLOURS: Record<SiteStatus, string> = {
  [SITE_STATUS.forSale]: 'success',
  [SITE_STATUS.scheduled]: 'processing',
  [SITE_STATUS.draft]: 'default',
  [SITE_STATUS.expired]: 'warning',
  [SITE_STATUS.sold]: 'purple',
  [SITE_STATUS.withdrawn]: 'error',
};

/** A post's status (Draft, Scheduled, For Sale, Expired, Sold, Withdrawn) as a coloured tag; the word carries the meaning. */
export function PostStatusTag({ status }: { status: SiteStatus }) {
  return (
    <Tag color={COLOURS[status]} style={{ marginInlineEnd: 0 }}>
      {status}
    </Tag>
  );
}
