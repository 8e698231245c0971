import { CREATED_FILTERS, type CreatedFilter } from '@insolvency/shared-contracts';
import { theme } from '@insolvency/shared-ui/base';
import { Segmented } from '@insolvency/shared-ui/data';

export interface CreatedFilterControlProps {
  value: CreatedFilter;
  onChange: (value: CreatedFilter) => void;
}

/** Filter None or Last Week (spec §2): a radio group, so arrow keys move between the two. */
export function CreatedFilterControl({ value, onChange }: CreatedFilterControlProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS }}>
      <span aria-hidden style={{ color: token.colorTextSecondary }}>
        Filter
      </span>
      <Segmented<CreatedFilter>
        aria-label="Filter"
        value={value}
        onChange={onChange}
        options={CREATED_FILTERS.map((filter) => ({ value: filter.key, label: filter.label }))}
      />
    </div>
  );
}
