import { useEffect, useRef, useState } from 'react';
import { theme } from '@insolvency/shared-ui/base';
import type { CaptchaWidgetProps } from './captcha-widget-props';
import { useLatestCallbacks } from './use-latest-callbacks';

/**
 * The `altcha` package registers the `<altcha-widget>` custom element. It is imported here,
 * on demand, so only the Contact Us screen downloads it. Its default bundle solves the proof
 * of work in Web Workers started from `blob:` URLs (the CSP's `worker-src 'self' blob:`) and
 * injects its styles inline (`style-src 'unsafe-inline'`, already needed by antd); it fetches
 * only the challenge URL we give it, on our own origin: nothing from a third party.
 */
const loadAltcha = () => import(/* webpackChunkName: "altcha-widget" */ 'altcha');

/**
 * The height the widget draws (its own styles, in rem), kept for it before it is in: the
 * server's page and the app's first render show its place, and nothing moves when it arrives.
 */
const WIDGET_HEIGHT = 75;

/** The widget element's own events (`detail.payload` is the base64 solution). */
interface AltchaVerifiedEvent extends Event {
  detail?: { payload?: string };
}
interface AltchaStateChangeEvent extends Event {
  detail?: { state?: string };
}

/**
 * The self-hosted ALTCHA proof-of-work captcha. `onVerified` gets the solution to check on
 * the server; `onExpired` fires when the solved challenge expires (or the widget is reset or
 * fails), after which a new one must be solved. A new `key` from the parent gives a fresh widget.
 */
export function AltchaCaptcha({ challengeUrl, onVerified, onExpired }: CaptchaWidgetProps & { challengeUrl: string }) {
  const { token } = theme.useToken();
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const callbacks = useLatestCallbacks({ onVerified, onExpired });

  useEffect(() => {
    let cancelled = false;
    let widget: HTMLElement | null = null;
    const verified = (event: Event) => {
      const payload = (event as AltchaVerifiedEvent).detail?.payload;
      if (payload) callbacks.current.onVerified(payload);
    };
    const expired = () => callbacks.current.onExpired();
    // Any state but 'verified' after a verification (reset, error, expired) means the solution is gone.
    const stateChanged = (event: Event) => {
      const state = (event as AltchaStateChangeEvent).detail?.state;
      if (state && state !== 'verified' && state !== 'verifying') callbacks.current.onExpired();
    };

    loadAltcha().then(
      () => {
        if (cancelled || !hostRef.current) return;
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', challengeUrl);
        widget.addEventListener('verified', verified);
        widget.addEventListener('expired', expired);
        widget.addEventListener('statechange', stateChanged);
        hostRef.current.appendChild(widget);
        setStatus('ready');
      },
      (error: unknown) => {
        console.error('The captcha could not be loaded.', error);
        if (!cancelled) setStatus('failed');
      },
    );

    return () => {
      cancelled = true;
      if (widget) {
        widget.removeEventListener('verified', verified);
        widget.removeEventListener('expired', expired);
        widget.removeEventListener('statechange', stateChanged);
        widget.remove();
      }
    };
  }, [challengeUrl]);

  return (
    <div style={{ minHeight: WIDGET_HEIGHT }}>
      <div ref={hostRef} data-testid="altcha-host" style={{ maxWidth: 360 }} />
      {status === 'loading' ? <p style={{ margin: 0, color: token.colorTextSecondary }}>Loading the captcha…</p> : null}
      {status === 'failed' ? (
        <p role="alert" style={{ margin: 0, color: token.colorError }}>
          The captcha could not be loaded. Please reload the page.
        </p>
      ) : null}
    </div>
  );
}
