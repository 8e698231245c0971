import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';

/**
 * Self-hosted ALTCHA proof of work (the v1 protocol of altcha-lib, which the `altcha` widget
 * speaks): the challenge is a SHA-256 hash of a random salt and a secret number below
 * `maxNumber`, signed with our HMAC key; the browser finds the number. The salt carries the
 * expiry, so neither can be changed without breaking the signature.
 */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000;

export type AltchaChallenge = Challenge;

export async function createAltchaChallenge(options: { hmacKey: string; maxNumber: number; now: Date }): Promise<AltchaChallenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    hmacKey: options.hmacKey,
    maxNumber: options.maxNumber,
    expires: new Date(options.now.getTime() + ALTCHA_CHALLENGE_TTL_MS),
  });
}

/** What the widget submits (base64 of this JSON). */
interface AltchaPayload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

export type AltchaVerdict =
  | { ok: true; /** Unique per challenge: the redemption key. */ signature: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'expired' | 'invalid' };

function decodePayload(response: string): AltchaPayload | null {
  const text = response.trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.startsWith('{') ? text : Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const p = parsed as Record<string, unknown>;
  const hex = (v: unknown) => typeof v === 'string' && /^[0-9a-f]{64}$/i.test(v);
  if (p.algorithm !== 'SHA-256' || !hex(p.challenge) || !hex(p.signature)) return null;
  if (typeof p.number !== 'number' || !Number.isSafeInteger(p.number) || p.number < 0) return null;
  if (typeof p.salt !== 'string' || p.salt.length === 0 || p.salt.length > 500) return null;
  return { algorithm: 'SHA-256', challenge: p.challenge as string, number: p.number, salt: p.salt, signature: p.signature as string };
}

function expiryOf(salt: string): Date | null {
  const query = salt.split('?')[1];
  if (!query) return null;
  const expires = Number(new URLSearchParams(query).get('expires'));
  return Number.isSafeInteger(expires) && expires > 0 ? new Date(expires * 1000) : null;
}

/** Checks a solved challenge: well formed, signed by us, not expired, the right number. Does not mark it spent. */
export async function verifyAltchaSolution(response: string, options: { hmacKey: string; now: Date }): Promise<AltchaVerdict> {
  const payload = decodePayload(response);
  if (!payload) return { ok: false, reason: 'malformed' };
  // Every challenge we issue carries an expiry inside its signed salt; one without cannot be ours.
  const expiresAt = expiryOf(payload.salt);
  if (!expiresAt) return { ok: false, reason: 'invalid' };
  // The expiry is checked against our clock here; altcha-lib would use Date.now.
  const valid = await verifySolution(payload, options.hmacKey, false).catch(() => false);
  if (!valid) return { ok: false, reason: 'invalid' };
  if (expiresAt.getTime() <= options.now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, signature: payload.signature.toLowerCase(), expiresAt };
}
