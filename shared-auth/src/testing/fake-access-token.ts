import { ROLES, type Role } from '@insolvency/shared-contracts';

/** An unsigned JWT with the claims the browser reads (the browser never verifies it). */
export interface FakeTokenClaims {
  sub?: string;
  role?: Role;
  name?: string;
  /** Seconds from now until `exp`; negative for an expired token. */
  expiresInSeconds?: number;
  /** How far the server's clock is ahead of the browser's (negative: behind). */
  serverClockAheadSeconds?: number;
}

function base64Url(json: object): string {
  return btoa(JSON.stringify(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fakeAccessToken({
  sub = '42',
  role = ROLES.buyer,
  name = 'Pat Buyer',
  expiresInSeconds = 900,
  serverClockAheadSeconds = 0,
}: FakeTokenClaims = {}): string {
  const nowSeconds = Math.floor(Date.now() / 1000) + serverClockAheadSeconds;
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({ sub, role, name, iat: nowSeconds, exp: nowSeconds + expiresInSeconds });
  return `${header}.${payload}.signature`;
}
