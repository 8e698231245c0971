import { formatMoney } from '@insolvency/shared-contracts';

/** An amount in pounds sterling with two decimals, e.g. £414.00. */
export function Money({ amount }: { amount: number }) {
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(amount)}</span>;
}
