import type { CSSProperties } from 'react';
import type { AdminConfig } from '@insolvency/shared-contracts';
import { ROLES } from '@insolvency/shared-contracts';
import { api, useSession } from '@insolvency/shared-auth';

/**
 * The admin menu's external link to the mail delivery service (spec §2), at the address the
 * server is configured with (MAIL_SERVICE_DASHBOARD_URL); no link when none is set. Injected from
 * the logged-in menus only, so a visitor's page never carries it.
 */
const adminMenuApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/config, keyed by the admin's id. */
    adminMenuConfig: build.query<AdminConfig, string>({
      query: () => 'admin/config',
    }),
  }),
});

/** The mail delivery service's address for an admin, otherwise null (not an admin, not set, not loaded). */
export function useMailServiceDashboardUrl(): string | null {
  const { role, userId } = useSession();
  const isAdmin = role === ROLES.admin;
  const { data } = adminMenuApi.useAdminMenuConfigQuery(userId ?? '', { skip: !isAdmin || !userId });
  return isAdmin ? (data?.mailServiceDashboardUrl ?? null) : null;
}

export const MAIL_SERVICE_LABEL = 'Mail delivery service';

/** The link itself: opens the third-party service in a new tab, telling the user so. */
export function MailServiceLink({ url, style }: { url: string; style?: CSSProperties }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" style={style}>
      {MAIL_SERVICE_LABEL}
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}> (opens in a new tab)</span>
    </a>
  );
}
