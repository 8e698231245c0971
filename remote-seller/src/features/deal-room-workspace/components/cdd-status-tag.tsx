import { CDD_ITEMS, CDD_STATE_LABELS, type CddState, type CddStatus } from '@insolvency/shared-contracts/deal-room';
import { Tag } from '@insolvency/shared-ui/tag';

/** The Buyers table's CDD filter: any, or one state. */
export type CddFilter = 'any' | CddState;
export const CDD_FILTER_OPTIONS = [{ value: 'any', label: 'Any CDD' }, ...Object.entries(CDD_STATE_LABELS).map(([value, label]) => ({ value, label }))];

const COLOURS = { complete: 'success', incomplete: 'warning', not_required: 'default' } as const;

/** A buyer's customer due diligence in a word (complete, items missing, not required); what is missing in its title. */
export function CddStatusTag({ status }: { status: CddStatus | undefined }) {
  if (!status) return null;
  const missing = status.missing.map((item) => CDD_ITEMS[item]).join('; ');
  return (
    <Tag color={COLOURS[status.status]} title={missing ? `Missing: ${missing}` : undefined} style={{ marginInlineEnd: 0 }}>
      {CDD_STATE_LABELS[status.status]}
    </Tag>
  );
}
