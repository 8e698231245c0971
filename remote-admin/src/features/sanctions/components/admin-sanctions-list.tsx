import { useState, type FormEvent } from 'react';
import { SANCTIONS_FILE_MAX_BYTES, SANCTIONS_MESSAGES, type SanctionsListVersion, type SanctionsVersionStatus } from '@insolvency/shared-contracts/sanctions';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { DateText, PageHeader } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Tag } from '@insolvency/shared-ui/tag';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { useAdminDecideSanctionsVersionMutation, useAdminImportSanctionsListMutation, useAdminSanctionsListVersionsQuery } from '../api/admin-sanctions-api';

const STATUS: Record<SanctionsVersionStatus, { label: string; colour: string }> = {
  in_force: { label: 'In force', colour: 'success' },
  pending_confirmation: { label: 'Waiting for confirmation', colour: 'warning' },
  superseded: { label: 'Superseded', colour: 'default' },
  rejected: { label: 'Rejected', colour: 'error' },
};

const SOURCE = { upload: 'Upload', cli: 'Command line', download: 'Daily download', demo: 'Demo list' } as const;

/** The import form: one file, the server's answer (imported, waiting, or the line or element at fault) beside it. */
function ImportForm() {
  const { token } = theme.useToken();
  const [importList, { isLoading }] = useAdminImportSanctionsListMutation();
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setAnswer({ ok: false, text: SANCTIONS_MESSAGES.noFile });
      return;
    }
    const body = new FormData();
    body.append('File', file, file.name);
    const result = await importList(body);
    setAnswer('error' in result ? { ok: false, text: apiErrorMessage(result.error) ?? SANCTIONS_MESSAGES.badUpload } : { ok: true, text: result.data.message });
  };
  return (
    <form noValidate aria-label="Import the UK Sanctions List" onSubmit={(event) => void submit(event)} style={{ marginBottom: token.marginLG }}>
      <label style={{ display: 'block', marginBottom: token.marginXS }}>
        The UK Sanctions List as published (CSV or XML, at most {SANCTIONS_FILE_MAX_BYTES / 1024 / 1024} MB)
        <input
          type="file"
          accept=".csv,.xml,text/csv,application/xml,text/xml"
          style={{ display: 'block', marginTop: token.marginXXS }}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setAnswer(null);
          }}
        />
      </label>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Import
      </Button>
      {answer ? (
        <p role={answer.ok ? 'status' : 'alert'} style={{ color: answer.ok ? token.colorText : token.colorError, marginTop: token.marginXS }}>
          {answer.text}
        </p>
      ) : null}
    </form>
  );
}

/** Confirm or reject, for a version that waits; its answer or refusal below the buttons. */
function Decision({ version }: { version: SanctionsListVersion }) {
  const [decide, { isLoading }] = useAdminDecideSanctionsVersionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (decision: 'confirm' | 'reject') => {
    const result = await decide({ id: version.versionId, decision });
    setFailure('error' in result ? (apiErrorMessage(result.error) ?? SANCTIONS_MESSAGES.notPending) : null);
  };
  return (
    <>
      <Button size="small" type="primary" disabled={isLoading} onClick={() => void act('confirm')} aria-label={`Confirm version ${version.versionId}`}>
        Confirm
      </Button>{' '}
      <Button size="small" danger disabled={isLoading} onClick={() => void act('reject')} aria-label={`Reject version ${version.versionId}`}>
        Reject
      </Button>
      {failure ? <p role="alert">{failure}</p> : null}
    </>
  );
}

const COLUMNS: DataColumn<SanctionsListVersion>[] = [
  { key: 'versionId', title: 'Version', dataIndex: 'versionId' },
  {
    key: 'status',
    title: 'Status',
    render: (_value, version) => <Tag color={STATUS[version.status].colour}>{STATUS[version.status].label}</Tag>,
  },
  { key: 'publishedOn', title: 'Published', render: (_value, version) => <DateText value={version.publishedOn} /> },
  { key: 'designations', title: 'Designations', dataIndex: 'designations' },
  { key: 'names', title: 'Names', render: (_value, version) => `${version.names} (${version.aliases} aliases)` },
  { key: 'file', title: 'File', render: (_value, version) => `${version.fileName} (${version.format.toUpperCase()}, ${SOURCE[version.source]})` },
  {
    key: 'imported',
    title: 'Imported',
    render: (_value, version) => (
      <>
        <DateText value={version.importedAt} />
        {version.importedBy ? ` by ${version.importedBy}` : ''}
      </>
    ),
  },
  {
    key: 'decision',
    title: 'Decision',
    render: (_value, version) =>
      version.status === 'pending_confirmation' ? (
        <Decision version={version} />
      ) : version.decidedAt ? (
        <>
          <DateText value={version.decidedAt} />
          {version.decidedBy ? ` by ${version.decidedBy}` : ''}
        </>
      ) : (
        '—'
      ),
  },
];

/**
 * AdminSanctionsList (/admin/sanctions-list): imports the UK Sanctions List and lists its
 * versions. A version with at least 10% fewer designations than the one in force waits here for
 * Admin's confirmation; the one in force stays until then.
 */
export default function AdminSanctionsList() {
  const versions = useAdminSanctionsListVersionsQuery();
  return (
    <>
      <PageHeader title="Sanctions list" subtitle="The UK Sanctions List that buyers are screened against: import a new version, and confirm one that is much shorter than the list in force." />
      <ImportForm />
      <QueryContent noun="list versions" query={versions} isEmpty={(rows) => rows.length === 0} emptyHint="No list has been imported yet.">
        {(rows) => <DataTable<SanctionsListVersion> label="Sanctions list versions" rowKey="versionId" columns={COLUMNS} rows={rows} busy={versions.isFetching} />}
      </QueryContent>
    </>
  );
}
