import type { AdminConfig } from '@insolvency/shared-contracts';
import type { ServiceContext } from '../context';

/** GET admin/config: the external services this installation links the admin area to. */
export function adminConfig(ctx: ServiceContext): AdminConfig {
  return { reportUrl: ctx.config.adminReportUrl, mailServiceDashboardUrl: ctx.config.mailServiceDashboardUrl };
}
