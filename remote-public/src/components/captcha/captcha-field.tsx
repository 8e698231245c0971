import type { CaptchaConfig } from '@insolvency/shared-contracts';
import { AltchaCaptcha } from './altcha-captcha';
import type { CaptchaWidgetProps } from './captcha-widget-props';
import { RecaptchaCaptcha } from './recaptcha-captcha';

/** The captcha the server asks for (`GET unauth/captcha-config`). */
export function CaptchaField({ config, ...props }: CaptchaWidgetProps & { config: CaptchaConfig }) {
  return config.provider === 'altcha' ? (
    <AltchaCaptcha challengeUrl={config.challengeUrl} {...props} />
  ) : (
    <RecaptchaCaptcha siteKey={config.siteKey} {...props} />
  );
}
