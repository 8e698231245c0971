import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

/**
 * The captcha pass: proof, for the next 10 minutes, that this client solved a captcha. An HS256
 * JWT with its own type and purpose claim under a key derived from the JWT secret, so it can
 * never pass for an access token (nor one for it). Its `jti` makes it single-use.
 */
export const CAPTCHA_PASS_TTL_SECONDS = 10 * 60;
const PURPOSE = 'captcha-pass';
const TYPE = 'captcha-pass+jwt';
const ALG = 'HS256';

const keys = new Map<string, Uint8Array>();
function passKey(jwtSecret: string): Uint8Array {
  let key = keys.get(jwtSecret);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', jwtSecret).update('captcha pass key v1').digest());
    keys.set(jwtSecret, key);
  }
  return key;
}

export interface IssuedCaptchaPass {
  pass: string;
  id: string;
  expiresAt: Date;
}

export async function issueCaptchaPass(jwtSecret: string, now: Date): Promise<IssuedCaptchaPass> {
  const iat = Math.floor(now.getTime() / 1000);
  const id = randomUUID();
  const pass = await new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: ALG, typ: TYPE })
    .setJti(id)
    .setIssuedAt(iat)
    .setExpirationTime(iat + CAPTCHA_PASS_TTL_SECONDS)
    .sign(passKey(jwtSecret));
  return { pass, id, expiresAt: new Date((iat + CAPTCHA_PASS_TTL_SECONDS) * 1000) };
}

export type PassVerdict = { ok: true; id: string; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks signature, type, purpose and expiry; does not mark it spent. */
export async function readCaptchaPass(jwtSecret: string, token: string, now: Date): Promise<PassVerdict> {
  try {
    const { payload } = await jwtVerify(token, passKey(jwtSecret), { algorithms: [ALG], typ: TYPE, currentDate: now });
    if (payload.purpose !== PURPOSE || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
    return { ok: true, id: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}
