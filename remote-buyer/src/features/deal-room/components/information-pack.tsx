import type { PackDocument } from '@insolvency/shared-contracts/deal-room';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { DownloadButton } from '@insolvency/shared-ui/screens';
import { useBuyerPackDocumentFileMutation, useBuyerPackDocumentsQuery } from '../api/deal-room-api';
import { useFileDownload } from '../hooks/use-file-download';

export const PACK_TEXTS = {
  empty: 'The practitioner has not added any documents yet.',
  stamped: 'Each PDF is stamped on every page with your name and company when you download it.',
  loadFailed: 'The information pack could not be loaded. Please try again.',
} as const;

const sizeOf = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

function PackDocumentRow({ document }: { document: PackDocument }) {
  const { token } = theme.useToken();
  const [fetchFile, { isLoading }] = useBuyerPackDocumentFileMutation();
  const { failure, download } = useFileDownload((id) => fetchFile(id));
  return (
    <li style={{ padding: `${token.paddingXS}px 0`, borderTop: `${token.lineWidth}px solid ${token.colorSplit}`, overflowWrap: 'anywhere' }}>
      <div style={{ marginBottom: token.marginXXS }}>
        <strong>{document.title}</strong> <span style={{ color: token.colorTextSecondary }}>{`${document.fileName}, ${sizeOf(document.byteSize)}`}</span>
      </div>
      <DownloadButton label={`Download ${document.title}`} loading={isLoading} failure={failure} onDownload={() => void download(document.documentId, document.fileName)} />
    </li>
  );
}

/** The released information pack of a post, in the practitioner's order, each document with its download. */
export function InformationPack({ postId }: { postId: number }) {
  const { token } = theme.useToken();
  const pack = useBuyerPackDocumentsQuery(postId);
  if (pack.isLoading) return <LoadingState label="Loading the information pack…" />;
  if (!pack.data) return <Alert type="error" showIcon title={apiErrorMessage(pack.error) ?? PACK_TEXTS.loadFailed} />;
  if (pack.data.length === 0) return <p style={{ margin: 0, color: token.colorTextSecondary }}>{PACK_TEXTS.empty}</p>;
  return (
    <>
      <p style={{ marginTop: 0, color: token.colorTextSecondary }}>{PACK_TEXTS.stamped}</p>
      <ul aria-label="Information pack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {pack.data.map((document) => (
          <PackDocumentRow key={document.documentId} document={document} />
        ))}
      </ul>
    </>
  );
}
