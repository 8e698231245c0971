import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { ALL_ROLES, ROLES, SESSION_EXPIRED_MESSAGE, type Role } from '@insolvency/shared-contracts';
import { AppError, isAppError } from '../errors';
import { AccessTokenError, bearerToken, verifyAccessToken, type AuthUser } from '../services/auth/access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the access hook of a guarded prefix; null on open prefixes. */
    user: AuthUser | null;
  }
}

/** The path prefixes under `/api` and who may call them (null = anyone, no token needed). */
export const AREA_ACCESS = {
  unauth: null,
  label: null,
  allauth: ALL_ROLES,
  buyer: [ROLES.buyer],
  seller: [ROLES.seller, ROLES.admin],
  admin: [ROLES.admin],
} as const satisfies Record<string, readonly Role[] | null>;

export type ApiArea = keyof typeof AREA_ACCESS;

export const AUTH_MESSAGES = {
  missing: 'You need to log in to do this.',
  invalid: 'Your session is not valid. Please log in again.',
  expired: SESSION_EXPIRED_MESSAGE,
  forbidden: 'You do not have permission to do this.',
} as const;

/** Verifies the bearer token and that its session has not ended; throws AppError 401. */
export async function authenticate(request: FastifyRequest): Promise<AuthUser> {
  let user: AuthUser;
  try {
    user = await verifyAccessToken(request.server.config.jwtSecret, bearerToken(request.headers.authorization), request.server.clock.realNow());
  } catch (error) {
    if (error instanceof AccessTokenError) throw new AppError(401, AUTH_MESSAGES[error.problem]);
    throw error;
  }
  const { ctx } = request.server;
  if (!(await ctx.sessions.isActive(user.sessionId, ctx.now()))) throw new AppError(401, AUTH_MESSAGES.expired);
  return user;
}

/**
 * The onRequest hook of one prefix: every route registered below it inherits the decision.
 * 401 without a valid token, 403 for a role the prefix does not admit.
 */
export function accessHook(roles: readonly Role[] | null): onRequestHookHandler {
  return async function access(request) {
    if (roles === null) return;
    const user = await authenticate(request);
    if (!roles.includes(user.role)) throw new AppError(403, AUTH_MESSAGES.forbidden);
    request.user = user;
  };
}

/**
 * The caller of an open prefix who sent a valid token of a live session, else null: without a
 * token, or with one that is not valid, the call is a visitor's, answered as if none was sent.
 * For what an open call counts per account rather than per address (search's rate limit).
 */
export async function signedInCaller(request: FastifyRequest): Promise<AuthUser | null> {
  if (!request.headers.authorization) return null;
  try {
    return await authenticate(request);
  } catch (error) {
    if (isAppError(error) && error.statusCode === 401) return null;
    throw error;
  }
}

/** The caller on a guarded prefix (the prefix's hook has set it). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(401, AUTH_MESSAGES.missing);
  return request.user;
}
