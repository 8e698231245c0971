/** What every captcha widget tells the form. */
export interface CaptchaWidgetProps {
  /** The solved captcha's response (ALTCHA payload or reCAPTCHA token), to be checked by the server. */
  onVerified: (response: string) => void;
  /** The solution expired or was reset: a new one is needed. */
  onExpired: () => void;
}
