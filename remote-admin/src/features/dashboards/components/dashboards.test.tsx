import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminConfig, AdminDashboardFigures } from '@insolvency/shared-contracts';
import { stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { loginAsAdmin, renderAdminScreen } from '../../../testing/render-as-admin';
import Dashboards from './dashboards';

// jsdom has no canvas: the chart is a bare canvas with the label it is given; the browser journey draws the real one.
jest.mock('react-chartjs-2', () => ({
  Chart: ({ role, 'aria-label': label }: { role: string; 'aria-label': string }) => <canvas role={role} aria-label={label} />,
}));

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(loginAsAdmin);

const zero = { Draft: 0, Scheduled: 0, 'For Sale': 0, Expired: 0, Sold: 0, Withdrawn: 0 };
const figures: AdminDashboardFigures = {
  from: '2026-07-06',
  to: '2026-07-15',
  postsByStatus: [
    { week: '2026-07-06', counts: { ...zero, Draft: 2 } },
    { week: '2026-07-13', counts: { ...zero, 'For Sale': 3, Expired: 1 } },
  ],
  interestPerWeek: [
    { week: '2026-07-06', count: 4 },
    { week: '2026-07-13', count: 0 },
  ],
  revenueByMonth: [{ month: '2026-07', net: 690, vat: 138, total: 828 }],
  signUpsPerWeek: [
    { week: '2026-07-06', buyers: 0, sellers: 0 },
    { week: '2026-07-13', buyers: 0, sellers: 0 },
  ],
};
const noConfig: AdminConfig = { reportUrl: null, mailServiceDashboardUrl: null };

it('draws a chart per figure with a title, a summary and a table of every figure; an empty one says so', async () => {
  network = stubFetch({ 'GET /api/admin/dashboard-figures': () => ({ status: 200, body: figures }), 'GET /api/admin/config': () => ({ status: 200, body: noConfig }) });
  renderAdminScreen(Dashboards);
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeInTheDocument();
  const posts = await screen.findByRole('region', { name: 'Posts by status' });
  expect(Object.fromEntries(network.callsTo('GET', '/api/admin/dashboard-figures')[0].query)).toEqual({ weeks: '12' });
  expect(within(posts).getByRole('img')).toHaveAccessibleName(/^Posts by status: Draft 2, Scheduled 0, For Sale 3, Expired 1, Sold 0, Withdrawn 0 in all\./);
  const table = within(posts).getByRole('table', { name: 'Posts by status' });
  expect(within(table).getByRole('row', { name: /^13 Jul 2026/ })).toHaveTextContent('13 Jul 2026003100');

  const revenue = screen.getByRole('region', { name: 'Invoiced revenue by month' });
  expect(within(revenue).getByRole('row', { name: /Jul 2026/ })).toHaveTextContent('Jul 2026£690.00£138.00');
  expect(within(screen.getByRole('region', { name: 'Expressions of interest per week' })).getByRole('img')).toHaveAccessibleName(/Expressions of interest 4 in all/);

  const signUps = screen.getByRole('region', { name: 'Sign-ups by role per week' });
  expect(within(signUps).queryByRole('img')).not.toBeInTheDocument();
  expect(within(signUps).getByText('Nobody signed up in these weeks.')).toBeInTheDocument();
  // No report configured: no frame.
  expect(screen.queryByTitle('Analytics report')).not.toBeInTheDocument();
});

it('asks for another period, kept in the address; embeds the configured report', async () => {
  network = stubFetch({
    'GET /api/admin/dashboard-figures': () => ({ status: 200, body: figures }),
    'GET /api/admin/config': () => ({ status: 200, body: { reportUrl: 'https://reports.example.com/embed/1', mailServiceDashboardUrl: null } }),
  });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(Dashboards, { path: '/admin/dashboards?weeks=26', pattern: '/admin/dashboards' });
  await screen.findByRole('region', { name: 'Posts by status' });
  expect(Object.fromEntries(network.callsTo('GET', '/api/admin/dashboard-figures')[0].query)).toEqual({ weeks: '26' });
  expect(await screen.findByTitle('Analytics report')).toHaveAttribute('src', 'https://reports.example.com/embed/1');
  await user.selectOptions(screen.getByLabelText('Period'), 'Last 52 weeks');
  await screen.findByRole('region', { name: 'Posts by status' });
  expect(Object.fromEntries(network.callsTo('GET', '/api/admin/dashboard-figures').at(-1)!.query)).toEqual({ weeks: '52' });
});

it('shows an error with a retry when the figures cannot be loaded', async () => {
  network = stubFetch({ 'GET /api/admin/dashboard-figures': () => ({ status: 500, body: { message: 'Down' } }), 'GET /api/admin/config': () => ({ status: 200, body: noConfig }) });
  renderAdminScreen(Dashboards);
  expect(await screen.findByText('The figures could not be loaded')).toBeInTheDocument();
});
