import type { CaptchaConfig, ValidateCaptchaResponse } from '@insolvency/shared-contracts';
import type { AppConfig } from '../../config';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import { createAltchaChallenge, verifyAltchaSolution, type AltchaChallenge } from './altcha';
import { CAPTCHA_PASS_TTL_SECONDS, issueCaptchaPass, readCaptchaPass } from './pass';
import { verifyRecaptchaToken } from './recaptcha';
import { holdPassForClient, redeemOnce, releaseHeldPass, takeHeldPass } from './redemptions';

export const ALTCHA_CHALLENGE_PATH = '/api/unauth/altcha-challenge';

export const CAPTCHA_MESSAGES = {
  verified: 'Captcha verified. You can send your message now.',
  failed: 'The captcha could not be verified. Please try again.',
  expired: 'The captcha has expired. Please try again.',
  used: 'This captcha has already been used. Please try again.',
  unavailable: 'The captcha could not be checked just now. Please try again in a minute.',
  notAltcha: 'The self-hosted captcha is not in use here.',
  /** The contact call without a valid pass. */
  passRequired: 'Please complete the captcha to show you are not a robot, then send again.',
  passExpired: 'Your captcha has expired. Please complete the captcha again, then send again.',
} as const;

export type CaptchaSettings = Pick<AppConfig, 'jwtSecret' | 'altchaHmacKey' | 'altchaMaxNumber' | 'recaptchaSecret' | 'recaptchaSiteKey'>;

export interface CaptchaServiceOptions {
  /** Used for Google's siteverify; tests pass their own. */
  fetch?: typeof fetch;
  /** Overrides Google's siteverify URL (tests point it at a local server). */
  recaptchaVerifyUrl?: string;
}

export interface CaptchaService {
  config(): CaptchaConfig;
  /** A fresh ALTCHA challenge; 404 when reCAPTCHA is configured instead. */
  altchaChallenge(): Promise<AltchaChallenge>;
  /**
   * `POST unauth/validate-recaptcha`: checks (and spends) a solved captcha; on success a pass,
   * also held for the client address.
   */
  validate(response: string, remoteIp?: string): Promise<ValidateCaptchaResponse>;
  /**
   * Spends a pass (the contact call, a login that needs a captcha): the one sent, or without one
   * a pass held for the client address; throws 400 naming the captcha when missing, invalid,
   * expired or used.
   */
  redeemPass(pass: string | undefined, remoteIp?: string): Promise<void>;
}

export function createCaptchaService(ctx: ServiceContext, settings: CaptchaSettings, options: CaptchaServiceOptions = {}): CaptchaService {
  // Challenges and passes expire in real time (services/clock.ts).
  const now = () => ctx.realNow();
  const recaptcha = settings.recaptchaSecret ? { secret: settings.recaptchaSecret, siteKey: settings.recaptchaSiteKey ?? '' } : null;
  const refused = (message: string): ValidateCaptchaResponse => ({ hasErrors: true, message });
  const passed = async (remoteIp: string | undefined): Promise<ValidateCaptchaResponse> => {
    const issued = await issueCaptchaPass(settings.jwtSecret, now());
    if (remoteIp) await holdPassForClient(ctx, remoteIp, issued.id, issued.expiresAt);
    return { hasErrors: false, message: CAPTCHA_MESSAGES.verified, pass: issued.pass };
  };

  return {
    config: () => (recaptcha ? { provider: 'recaptcha', siteKey: recaptcha.siteKey } : { provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH }),

    async altchaChallenge() {
      if (recaptcha) throw new AppError(404, CAPTCHA_MESSAGES.notAltcha);
      return createAltchaChallenge({ hmacKey: settings.altchaHmacKey, maxNumber: settings.altchaMaxNumber, now: now() });
    },

    async validate(response, remoteIp) {
      if (recaptcha) {
        const verdict = await verifyRecaptchaToken({
          secret: recaptcha.secret,
          token: response,
          remoteIp,
          fetch: options.fetch ?? fetch,
          verifyUrl: options.recaptchaVerifyUrl,
        });
        if (!verdict.ok) return refused(verdict.reason === 'unavailable' ? CAPTCHA_MESSAGES.unavailable : CAPTCHA_MESSAGES.failed);
        return passed(remoteIp);
      }
      const at = now();
      const verdict = await verifyAltchaSolution(response, { hmacKey: settings.altchaHmacKey, now: at });
      if (!verdict.ok) return refused(verdict.reason === 'expired' ? CAPTCHA_MESSAGES.expired : CAPTCHA_MESSAGES.failed);
      if (!(await redeemOnce(ctx, `challenge:${verdict.signature}`, verdict.expiresAt))) return refused(CAPTCHA_MESSAGES.used);
      return passed(remoteIp);
    },

    async redeemPass(pass, remoteIp) {
      const at = now();
      if (!pass) {
        const heldId = remoteIp ? await takeHeldPass(ctx, remoteIp) : null;
        if (!heldId) throw new AppError(400, CAPTCHA_MESSAGES.passRequired);
        // Spent for the header too: one solved captcha, one use.
        await redeemOnce(ctx, `pass:${heldId}`, new Date(at.getTime() + CAPTCHA_PASS_TTL_SECONDS * 1000));
        return;
      }
      const verdict = await readCaptchaPass(settings.jwtSecret, pass.trim(), at);
      if (!verdict.ok) throw new AppError(400, verdict.reason === 'expired' ? CAPTCHA_MESSAGES.passExpired : CAPTCHA_MESSAGES.passRequired);
      if (!(await redeemOnce(ctx, `pass:${verdict.id}`, verdict.expiresAt))) throw new AppError(400, CAPTCHA_MESSAGES.passRequired);
      await releaseHeldPass(ctx, verdict.id);
    },
  };
}
