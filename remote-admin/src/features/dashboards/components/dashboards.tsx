import { DASHBOARD_DEFAULT_WEEKS, DASHBOARD_WEEK_CHOICES, SITE_STATUS, type AdminDashboardFigures, type SiteStatus } from '@insolvency/shared-contracts';
import { NativeSelect, PageHeader } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { QueryContent } from '../../../components/query-content';
import { oneOf, useUrlView } from '../../../components/use-url-view';
import { useAdminConfigQuery, useAdminDashboardFiguresQuery } from '../api/admin-dashboards-api';
import { EmbeddedReport } from './embedded-report';
import { FigureChart } from './figure-chart';

/** `/admin/dashboards?weeks=`: the last 12 weeks by default. */
const VIEW = { weeks: oneOf(DASHBOARD_WEEK_CHOICES, DASHBOARD_DEFAULT_WEEKS) };

/** Colours told apart by people with the common colour-vision deficiencies (Okabe–Ito). */
const STATUS_COLOURS: Record<SiteStatus, string> = {
  [SITE_STATUS.draft]: '#999999',
  [SITE_STATUS.scheduled]: '#56B4E9',
  [SITE_STATUS.forSale]: '#009E73',
  [SITE_STATUS.expired]: '#E69F00',
  [SITE_STATUS.sold]: '#0072B2',
  [SITE_STATUS.withdrawn]: '#D55E00',
};
const BLUE = '#0072B2';
const ORANGE = '#E69F00';
const GREEN = '#009E73';

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);
/** `2026-07-13` → `13 Jul 2026`: the Monday a week starts on. */
export const weekLabel = (week: string) => utcDate(week).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** `2026-07` → `Jul 2026`. */
export const monthLabel = (month: string) => utcDate(`${month}-01`).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const pounds = (value: number) => POUNDS.format(value);

function Charts({ figures }: { figures: AdminDashboardFigures }) {
  const { token } = theme.useToken();
  const weeks = figures.postsByStatus.map((w) => weekLabel(w.week));
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', gap: token.margin }}>
      <FigureChart
        title="Posts by status"
        kind="bar"
        stacked
        labels={weeks}
        xTitle="Week created (starting Monday)"
        yTitle="Posts, by status today"
        series={Object.values(SITE_STATUS).map((status) => ({ label: status, colour: STATUS_COLOURS[status], values: figures.postsByStatus.map((w) => w.counts[status]) }))}
        emptyHint="No post was created in these weeks."
      />
      <FigureChart
        title="Expressions of interest per week"
        kind="line"
        labels={figures.interestPerWeek.map((w) => weekLabel(w.week))}
        xTitle="Week (starting Monday)"
        yTitle="Expressions of interest"
        series={[{ label: 'Expressions of interest', colour: BLUE, values: figures.interestPerWeek.map((w) => w.count) }]}
        emptyHint="No interest was expressed in these weeks."
      />
      <FigureChart
        title="Invoiced revenue by month"
        kind="bar"
        stacked
        labels={figures.revenueByMonth.map((m) => monthLabel(m.month))}
        xTitle="Month invoiced"
        yTitle="Amount invoiced (£)"
        series={[
          { label: 'Before VAT', colour: GREEN, values: figures.revenueByMonth.map((m) => m.net) },
          { label: 'VAT', colour: ORANGE, values: figures.revenueByMonth.map((m) => m.vat) },
        ]}
        format={pounds}
        emptyHint="Nothing was invoiced in these months."
      />
      <FigureChart
        title="Sign-ups by role per week"
        kind="bar"
        labels={figures.signUpsPerWeek.map((w) => weekLabel(w.week))}
        xTitle="Week (starting Monday)"
        yTitle="New accounts"
        series={[
          { label: 'Buyers', colour: BLUE, values: figures.signUpsPerWeek.map((w) => w.buyers) },
          { label: 'Sellers', colour: ORANGE, values: figures.signUpsPerWeek.map((w) => w.sellers) },
        ]}
        emptyHint="Nobody signed up in these weeks."
      />
    </div>
  );
}

/**
 * Dashboards (/admin/dashboards): the product's own figures drawn as charts (this screen alone
 * loads the chart library), and the configured third-party report embedded below them.
 */
export default function Dashboards() {
  const { token } = theme.useToken();
  const { view, update } = useUrlView(VIEW);
  const weeks = Number(view.weeks);
  const figures = useAdminDashboardFiguresQuery(weeks);
  const config = useAdminConfigQuery();
  return (
    <>
      <PageHeader title="Dashboards" />
      <div style={{ width: 200, marginBottom: token.margin }}>
        <NativeSelect label="Period" value={view.weeks} onChange={(value) => update({ weeks: value })} options={DASHBOARD_WEEK_CHOICES.map((n) => ({ value: String(n), label: `Last ${n} weeks` }))} />
      </div>
      <QueryContent noun="figures" query={figures} isEmpty={() => false}>
        {(data) => <Charts figures={data} />}
      </QueryContent>
      {config.data?.reportUrl ? <EmbeddedReport url={config.data.reportUrl} /> : null}
    </>
  );
}
