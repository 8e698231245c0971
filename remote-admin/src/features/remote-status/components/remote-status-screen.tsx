import { useSelector } from 'react-redux';
import { selectRemoteRegistryError, selectRemoteStatuses, type RemoteLoadStatus, type RemoteStatus } from '@insolvency/shared-auth';
import { ErrorState, PageHeader } from '@insolvency/shared-ui';
import { Tag } from '@insolvency/shared-ui/tag';
import { Table, type TableColumnsType } from '@insolvency/shared-ui/table';
import { AreasReleases } from './area-releases';

const STATUS_COLOURS: Record<RemoteLoadStatus, string> = {
  registered: 'default',
  loading: 'processing',
  loaded: 'success',
  failed: 'error',
};

const COLUMNS: TableColumnsType<RemoteStatus> = [
  { title: 'Remote', dataIndex: 'name', key: 'name' },
  { title: 'Area', dataIndex: 'area', key: 'area' },
  { title: 'Manifest URL', dataIndex: 'manifestUrl', key: 'manifestUrl', render: (url: string) => <code>{url}</code> },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (status: RemoteLoadStatus) => <Tag color={STATUS_COLOURS[status]}>{status}</Tag>,
  },
  { title: 'Build version', dataIndex: 'buildVersion', key: 'buildVersion', render: (version: string | null) => version ?? '—' },
  { title: 'Attempts', dataIndex: 'attempts', key: 'attempts' },
  { title: 'Last error', dataIndex: 'lastError', key: 'lastError', render: (message: string | null) => message ?? '—' },
];

/**
 * RemoteStatus (/admin/remotes): every remote of the registry as this browser's shell
 * recorded it in the one store (remotes the role has no use for stay "registered"), then each
 * area's releases: release a built dist/, roll back, the history.
 */
export function RemoteStatusScreen() {
  const remotes = useSelector(selectRemoteStatuses);
  const registryError = useSelector(selectRemoteRegistryError);

  return (
    <>
      <PageHeader title="Remote status" subtitle="The front-end areas this browser registered from /remotes.json, and how each one loaded." />
      {registryError ? <ErrorState title="The remote registry could not be read." message={registryError} /> : null}
      <Table<RemoteStatus> rowKey="name" columns={COLUMNS} dataSource={remotes} pagination={false} scroll={{ x: true }} />
      <AreasReleases />
    </>
  );
}
