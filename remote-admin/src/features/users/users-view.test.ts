import { callsOfPrefetch } from '@insolvency/shared-auth/testing';
import { prefetchUsersTable } from './users-view';

test('the users table opened without a query asks first for its first page of sellers, by last login', async () => {
  const calls = await callsOfPrefetch(prefetchUsersTable, { 'GET /api/admin/users': () => ({ status: 200, body: { usersList: [], total: 0 } }) });
  expect(calls).toEqual(['admin/users?page=1&pageSize=50&sort=lastLogin&buyersOnly=false&sellersOnly=true']);
});
