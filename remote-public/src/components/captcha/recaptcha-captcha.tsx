import { useEffect, useRef, useState } from 'react';
import { theme } from '@insolvency/shared-ui/base';
import type { CaptchaWidgetProps } from './captcha-widget-props';
import { useLatestCallbacks } from './use-latest-callbacks';

/** The part of Google's `grecaptcha` global used here (explicit rendering, v2 checkbox). */
interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; 'error-callback': () => void },
  ): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    insolvencyRecaptchaLoaded?: () => void;
  }
}

/** The height of Google's checkbox widget, kept for it before it is in: nothing moves when it arrives. */
const WIDGET_HEIGHT = 78;

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=insolvencyRecaptchaLoaded';
let scriptLoading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once, only when a site key is configured (never for ALTCHA). */
function loadRecaptcha(): Promise<Grecaptcha> {
  scriptLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.insolvencyRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('grecaptcha missing')));
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/**
 * Google reCAPTCHA v2 (checkbox), used when the server is configured with a reCAPTCHA
 * secret and site key instead of the self-hosted ALTCHA. Its token goes to
 * `validate-recaptcha` like ALTCHA's payload. Not exercised by the journeys (it needs Google).
 */
export function RecaptchaCaptcha({ siteKey, onVerified, onExpired }: CaptchaWidgetProps & { siteKey: string }) {
  const { token } = theme.useToken();
  const hostRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const callbacks = useLatestCallbacks({ onVerified, onExpired });

  useEffect(() => {
    let cancelled = false;
    const host = document.createElement('div');
    hostRef.current?.appendChild(host);
    loadRecaptcha().then(
      (grecaptcha) => {
        if (cancelled) return;
        grecaptcha.render(host, {
          sitekey: siteKey,
          callback: (response) => callbacks.current.onVerified(response),
          'expired-callback': () => callbacks.current.onExpired(),
          'error-callback': () => callbacks.current.onExpired(),
        });
      },
      (error: unknown) => {
        console.error('The captcha could not be loaded.', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      host.remove();
    };
  }, [siteKey]);

  return (
    <div style={{ minHeight: WIDGET_HEIGHT }}>
      <div ref={hostRef} />
      {failed ? (
        <p role="alert" style={{ margin: 0, color: token.colorError }}>
          The captcha could not be loaded. Please reload the page.
        </p>
      ) : null}
    </div>
  );
}
