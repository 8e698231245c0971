import type { Dispatch } from '@reduxjs/toolkit';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteAttemptFailed, remoteBuildVersionRead } from '@insolvency/shared-auth';
import { takeEarlyResponse } from '../delivery/early-fetches';
import { describeError } from './remote-loader';
import { AREA_BY_REMOTE_NAME } from './remote-registry';

/** `data-release-<area>` on the page's root element: the version of the area's release this page runs. */
export const releaseVersionAttribute = (area: string) => `data-release-${area}`;

/**
 * Module Federation runtime plugin: reports every failed remote load (`errorLoadRemote`,
 * whatever the lifecycle step: manifest, entry, expose) and the build version each
 * manifest declares into the `remotes` slice. It returns no fallback module, so the
 * failure reaches the loader, which retries with back-off and then shows Retry. A manifest
 * index.ts already fetched (early-fetches.ts) is handed to the runtime instead of a new request.
 * The version is also put on the page's root element (`data-release-<area>`): nothing a user sees,
 * what support and journeys read (`/admin/remotes` shows the same per remote); a switch to another
 * release (releases.ts) removes it until the new release's manifest is read.
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
      if (!buildVersion) return;
      dispatch(remoteBuildVersionRead({ name: moduleInfo.name, buildVersion }));
      const area = AREA_BY_REMOTE_NAME.get(moduleInfo.name);
      if (area) document.documentElement.setAttribute(releaseVersionAttribute(area), buildVersion);
    },
  };
}
