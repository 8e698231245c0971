import { remotesRegistered, selectRemoteStatus } from '@insolvency/shared-auth';
import { createTestStore } from '@insolvency/shared-auth/testing';
import { remoteStatusPlugin } from './remote-status-plugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteStatusPlugin>['errorLoadRemote']>>[0];
type ManifestArgs = Parameters<NonNullable<ReturnType<typeof remoteStatusPlugin>['afterLoadManifest']>>[0];

function setUp() {
  const store = createTestStore();
  store.dispatch(remotesRegistered([{ name: 'remote_admin', area: 'admin', manifestUrl: '/remotes/admin/mf-manifest.json' }]));
  return { plugin: remoteStatusPlugin(store.dispatch), status: () => selectRemoteStatus(store.getState(), 'remote_admin') };
}

describe('remoteStatusPlugin', () => {
  it('records a failed attempt and lets the failure through (no fallback module)', async () => {
    const { plugin, status } = setUp();
    const fallback = await plugin.errorLoadRemote?.({ id: 'remote_admin/routes', error: new Error('RUNTIME-008'), lifecycle: 'afterResolve' } as ErrorArgs);
    expect(fallback).toBeUndefined();
    expect(status()).toMatchObject({ lastError: 'RUNTIME-008', status: 'registered' });
  });

  it("records the build version the remote's manifest declares, and marks the page with it (data-release-<area>)", async () => {
    const { plugin, status } = setUp();
    await plugin.afterLoadManifest?.({
      moduleInfo: { name: 'remote_admin', entry: '/remotes/admin/mf-manifest.json' },
      manifestJson: { metaData: { buildInfo: { buildVersion: '68b6b33-20261122T0246Z' } } },
    } as ManifestArgs);
    expect(status()?.buildVersion).toBe('68b6b33-20261122T0246Z');
    expect(document.documentElement.getAttribute('data-release-admin')).toBe('68b6b33-20261122T0246Z');
    document.documentElement.removeAttribute('data-release-admin');
  });
});
