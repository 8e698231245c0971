import { useEffect, useRef } from 'react';
import type { CaptchaWidgetProps } from './captcha-widget-props';

/** The latest `onVerified`/`onExpired`, for a widget created once and kept while the parent re-renders. */
export function useLatestCallbacks({ onVerified, onExpired }: CaptchaWidgetProps) {
  const callbacks = useRef({ onVerified, onExpired });
  useEffect(() => {
    callbacks.current = { onVerified, onExpired };
  }, [onVerified, onExpired]);
  return callbacks;
}
