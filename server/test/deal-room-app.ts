import { seedReferenceLabels } from '../src/seed/reference-labels';
import { TEST_CLOCK_HEADER } from '../src/plugins/test-clock';
import { createAdmin, createSeller, type TestUser } from './factories/users';
import { buildTestApp, type TestApp, type TestAppOptions } from './helper';
import { bearerFor } from './sessions';

/** Who sends a request: a user, or null for a visitor. */
export type Caller = { id: number; role: string } | null;

/** The deal-room API tests' app (reference labels seeded) with a practitioner and an admin. */
export async function openDealRoomApp(options: TestAppOptions = {}): Promise<{ t: TestApp; seller: TestUser; admin: TestUser }> {
  const t = await buildTestApp(options);
  await seedReferenceLabels(t.db);
  return { t, seller: await createSeller(t.db), admin: await createAdmin(t.db) };
}

/** The `Authorization` header of `user`'s session; none for a visitor. */
export async function authorizationFor(t: TestApp, user: Caller): Promise<{ authorization?: string }> {
  return user ? { authorization: await bearerFor(t, user) } : {};
}

/**
 * `call(method, url, user, payload?, days?)`: `/api/<url>` as `user`, `days` later on the test
 * clock when given (an app built with `testClock`). `app` is read at call time (built in beforeAll).
 */
export function callerOf(app: () => TestApp) {
  return async (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, user: Caller, payload?: object, days = 0) => {
    const t = app();
    const clock = days ? { [TEST_CLOCK_HEADER]: String(days) } : {};
    return t.app.inject({ method, url: `/api/${url}`, payload, headers: { ...(await authorizationFor(t, user)), ...clock } });
  };
}
