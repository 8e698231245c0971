import { useEffect } from 'react';
import { theme } from '../theme';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';

/** Save confirmations and success animations last 2.8 seconds (spec section 9). */
export const SAVE_CONFIRMATION_MS = 2800;

export interface SaveConfirmationProps {
  /** e.g. 'Changes Successfully Saved' or the server's response message. */
  text: string;
  show: boolean;
  /** Called when the confirmation has been shown for 2.8 s; the owner sets `show` back to false. */
  onHide: () => void;
}

/** A tick and a short text after a save, shown for 2.8 seconds. */
export function SaveConfirmation({ text, show, onHide }: SaveConfirmationProps) {
  const { token } = theme.useToken();
  useEffect(() => {
    if (!show) return;
    const timer = window.setTimeout(onHide, SAVE_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [show, onHide]);

  return (
    <div role="status" aria-live="polite" style={{ minHeight: token.controlHeight }}>
      {show ? (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS, color: token.colorSuccess }}>
          <CheckCircleFilled aria-hidden style={{ fontSize: token.fontSizeXL }} />
          <span style={{ color: token.colorText }}>{text}</span>
        </span>
      ) : null}
    </div>
  );
}
