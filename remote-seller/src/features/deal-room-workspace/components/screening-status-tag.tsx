import type { ReactNode } from 'react';
import { SCREENING_STATUS_LABELS, SCREENING_STATUSES, type DealRoomBuyer, type ScreeningStatus } from '@insolvency/shared-contracts/deal-room';
import { Button } from '@insolvency/shared-ui/base';
import { Tag } from '@insolvency/shared-ui/tag';

const COLOURS: Record<ScreeningStatus, string | undefined> = {
  not_screened: undefined,
  clear: 'green',
  possible_match: 'gold',
  confirmed_match: 'red',
};

/** A buyer's checks against the UK Sanctions List in this deal room, as one tag (the Buyers table's Checks column). */
export function ScreeningStatusTag({ status }: { status: ScreeningStatus }) {
  return (
    <Tag color={COLOURS[status]} style={{ marginInlineEnd: 0 }}>
      {SCREENING_STATUS_LABELS[status]}
    </Tag>
  );
}

/**
 * A column of the Buyers table, also drawn as a term of a buyer's card on a phone: a title that is
 * text, a sorter of two buyers and a render of one (antd's column type allows more of each).
 */
export interface BuyerColumn {
  key: string;
  title: string;
  align?: 'right';
  minWidth?: number;
  defaultSortOrder?: 'descend';
  sorter?: (a: DealRoomBuyer, b: DealRoomBuyer) => number;
  render: (value: unknown, buyer: DealRoomBuyer) => ReactNode;
}

export const ANY_CHECKS = 'any';
export type ChecksFilter = typeof ANY_CHECKS | ScreeningStatus;
export const CHECKS_FILTER_OPTIONS = [{ value: ANY_CHECKS, label: 'Any checks' }, ...Object.entries(SCREENING_STATUS_LABELS).map(([value, label]) => ({ value, label }))];

/**
 * The Checks column of the Buyers table: each buyer's status, a button opening their checks
 * (`open`). `statusOf` is undefined while the statuses load.
 */
/**
 * A button in a table cell whose label wraps rather than widening the column: the Checks column's
 * buttons name the buyer, and unwrapped they pushed the Buyers table far past a 390 px screen.
 * With its height free it keeps some padding above and below (antd's small button has none, its
 * height being fixed): wrapped, the label touched the border.
 */
export const WRAPPING_BUTTON = { whiteSpace: 'normal', height: 'auto', paddingBlock: 3, textAlign: 'start', maxWidth: '14em' } as const;

export function checksColumn(
  statusOf: (buyerId: number) => ScreeningStatus | undefined,
  open: (buyer: DealRoomBuyer) => void,
  /** What else the column shows of a buyer's checks, below the screening (their due diligence). */
  more?: (buyer: DealRoomBuyer) => ReactNode,
): BuyerColumn {
  const order = (buyer: DealRoomBuyer) => SCREENING_STATUSES.indexOf(statusOf(buyer.buyerId) ?? 'not_screened');
  return {
    key: 'checks',
    title: 'Checks',
    sorter: (a, b) => order(a) - order(b),
    render: (_, buyer) => {
      const status = statusOf(buyer.buyerId);
      return (
        <div style={{ display: 'grid', justifyItems: 'start', gap: 4 }}>
          {status ? <ScreeningStatusTag status={status} /> : '–'}
          <Button size="small" style={WRAPPING_BUTTON} onClick={() => open(buyer)}>{`Review checks of ${buyer.forenames} ${buyer.surname}`}</Button>
          {more?.(buyer)}
        </div>
      );
    },
  };
}
