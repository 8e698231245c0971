import type { Role } from '@insolvency/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { signAccessToken } from '../src/services/auth/access-tokens';
import { issueRefreshToken } from '../src/services/auth/refresh-tokens';
import { serviceContextOn } from './helper';

/**
 * `Authorization` for a user as a real login gives it: an access token of a live session (a
 * refresh-token family in the database), so the server's per-request session check passes.
 * Signed at the app's real time (its clock, which a test may have moved), as a login would be.
 */
export async function bearerFor(
  t: { db: Database; config: AppConfig; app?: FastifyInstance },
  user: { id: number; role: string; name?: string },
  options: { now?: Date } = {},
): Promise<string> {
  const now = options.now ?? t.app?.clock.realNow() ?? new Date();
  const session = await issueRefreshToken(serviceContextOn(t.db, () => now.getTime()), user.id);
  const token = await signAccessToken(t.config.jwtSecret, { id: user.id, role: user.role as Role, name: user.name ?? 'Test User', sessionId: session.familyId }, now);
  return `Bearer ${token}`;
}
