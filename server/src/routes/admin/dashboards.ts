import { z } from 'zod';
import type { AdminConfig, AdminDashboardFigures, SiteStatus } from '@insolvency/shared-contracts';
import { SITE_STATUS } from '@insolvency/shared-contracts';
import { adminDashboardQuerySchema } from '@insolvency/shared-contracts/schemas';
import { adminConfig } from '../../services/admin/admin-config';
import { dashboardFigures } from '../../services/admin/dashboards';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['admin'];
const week = z.string().describe('Monday of a Europe/London week, YYYY-MM-DD');
const statusCounts = z.object(Object.fromEntries(Object.values(SITE_STATUS).map((status) => [status, z.number()])) as Record<SiteStatus, z.ZodNumber>);

const dashboardFiguresSchema = z.object({
  from: week,
  to: z.string().describe('today, YYYY-MM-DD'),
  postsByStatus: z.array(z.object({ week, counts: statusCounts })),
  interestPerWeek: z.array(z.object({ week, count: z.number() })),
  revenueByMonth: z.array(z.object({ month: z.string().describe('YYYY-MM'), net: z.number(), vat: z.number(), total: z.number() })),
  signUpsPerWeek: z.array(z.object({ week, buyers: z.number(), sellers: z.number() })),
}) satisfies z.ZodType<AdminDashboardFigures>;

const adminConfigSchema = z.object({ reportUrl: z.string().nullable(), mailServiceDashboardUrl: z.string().nullable() }) satisfies z.ZodType<AdminConfig>;

/** The Dashboards screen's figures, and the external services the admin area links to. */
const adminDashboardRoutes: ApiRoutes = async (app) => {
  app.get(
    '/dashboard-figures',
    {
      schema: {
        summary: 'Posts by status, expressions of interest and sign-ups per week, invoiced revenue per month (Europe/London), over the last N weeks',
        tags,
        querystring: adminDashboardQuerySchema,
        response: { 200: dashboardFiguresSchema, 400: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => dashboardFigures(app.ctx, request.query.weeks),
  );
  app.get(
    '/config',
    { schema: { summary: 'The embedded report and the mail delivery service dashboard, when configured', tags, response: { 200: adminConfigSchema, ...guardedErrors } } },
    async () => adminConfig(app.ctx),
  );
};

export default adminDashboardRoutes;
