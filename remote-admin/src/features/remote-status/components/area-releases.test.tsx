import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreaReleases as AreaReleasesData } from '@insolvency/shared-contracts';
import { stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { loginAsAdmin, renderAdminScreen } from '../../../testing/render-as-admin';
import { AreasReleases } from './area-releases';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(loginAsAdmin);

const empty = (area: AreaReleasesData['area']): AreaReleasesData => ({ area, currentVersion: 'built-in', releases: [], changes: [] });
const released: AreaReleasesData = {
  area: 'public',
  currentVersion: '1.1.0',
  releases: [
    { area: 'public', version: '1.1.0', notes: 'Search filters', releasedBy: 'Ada Admin', releasedAt: '2026-11-20T10:01:00.000Z', previousVersion: '1.0.0', fileCount: 120, byteSize: 6_000_000 },
    { area: 'public', version: '1.0.0', notes: '', releasedBy: 'Ada Admin', releasedAt: '2026-11-20T10:00:00.000Z', previousVersion: 'built-in', fileCount: 120, byteSize: 6_000_000 },
  ],
  changes: [
    { id: 2, area: 'public', action: 'release', version: '1.1.0', fromVersion: '1.0.0', by: 'Ada Admin', at: '2026-11-20T10:01:00.000Z', notes: 'Search filters' },
    { id: 1, area: 'public', action: 'release', version: '1.0.0', fromVersion: 'built-in', by: 'Ada Admin', at: '2026-11-20T10:00:00.000Z', notes: '' },
  ],
};
const history = () => ({ status: 200, body: [released, empty('buyer'), empty('seller'), empty('admin')] });

it("shows each area's current release and its history: who, when, from what, notes", async () => {
  network = stubFetch({ 'GET /api/admin/releases': history });
  renderAdminScreen(AreasReleases);
  const publicArea = within(await screen.findByRole('region', { name: 'remote-public: 1.1.0' }));
  const latest = within(publicArea.getByText('Search filters').closest('tr')!);
  expect(latest.getByText('Release')).toBeInTheDocument();
  expect(latest.getByText('1.0.0')).toBeInTheDocument();
  expect(latest.getByText('Ada Admin')).toBeInTheDocument();
  expect(latest.getByText(/20 November 2026/)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'remote-buyer: built-in' })).getByText("No release yet: the server's own build of remote-buyer.")).toBeInTheDocument();
});

it('rolls an area back with notes, to the release it replaced or a version chosen, and shows a refusal', async () => {
  network = stubFetch({
    'GET /api/admin/releases': history,
    'POST /api/admin/releases/rollback': (call) =>
      (call.body as { version?: string }).version === 'built-in'
        ? { status: 409, body: { message: 'remote-public built-in is current already.' } }
        : { status: 200, body: { id: 3, area: 'public', action: 'rollback', version: '1.0.0', fromVersion: '1.1.0', by: 'Ada Admin', at: '2026-11-20T10:02:00.000Z', notes: 'Broken search' } },
  });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(AreasReleases);
  const publicArea = within(await screen.findByRole('region', { name: 'remote-public: 1.1.0' }));
  await user.type(publicArea.getByLabelText('Notes'), 'Broken search');
  await user.click(publicArea.getByRole('button', { name: 'Roll back' }));
  expect(await publicArea.findByRole('status')).toHaveTextContent('remote-public 1.0.0 is current again.');
  expect(network.callsTo('POST', '/api/admin/releases/rollback')[0].body).toEqual({ area: 'public', notes: 'Broken search' });

  await user.selectOptions(publicArea.getByLabelText('Roll back to'), 'built-in');
  await user.click(publicArea.getByRole('button', { name: 'Roll back' }));
  expect(await publicArea.findByRole('alert')).toHaveTextContent('remote-public built-in is current already.');
});
