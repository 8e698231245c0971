import type { SiteStatus } from './post-status';

/** Weeks the dashboards show unless asked otherwise, and the most they show. */
export const DASHBOARD_DEFAULT_WEEKS = 12;
export const DASHBOARD_MAX_WEEKS = 104;
export const DASHBOARD_WEEK_CHOICES = [4, 12, 26, 52] as const;

/** Posts created in a week (Monday, Europe/London), counted by their status today. */
export interface PostsByStatusWeek {
  week: string;
  counts: Record<SiteStatus, number>;
}

export interface CountPerWeek {
  week: string;
  count: number;
}

/** Invoices created in a month (`YYYY-MM`, Europe/London): before VAT, VAT and total, in pounds. */
export interface RevenueMonth {
  month: string;
  net: number;
  vat: number;
  total: number;
}

export interface SignUpsWeek {
  week: string;
  buyers: number;
  sellers: number;
}

/**
 * GET admin/dashboard-figures?weeks: the dashboards' figures, every week (Monday, `YYYY-MM-DD`)
 * and month from the first to the current one, oldest first, empty ones included.
 */
export interface AdminDashboardFigures {
  /** Monday of the first week shown. */
  from: string;
  /** Today (Europe/London). */
  to: string;
  postsByStatus: PostsByStatusWeek[];
  interestPerWeek: CountPerWeek[];
  revenueByMonth: RevenueMonth[];
  signUpsPerWeek: SignUpsWeek[];
}

/** GET admin/config: the external services the admin area links to, when configured. */
export interface AdminConfig {
  /** The embedded third-party analytics report on Dashboards; null: none. */
  reportUrl: string | null;
  /** The mail delivery service's dashboard, linked from the admin menu; null: no link. */
  mailServiceDashboardUrl: string | null;
}
