import { formatClock } from '@insolvency/shared-contracts';
import { useCurrentTime } from './use-current-time';

/**
 * The top bar's live clock: HH:mm:ss and DD MMMM YYYY in Europe/London, every second.
 * `aria-live="off"` so screen readers do not announce each tick.
 */
export function Clock({ compact }: { compact: boolean }) {
  const { time, date } = formatClock(useCurrentTime());
  return (
    <div
      role="timer"
      aria-live="off"
      style={{ display: 'flex', flexDirection: compact ? 'column' : 'row', alignItems: compact ? 'flex-end' : 'baseline', gap: compact ? 0 : 8, lineHeight: 1.25, whiteSpace: 'nowrap' }}
    >
      <span style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, fontSize: compact ? 14 : 16 }}>{time}</span>
      <span style={{ fontSize: compact ? 12 : 14, opacity: 0.85 }}>{date}</span>
    </div>
  );
}
