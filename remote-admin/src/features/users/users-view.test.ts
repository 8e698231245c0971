import { SIGNED_IN_FIRST_CALLS } from '@insolvency/shared-contracts';
import { callsOfPrefetch } from '@insolvency/shared-auth/testing';
import { prefetchUsersTable } from './users-view';

test('the users table opened without a query asks first for exactly the call the server lists for it, so it takes the answer the shell fetched early', async () => {
  const calls = await callsOfPrefetch(prefetchUsersTable, { 'GET /api/admin/users': () => ({ status: 200, body: { usersList: [], total: 0 } }) });
  expect(calls).toEqual(SIGNED_IN_FIRST_CALLS.AdminUsers);
});
