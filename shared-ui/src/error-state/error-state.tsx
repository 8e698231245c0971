import type { ReactNode } from 'react';
import { Button } from 'antd';
import { theme } from '../theme';

export interface ErrorStateProps {
  /** The server's message where the spec says so, otherwise a plain explanation. */
  message: ReactNode;
  title?: ReactNode;
  /** When given, a Retry button calls it. */
  onRetry?: () => void;
}

/**
 * An error panel drawn like antd's error Alert (same tokens) without loading Alert: it shows on
 * the visitor home when a call fails, and Alert's code (3.3 KiB brotli) would otherwise be on
 * every visitor's page. Screens that need Alert itself take it from `@insolvency/shared-ui/feedback`.
 */
export function ErrorState({ message, title = 'Something went wrong', onRetry }: ErrorStateProps) {
  const { token } = theme.useToken();
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: token.marginSM,
        padding: `${token.paddingMD}px ${token.paddingContentHorizontalLG}px`,
        background: token.colorErrorBg,
        border: `${token.lineWidth}px solid ${token.colorErrorBorder}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      <svg aria-hidden="true" focusable="false" width={24} height={24} viewBox="0 0 24 24" style={{ flex: 'none', color: token.colorError }}>
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ fontSize: token.fontSizeLG, lineHeight: token.lineHeightLG, color: token.colorTextHeading, marginBottom: token.marginXXS }}>{title}</div>
        <div>{message}</div>
      </div>
      {onRetry ? (
        <Button onClick={onRetry} style={{ flex: 'none' }}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
