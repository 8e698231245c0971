import {
  CAPTCHA_PASS_HEADER,
  type ContactUsLabelsResponse,
  type ContactUsRequest,
} from '@insolvency/shared-contracts';
import { api, captchaApi, type RoutePrefetchContext } from '@insolvency/shared-auth';

/** What the contact call answers on success: the message shown to the user (spec §8). */
export interface ContactUsResponse {
  message: string;
}

/** The Contact Us form's calls (all anonymous). */
export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/label/contactus: the topics for Regarding. */
    helpContactUsLabels: build.query<ContactUsLabelsResponse, void>({
      query: () => 'label/contactus',
      providesTags: ['Labels'],
    }),
    /** POST /api/unauth/contactus, carrying the captcha pass in its header. */
    helpContactUs: build.mutation<ContactUsResponse, { request: ContactUsRequest; captchaPass: string }>({
      query: ({ request, captchaPass }) => ({
        url: 'unauth/contactus',
        method: 'POST',
        body: request,
        headers: { [CAPTCHA_PASS_HEADER]: captchaPass },
      }),
    }),
  }),
});

export const { useHelpContactUsLabelsQuery, useHelpContactUsMutation } = helpApi;

/** `RemoteRoute.prefetch` of ContactUs: the topics of Regarding and the captcha the form asks for. */
export function prefetchContactUs({ dispatch }: RoutePrefetchContext): void {
  dispatch(helpApi.util.prefetch('helpContactUsLabels', undefined, {}));
  dispatch(captchaApi.util.prefetch('captchaConfig', undefined, {}));
}
