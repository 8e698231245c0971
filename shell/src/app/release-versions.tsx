import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectRemoteStatuses } from '@insolvency/shared-auth';

/** `data-release-<area>` on the page's root element: the version of the area's release this page runs. */
export const releaseVersionAttribute = (area: string) => `data-release-${area}`;

/**
 * The version of each area's release the page runs (its manifest's build version, once loaded),
 * as attributes of the page's root element: nothing a user sees, what support and journeys read
 * (`/admin/remotes` shows the same per remote). An area switched to a new release shows the new
 * version once its manifest is in.
 */
export function ReleaseVersions() {
  const statuses = useSelector(selectRemoteStatuses);
  useEffect(() => {
    const root = document.documentElement;
    for (const status of statuses) {
      const attribute = releaseVersionAttribute(status.area);
      if (status.buildVersion) root.setAttribute(attribute, status.buildVersion);
      else root.removeAttribute(attribute);
    }
  }, [statuses]);
  return null;
}
