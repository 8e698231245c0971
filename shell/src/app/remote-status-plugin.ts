import type { Dispatch } from '@reduxjs/toolkit';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteAttemptFailed, remoteBuildVersionRead } from '@insolvency/shared-auth';
import { takeEarlyResponse } from '../delivery/early-fetches';
import { describeError } from './remote-loader';

/**
 * Module Federation runtime plugin: reports every failed remote load (`errorLoadRemote`,
 * whatever the lifecycle step: manifest, entry, expose) and the build version each
 * manifest declares into the `remotes` slice. It returns no fallback module, so the
 * failure reaches the loader, which retries with back-off and then shows Retry. A manifest
 * index.ts already fetched (early-fetches.ts) is handed to the runtime instead of a new request.
 */
export function remoteStatusPlugin(dispatch: Dispatch): ModuleFederationRuntimePlugin {
  return {
    name: 'insolvency-remote-status',
    async errorLoadRemote({ id, error, remote }) {
      const name = remote?.name ?? id.split('/')[0];
      dispatch(remoteAttemptFailed({ name, message: describeError(error) }));
      return undefined;
    },
    fetch(url) {
      return takeEarlyResponse(url);
    },
    async afterLoadManifest({ moduleInfo, manifestJson }) {
      const buildVersion = manifestJson?.metaData?.buildInfo?.buildVersion;
      if (buildVersion) dispatch(remoteBuildVersionRead({ name: moduleInfo.name, buildVersion }));
    },
  };
}
