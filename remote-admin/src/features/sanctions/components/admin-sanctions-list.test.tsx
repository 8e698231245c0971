import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SanctionsListVersion } from '@insolvency/shared-contracts/sanctions';
import { stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { loginAsAdmin, renderAdminScreen } from '../../../testing/render-as-admin';
import AdminSanctionsList from './admin-sanctions-list';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(loginAsAdmin);

const version = (versionId: number, fields: Partial<SanctionsListVersion>): SanctionsListVersion => ({
  versionId,
  status: 'in_force',
  format: 'xml',
  source: 'upload',
  fileName: 'UK_Sanctions_List.xml',
  publishedOn: '2026-11-15',
  designations: 300,
  names: 1181,
  aliases: 389,
  importedAt: '2026-11-16T07:00:00.000Z',
  importedBy: 'Ada Admin',
  decidedAt: null,
  decidedBy: null,
  inForceFrom: '2026-11-16T07:00:00.000Z',
  ...fields,
});

it('lists the versions and confirms one that waits', async () => {
  let versions = [version(2, { status: 'pending_confirmation', designations: 150, inForceFrom: null, source: 'download', importedBy: null }), version(1, {})];
  network = stubFetch({
    'GET /api/admin/sanctions-list-versions': () => ({ status: 200, body: versions }),
    'POST /api/admin/sanctions-list-confirm': () => {
      versions = [version(2, { designations: 150, decidedAt: '2026-11-16T08:00:00.000Z', decidedBy: 'Ada Admin' }), version(1, { status: 'superseded' })];
      return { status: 200, body: { message: 'The list version is now in force.', version: versions[0] } };
    },
  });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(AdminSanctionsList);
  expect(screen.getByRole('heading', { level: 1, name: 'Sanctions list' })).toBeInTheDocument();
  const waiting = within((await screen.findByText('Waiting for confirmation')).closest('tr')!);
  expect(waiting.getByText('150')).toBeInTheDocument();
  expect(waiting.getByText(/Daily download/)).toBeInTheDocument();
  await user.click(waiting.getByRole('button', { name: 'Confirm version 2' }));
  expect(await screen.findByText('Superseded')).toBeInTheDocument();
  expect(Object.fromEntries(network.callsTo('POST', '/api/admin/sanctions-list-confirm').at(-1)!.query)).toEqual({ id: '2' });
});

it("imports a file and shows the server's refusal naming the line", async () => {
  network = stubFetch({
    'GET /api/admin/sanctions-list-versions': () => ({ status: 200, body: [] }),
    'POST /api/admin/sanctions-list': () => ({ status: 400, body: { message: 'Line 7 of the CSV file: Unique ID is missing. Nothing was imported; the list in force is unchanged.' } }),
  });
  const user = userEvent.setup({ delay: null });
  renderAdminScreen(AdminSanctionsList);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose a UK Sanctions List file (CSV or XML) to import.');
  await user.upload(screen.getByLabelText(/The UK Sanctions List as published/), new File(['Report Date: 15/11/2026'], 'list.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByText(/^Line 7 of the CSV file: Unique ID is missing/)).toBeInTheDocument();
  expect(await screen.findByText('No list has been imported yet.')).toBeInTheDocument();
});
