/**
 * Google reCAPTCHA verification (used when RECAPTCHA_SECRET is set): the token from the
 * browser goes to Google's siteverify endpoint. Google refuses a token it has seen before
 * ('timeout-or-duplicate'), so replay protection comes with it.
 */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const RECAPTCHA_TIMEOUT_MS = 5000;

export type RecaptchaVerdict = { ok: true } | { ok: false; reason: 'rejected' | 'unavailable' };

export async function verifyRecaptchaToken(options: {
  secret: string;
  token: string;
  remoteIp?: string;
  fetch: typeof fetch;
  verifyUrl?: string;
  timeoutMs?: number;
}): Promise<RecaptchaVerdict> {
  const body = new URLSearchParams({ secret: options.secret, response: options.token });
  if (options.remoteIp) body.set('remoteip', options.remoteIp);
  let answer: unknown;
  try {
    const response = await options.fetch(options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? RECAPTCHA_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    answer = await response.json();
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  const success = typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true;
  return success ? { ok: true } : { ok: false, reason: 'rejected' };
}
