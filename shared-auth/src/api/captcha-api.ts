import type { CaptchaConfig, ValidateCaptchaRequest, ValidateCaptchaResponse } from '@insolvency/shared-contracts';
import { api } from './base-api';

/** The captcha calls every form that asks for one uses (contact, login of an account under attack). */
export const captchaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/unauth/captcha-config: self-hosted ALTCHA, or reCAPTCHA when a site key is configured. */
    captchaConfig: build.query<CaptchaConfig, void>({
      query: () => 'unauth/captcha-config',
    }),
    /** POST /api/unauth/validate-recaptcha {Response}: on success a short-lived, single-use pass. */
    validateCaptcha: build.mutation<ValidateCaptchaResponse, ValidateCaptchaRequest>({
      query: (body) => ({ url: 'unauth/validate-recaptcha', method: 'POST', body }),
    }),
  }),
});

export const { useCaptchaConfigQuery, useValidateCaptchaMutation } = captchaApi;
