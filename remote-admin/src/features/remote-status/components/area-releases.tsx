import { useState, type ChangeEvent } from 'react';
import { BUILT_IN_RELEASE, formatClock, type AreaReleases as AreaReleasesData, type ReleaseChange } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { NativeSelect } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Input } from '@insolvency/shared-ui/forms';
import { Table, type TableColumnsType } from '@insolvency/shared-ui/table';
import { QueryContent } from '../../../components/query-content';
import { releaseBody, useAdminReleaseMutation, useAdminReleasesQuery, useAdminRollbackMutation } from '../api/admin-releases-api';

const when = (at: string) => {
  const { date, time } = formatClock(new Date(at));
  return <time dateTime={at}>{`${date} ${time}`}</time>;
};

const CHANGE_COLUMNS: TableColumnsType<ReleaseChange> = [
  { title: 'When', key: 'at', render: (_, change) => when(change.at) },
  { title: 'Action', dataIndex: 'action', key: 'action', render: (action: ReleaseChange['action']) => (action === 'release' ? 'Release' : 'Rollback') },
  { title: 'Version', dataIndex: 'version', key: 'version', render: (version: string) => <code>{version}</code> },
  { title: 'From', dataIndex: 'fromVersion', key: 'fromVersion', render: (version: string) => <code>{version}</code> },
  { title: 'By', dataIndex: 'by', key: 'by' },
  { title: 'Notes', dataIndex: 'notes', key: 'notes', render: (notes: string) => notes || '—' },
];

/** The files of a chosen `dist` folder, each named by its path inside it (the browser names them from the chosen folder). */
const distFiles = (list: FileList | null) =>
  [...(list ?? [])].map((file) => ({ path: file.webkitRelativePath.split('/').slice(1).join('/') || file.name, file }));

/** One area: its current release, a release of a built dist/ folder, a rollback, and its history. */
function AreaReleasesPanel({ area }: { area: AreaReleasesData }) {
  const { token } = theme.useToken();
  const [release, releasing] = useAdminReleaseMutation();
  const [rollback, rollingBack] = useAdminRollbackMutation();
  const [notes, setNotes] = useState('');
  const [target, setTarget] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const name = `remote-${area.area}`;
  const busy = releasing.isLoading || rollingBack.isLoading;
  const earlier = [BUILT_IN_RELEASE, ...area.releases.map((r) => r.version)].filter((version) => version !== area.currentVersion);

  const report = (result: { data?: { version: string }; error?: unknown }, done: (version: string) => string) => {
    if (result.data) {
      setOutcome({ ok: true, text: done(result.data.version) });
      setNotes('');
    } else setOutcome({ ok: false, text: apiErrorMessage(result.error as Parameters<typeof apiErrorMessage>[0]) ?? 'The server could not be reached.' });
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = distFiles(event.target.files);
    event.target.value = '';
    if (files.length) report(await release(releaseBody(area.area, notes, files)), (version) => `${name} ${version} is current.`);
  };
  const back = async () => report(await rollback({ area: area.area, notes, ...(target ? { version: target } : {}) }), (version) => `${name} ${version} is current again.`);

  return (
    <section aria-labelledby={`releases-${area.area}`} style={{ marginTop: token.marginLG }}>
      <h2 id={`releases-${area.area}`} style={{ fontSize: token.fontSizeLG }}>
        {name}: <code>{area.currentVersion}</code>
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, alignItems: 'end', marginBottom: token.marginSM }}>
        <label style={{ display: 'grid' }}>
          Notes
          <Input value={notes} maxLength={2000} onChange={(event) => setNotes(event.target.value)} style={{ width: 280 }} />
        </label>
        <label style={{ display: 'grid' }}>
          {`Release a build (choose ${name}/dist)`}
          {/* A folder: webkitdirectory is what every current browser names it. */}
          <input type="file" disabled={busy} onChange={(event) => void upload(event)} {...{ webkitdirectory: '', directory: '' }} />
        </label>
        <NativeSelect
          label="Roll back to"
          value={target}
          onChange={setTarget}
          disabled={busy || earlier.length === 0}
          options={[{ value: '', label: 'the release it replaced' }, ...earlier.map((version) => ({ value: version, label: version }))]}
        />
        <Button onClick={() => void back()} disabled={busy || area.currentVersion === BUILT_IN_RELEASE && target === ''}>
          Roll back
        </Button>
      </div>
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} style={{ color: outcome.ok ? token.colorSuccessText : token.colorErrorText, overflowWrap: 'anywhere' }}>
          {outcome.text}
        </p>
      ) : null}
      {area.changes.length ? (
        <Table<ReleaseChange> rowKey="id" columns={CHANGE_COLUMNS} dataSource={area.changes} pagination={false} size="small" scroll={{ x: true }} />
      ) : (
        <p>{`No release yet: the server's own build of ${name}.`}</p>
      )}
    </section>
  );
}

/** Releases (issue 57) of every area, as the database records them for every instance. */
export function AreasReleases() {
  const query = useAdminReleasesQuery();
  return (
    <QueryContent noun="releases" query={query} isEmpty={(areas) => areas.length === 0}>
      {(areas) => areas.map((area) => <AreaReleasesPanel key={area.area} area={area} />)}
    </QueryContent>
  );
}
