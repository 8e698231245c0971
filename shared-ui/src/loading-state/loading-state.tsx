import { theme } from '../theme';

/**
 * A spinner with a readable label, announced politely to screen readers. The spinner is an
 * SVG arc in the theme's primary colour turned by SMIL, not antd's Spin: this is on the
 * visitor home, and Spin (with its styles and debounce) cost 3.3 KiB brotli there.
 */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  const { token } = theme.useToken();
  const size = token.controlHeightSM;
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: token.marginSM, padding: token.paddingLG, color: token.colorTextSecondary }}
    >
      <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" data-testid="loading-spinner">
        <circle cx="12" cy="12" r="9" fill="none" stroke={token.colorFillSecondary} strokeWidth="3" />
        <path d="M12 3a9 9 0 0 1 9 9" fill="none" stroke={token.colorPrimary} strokeWidth="3" strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" from="0 12 12" to="360 12 12" dur="0.9s" repeatCount="indefinite" />
        </path>
      </svg>
      <span>{label}</span>
    </div>
  );
}
