import { ROLES } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { fakeAccessToken } from '@insolvency/shared-auth/testing';
import { renderScreen } from '@insolvency/shared-ui/testing';

/** Stores a current access token of the demo admin (id 1), as after login. */
export function loginAsAdmin(): void {
  localStorage.clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.admin, sub: '1', name: 'Ada Admin' }));
}

/** A screen of this remote in a fresh store, the theme and a memory router (see `renderScreen`). */
export const renderAdminScreen = renderScreen;
