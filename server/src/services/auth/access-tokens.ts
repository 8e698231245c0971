import { SignJWT, compactVerify, errors as joseErrors, jwtVerify } from 'jose';
import { isRole, type AccessTokenClaims, type Role } from '@insolvency/shared-contracts';

/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALG = 'HS256';

export interface AuthUser {
  id: number;
  role: Role;
  name: string;
  /** The session (refresh-token family) the access token belongs to: claim `sid`. */
  sessionId: string;
}

export type AccessTokenProblem = 'missing' | 'invalid' | 'expired';

export class AccessTokenError extends Error {
  constructor(readonly problem: AccessTokenProblem) {
    super(`access token ${problem}`);
    this.name = 'AccessTokenError';
  }
}

const keys = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(secret: string, user: AuthUser, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: user.role, name: user.name, sid: user.sessionId })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyFor(secret));
}

function toUser(payload: Record<string, unknown>): AuthUser {
  const { sub, role, name, sid } = payload as Partial<AccessTokenClaims>;
  if (typeof sub !== 'string' || !/^\d{1,10}$/.test(sub) || !isRole(role)) throw new AccessTokenError('invalid');
  // A token without its session cannot be ended by logout: not accepted.
  if (typeof sid !== 'string' || !sid) throw new AccessTokenError('invalid');
  return { id: Number(sub), role, name: typeof name === 'string' ? name : '', sessionId: sid };
}

/*
 * Tokens already verified, by secret then token, with their expiry: checking the signature
 * (WebCrypto HMAC, asynchronous) was a tenth of the API's CPU on the buyer's inbox, and a client
 * sends the same token for its 15 minutes. Only a token that passed `jwtVerify` is kept, under
 * its exact text, and it is answered from here only before its `exp` (as `jwtVerify` has it:
 * expired once `exp <= now`); after that, `jwtVerify` decides again. Whether its session is still
 * on is asked on every request all the same (plugins/auth.ts).
 */
const VERIFIED_TOKENS_KEPT = 20_000;
const verifiedTokens = new Map<string, Map<string, { user: AuthUser; exp: number }>>();

/** Verifies signature and expiry at `now` (the clock's real time); throws AccessTokenError. */
export async function verifyAccessToken(secret: string, token: string | undefined, now: Date): Promise<AuthUser> {
  if (!token) throw new AccessTokenError('missing');
  let verified = verifiedTokens.get(secret);
  if (!verified) verifiedTokens.set(secret, (verified = new Map()));
  const known = verified.get(token);
  if (known && known.exp > Math.floor(now.getTime() / 1000)) return known.user;
  if (known) verified.delete(token);
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: [ALG], currentDate: now });
    const user = toUser(payload);
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
      verified.set(token, { user, exp: payload.exp });
    }
    return user;
  } catch (error) {
    if (error instanceof AccessTokenError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new AccessTokenError('expired');
    throw new AccessTokenError('invalid');
  }
}

/**
 * For the refresh call: the access token may have expired, but it must be one we signed.
 * Checks the signature only and returns the subject.
 */
export async function verifyAccessTokenSignature(secret: string, token: string): Promise<AuthUser> {
  try {
    const { payload, protectedHeader } = await compactVerify(token, keyFor(secret), { algorithms: [ALG] });
    if (protectedHeader.alg !== ALG) throw new AccessTokenError('invalid');
    const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
    if (typeof claims !== 'object' || claims === null) throw new AccessTokenError('invalid');
    return toUser(claims as Record<string, unknown>);
  } catch (error) {
    if (error instanceof AccessTokenError) throw error;
    throw new AccessTokenError('invalid');
  }
}

/** `Authorization: Bearer <jwt>` -> the token, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}
