import type { CaptchaConfig } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

/** The Privacy Policy says which spam check the contact form uses, so it asks the server. */
const legalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/unauth/captcha-config */
    legalCaptchaConfig: build.query<CaptchaConfig, void>({
      query: () => 'unauth/captcha-config',
    }),
  }),
});

export const { useLegalCaptchaConfigQuery } = legalApi;
