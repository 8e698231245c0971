/** `POST /api/unauth/contactus`, sent with the captcha pass in `CAPTCHA_PASS_HEADER`. */
export interface ContactUsRequest {
  From: string;
  ReplyToEmail: string;
  /** A topic: one of the descriptions of `GET label/contactus`. */
  Regarding: string;
  Message: string;
}

/** `POST /api/unauth/validate-recaptcha`: `Response` is the captcha's solution (ALTCHA payload or reCAPTCHA token). */
export interface ValidateCaptchaRequest {
  Response: string;
}

/** On success `pass` is a short-lived, single-use signed pass for the contact call. */
export interface ValidateCaptchaResponse {
  hasErrors: boolean;
  message: string;
  pass?: string;
}

export const CAPTCHA_PASS_HEADER = 'X-Captcha-Pass';

/** `GET /api/unauth/captcha-config`: self-hosted ALTCHA unless a reCAPTCHA secret is configured. */
export type CaptchaConfig = { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string };
