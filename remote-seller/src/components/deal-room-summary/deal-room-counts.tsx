import type { CSSProperties } from 'react';
import { formatDisplayDateTime } from '@insolvency/shared-contracts';
import { type DealRoomSummary } from '@insolvency/shared-contracts/deal-room';
import { theme } from '@insolvency/shared-ui/base';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The counts as label and value pairs, in the order a practitioner works through them. */
export function dealRoomCounts(summary: DealRoomSummary): { label: string; value: string }[] {
  const offers = summary.offersSealed && summary.offersCloseAt ? `${summary.offersIn} (sealed until ${formatDisplayDateTime(summary.offersCloseAt)})` : String(summary.offersIn);
  return [
    { label: 'Buyers with access', value: `${summary.buyersWithAccess} of ${plural(summary.buyers, 'buyer', 'buyers')}` },
    ...(summary.buyersAwaitingApproval > 0 ? [{ label: 'Awaiting your approval', value: String(summary.buyersAwaitingApproval) }] : []),
    { label: 'Documents', value: String(summary.documents) },
    { label: 'Unanswered questions', value: String(summary.unansweredQuestions) },
    { label: 'Offers in', value: offers },
  ];
}

/** Where a post's deal room stands, as a list of counts that wraps on a phone. */
export function DealRoomCounts({ summary, style }: { summary: DealRoomSummary; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <dl style={{ display: 'flex', flexWrap: 'wrap', gap: `${token.marginXS}px ${token.marginLG}px`, margin: 0, ...style }}>
      {dealRoomCounts(summary).map(({ label, value }) => (
        <div key={label} style={{ minWidth: 0 }}>
          <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
