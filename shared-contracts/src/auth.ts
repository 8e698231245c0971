import type { Role } from './roles';

// Types and pure helpers only: the zod schemas live in `@insolvency/shared-contracts/schemas`,
// so that this entry (loaded by every page, the visitor home included) carries no zod.

/** `POST /api/login` body (schema: `loginRequestSchema`). */
export interface LoginRequest {
  Email: string;
  Password: string;
}

/** Answer of login and refresh-token (schema: `tokenPairSchema`). */
export interface TokenPair {
  token: string;
  refreshToken: string;
}

/**
 * The token pair in an answer, or null when either token is missing or not a string.
 * Only the two tokens are kept (like the schema, which strips other keys).
 */
export function readTokenPair(value: unknown): TokenPair | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, refreshToken } = value as Record<string, unknown>;
  return typeof token === 'string' && typeof refreshToken === 'string' ? { token, refreshToken } : null;
}

/** Claims of the access token (a JWT). */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  exp: number;
  iat?: number;
  name?: string;
  /** The session (refresh-token family) id: the server refuses the token once it has ended. */
  sid?: string;
}

/** The JSON body of every failure (docs/api.md, Answers). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  /** A stable code to branch on where the text alone is not enough (e.g. EMAIL_NOT_CONFIRMED_CODE). */
  code?: string;
}

/** The JSON body of calls whose answer the spec calls "response text". */
export interface MessageResponse {
  message: string;
}

/**
 * `code` of a login refused until a captcha is solved: the account had several failed logins
 * (from anywhere). The client solves one and sends the pass in `X-Captcha-Pass`.
 */
export const CAPTCHA_REQUIRED_CODE = 'CAPTCHA_REQUIRED';
export const CAPTCHA_REQUIRED_MESSAGE = 'There have been several failed attempts to log in to this account. Please confirm you are not a robot, then log in again.';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please reauthenticate.';
