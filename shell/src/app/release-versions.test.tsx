import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { remoteBuildVersionRead, remotesRegistered } from '@insolvency/shared-auth';
import { createTestStore } from '@insolvency/shared-auth/testing';
import { ReleaseVersions } from './release-versions';

describe('ReleaseVersions', () => {
  it("marks the page with the version of each area's release it runs, and follows a switch to another release", () => {
    const store = createTestStore();
    const seller = { name: 'remote_seller', area: 'seller' as const, manifestUrl: '/releases/seller/v1/mf-manifest.json' };
    store.dispatch(remotesRegistered([seller]));
    render(
      <Provider store={store}>
        <ReleaseVersions />
      </Provider>,
    );
    const root = document.documentElement;
    expect(root.hasAttribute('data-release-seller')).toBe(false);

    act(() => void store.dispatch(remoteBuildVersionRead({ name: 'remote_seller', buildVersion: 'v1' })));
    expect(root.getAttribute('data-release-seller')).toBe('v1');

    // Switched: no version until the new release's manifest is read.
    act(() => void store.dispatch(remotesRegistered([{ ...seller, manifestUrl: '/releases/seller/v2/mf-manifest.json' }])));
    expect(root.hasAttribute('data-release-seller')).toBe(false);
    act(() => void store.dispatch(remoteBuildVersionRead({ name: 'remote_seller', buildVersion: 'v2' })));
    expect(root.getAttribute('data-release-seller')).toBe('v2');
  });
});
