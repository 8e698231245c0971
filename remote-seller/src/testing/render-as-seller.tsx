import { ROLES } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { fakeAccessToken } from '@insolvency/shared-auth/testing';
import { renderScreen } from '@insolvency/shared-ui/testing';

/** Stores a current access token of the demo seller (id 42), as after login. */
export function loginAsSeller(): void {
  localStorage.clear();
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller, sub: '42', name: 'Sam Seller' }));
}

/** A screen of this remote in a fresh store, the theme and a memory router (see `renderScreen`). */
export const renderSellerScreen = renderScreen;
