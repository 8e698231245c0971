import { Spin, theme } from 'antd';

/** A spinner with a readable label, announced politely to screen readers. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: token.marginSM, padding: token.paddingLG, color: token.colorTextSecondary }}
    >
      <Spin aria-hidden />
      <span>{label}</span>
    </div>
  );
}
