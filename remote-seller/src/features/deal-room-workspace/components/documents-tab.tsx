import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formatDisplayDateTime } from '@insolvency/shared-contracts';
import { PACK_FILE_TYPES, PACK_MESSAGES, type PackDownload, type SellerPackDocument } from '@insolvency/shared-contracts/deal-room';
import { packDocumentFieldsSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage, apiFieldErrors } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors, TextField } from '@insolvency/shared-ui/forms';
import { DownloadButton, saveObjectUrl } from '@insolvency/shared-ui/screens';
import {
  useSellerPackDocumentFileMutation,
  useSellerPackDocumentsQuery,
  useSellerRemovePackDocumentMutation,
  useSellerReorderPackMutation,
  useSellerReplacePackDocumentMutation,
  useSellerUploadPackDocumentMutation,
} from '../api/deal-room-workspace-api';

export const DOCUMENTS_TAB_TEXTS = {
  loadFailed: 'The information pack could not be loaded. Please try again.',
  failed: 'The change could not be saved. Please try again.',
  noDocuments: 'No documents yet: buyers see the pack once you add some.',
  notDownloaded: 'Not downloaded yet',
} as const;

const FILE_LABEL = 'File (PDF, Word, Excel, PNG or JPEG, up to 25 MB)';
const ACCEPTED_FILES = PACK_FILE_TYPES.map((type) => `.${type.extension}`).join(',');

/** One file of the kinds a pack takes, with the message that refused it (the browser's or the server's). */
function PackFileField({ label, error, onChoose }: { label: string; error: string | null; onChoose: (file: File | null) => void }) {
  const { token } = theme.useToken();
  return (
    <>
      <label style={{ display: 'block', marginBottom: token.marginSM }}>
        <span style={{ display: 'block', marginBottom: token.marginXXS }}>{label}</span>
        <input type="file" accept={ACCEPTED_FILES} style={{ maxWidth: '100%' }} onChange={(event) => onChoose(event.target.files?.[0] ?? null)} />
      </label>
      {error ? (
        <p role="alert" style={{ marginTop: 0, color: token.colorError }}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The upload's Title field (documents are added at the end of the pack; the file is not a form value). */
const uploadFormSchema = packDocumentFieldsSchema.pick({ Title: true });
type UploadForm = z.input<typeof uploadFormSchema>;

/** Title and one file; the file's type and size are checked by the server, whose message is shown. */
function UploadDocumentForm({ postId }: { postId: number }) {
  const { token } = theme.useToken();
  const [upload, { error, isLoading }] = useSellerUploadPackDocumentMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<UploadForm, unknown, z.output<typeof uploadFormSchema>>({
    resolver: zodResolver(uploadFormSchema),
    defaultValues: { Title: '' },
  });
  const submit = handleSubmit(
    async ({ Title }) => {
      if (!file) {
        setFileError(PACK_MESSAGES.fileRequired);
        return;
      }
      const body = new FormData();
      body.append('Title', Title);
      body.append('File', file, file.name);
      const result = await upload({ id: postId, body });
      if ('error' in result) {
        applyServerFieldErrors(setError, result.error, ['Title']);
        setFileError(apiFieldErrors(result.error as Parameters<typeof apiFieldErrors>[0]).File?.[0] ?? null);
        return;
      }
      reset();
      setFile(null);
    },
    () => {
      // A missing title and a missing file are told together.
      if (!file) setFileError(PACK_MESSAGES.fileRequired);
    },
  );
  return (
    <form noValidate aria-label="Add a document" onSubmit={submit} style={{ maxWidth: 560 }}>
      <TextField control={control} name="Title" label="Document title" required />
      <PackFileField
        key={file ? 'chosen' : 'empty'}
        label={FILE_LABEL}
        error={fileError}
        onChoose={(chosen) => {
          setFile(chosen);
          setFileError(null);
        }}
      />
      {error && !fileError ? <Alert type="error" showIcon title={apiErrorMessage(error) ?? DOCUMENTS_TAB_TEXTS.failed} style={{ marginBottom: token.marginSM }} /> : null}
      <Button htmlType="submit" loading={isLoading}>
        Add document
      </Button>
    </form>
  );
}

/** Who downloaded a document (or one of its versions) and when, newest first; folded away once long. */
function DownloadLog({ name, entries }: { name: string; entries: PackDownload[] }) {
  const { token } = theme.useToken();
  const list = (
    <ul aria-label={`Downloads of ${name}`} style={{ margin: `${token.marginXXS}px 0`, paddingLeft: token.paddingMD, color: token.colorTextSecondary }}>
      {entries.length === 0 ? <li>{DOCUMENTS_TAB_TEXTS.notDownloaded}</li> : null}
      {entries.map((entry) => (
        <li key={`${entry.buyerId}-${entry.downloadedAt}`}>{`${entry.name}, ${entry.company}: ${formatDisplayDateTime(entry.downloadedAt)}`}</li>
      ))}
    </ul>
  );
  if (entries.length <= 3) return list;
  return (
    <details>
      <summary>{`Download log of ${name} (${entries.length} downloads)`}</summary>
      {list}
    </details>
  );
}

/** The versions a document replaced, each with its own download log (they are no longer in the pack). */
function EarlierVersions({ document }: { document: SellerPackDocument }) {
  const { token } = theme.useToken();
  const earlier = document.previousVersions ?? [];
  if (earlier.length === 0) return null;
  return (
    <details style={{ marginBottom: token.marginXS }}>
      <summary>{`Earlier versions (${earlier.length})`}</summary>
      <ul aria-label={`Earlier versions of ${document.title}`} style={{ listStyle: 'none', margin: `${token.marginXXS}px 0`, paddingLeft: token.paddingMD }}>
        {earlier.map((version) => (
          <li key={version.documentId}>
            {`Version ${version.version}: ${version.fileName}, added ${formatDisplayDateTime(version.uploadedAt)}, replaced ${formatDisplayDateTime(version.replacedAt)}`}
            <DownloadLog name={`${document.title}, version ${version.version}`} entries={version.downloads} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A new version of one document: its file only (the title and place stay); the server checks it as any upload. */
function ReplaceDocumentForm({ postId, document }: { postId: number; document: SellerPackDocument }) {
  const { token } = theme.useToken();
  const [replace, { isLoading }] = useSellerReplacePackDocumentMutation();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFailure(PACK_MESSAGES.fileRequired);
      return;
    }
    const body = new FormData();
    body.append('File', file, file.name);
    const result = await replace({ id: document.documentId, postId, body });
    if ('error' in result) setFailure(apiErrorMessage(result.error) ?? DOCUMENTS_TAB_TEXTS.failed);
  };
  return (
    <form noValidate aria-label={`New version of ${document.title}`} onSubmit={(event) => void submit(event)} style={{ marginTop: token.marginXS }}>
      <PackFileField
        label={`New version of ${document.title}: ${FILE_LABEL}`}
        error={failure}
        onChoose={(chosen) => {
          setFile(chosen);
          setFailure(null);
        }}
      />
      <Button htmlType="submit" loading={isLoading}>
        Upload new version
      </Button>
    </form>
  );
}

interface RowProps {
  postId: number;
  document: SellerPackDocument;
  position: number;
  count: number;
  canEdit: boolean;
  onMove: (document: SellerPackDocument, by: -1 | 1) => void;
}

function PackDocumentRow({ postId, document, position, count, canEdit, onMove }: RowProps) {
  const { token } = theme.useToken();
  const [fetchFile, { isLoading }] = useSellerPackDocumentFileMutation();
  const [remove, removal] = useSellerRemovePackDocumentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setFailure(null);
    const result = await fetchFile(document.documentId);
    if (result.error || result.data === undefined) setFailure(apiErrorMessage(result.error) ?? DOCUMENTS_TAB_TEXTS.loadFailed);
    else saveObjectUrl(document.fileName, result.data);
  };
  return (
    <li style={{ padding: `${token.paddingSM}px 0`, borderTop: `${token.lineWidth}px solid ${token.colorSplit}`, overflowWrap: 'anywhere' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: token.marginXS }}>
        <span style={{ color: token.colorTextSecondary }}>{`${position + 1}.`}</span>
        <strong>{document.title}</strong>
        {document.version && document.version > 1 ? <span>{`(version ${document.version})`}</span> : null}
        <span style={{ color: token.colorTextSecondary }}>
          {document.fileName} · added {formatDisplayDateTime(document.uploadedAt)}
        </span>
      </div>
      <DownloadLog name={document.title} entries={document.downloads} />
      <EarlierVersions document={document} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}>
        <DownloadButton label={`Download ${document.title}`} loading={isLoading} failure={failure} onDownload={() => void download()} />
        {canEdit ? (
          <>
            <Button id={`move-up-${document.documentId}`} aria-label={`Move up: ${document.title}`} disabled={position === 0} onClick={() => onMove(document, -1)}>
              Move up
            </Button>
            <Button id={`move-down-${document.documentId}`} aria-label={`Move down: ${document.title}`} disabled={position === count - 1} onClick={() => onMove(document, 1)}>
              Move down
            </Button>
            <Button danger loading={removal.isLoading} onClick={() => void remove({ id: document.documentId, postId })}>
              {`Remove ${document.title}`}
            </Button>
          </>
        ) : null}
      </div>
      {canEdit ? (
        <details style={{ marginTop: token.marginXS }}>
          <summary>{`Replace ${document.title} with a new version`}</summary>
          <ReplaceDocumentForm postId={postId} document={document} />
        </details>
      ) : null}
      {removal.error ? <Alert type="error" showIcon role="alert" title={apiErrorMessage(removal.error) ?? DOCUMENTS_TAB_TEXTS.failed} style={{ marginTop: token.marginXS }} /> : null}
    </li>
  );
}

/**
 * The Documents tab: the information pack in the order buyers see it, each document with its
 * download log, moved up or down (the whole order is sent, so two tabs cannot interleave), removed,
 * and new documents added at the end. Admin reads and downloads.
 */
export function DocumentsTab({ postId, canEdit }: { postId: number; canEdit: boolean }) {
  const { token } = theme.useToken();
  const pack = useSellerPackDocumentsQuery(postId);
  const [reorder, reordering] = useSellerReorderPackMutation();
  const [moved, setMoved] = useState<{ documentId: number; by: -1 | 1; announcement: string } | null>(null);

  // Keyboard focus stays on the button just used, wherever its row went (or on its twin at an end).
  useEffect(() => {
    if (!moved) return;
    const first = globalThis.document.getElementById(`move-${moved.by < 0 ? 'up' : 'down'}-${moved.documentId}`);
    const other = globalThis.document.getElementById(`move-${moved.by < 0 ? 'down' : 'up'}-${moved.documentId}`);
    (first && !(first as HTMLButtonElement).disabled ? first : other)?.focus();
  }, [moved, pack.data]);

  if (pack.isLoading) return <LoadingState label="Loading the information pack…" />;
  if (!pack.data) return <Alert type="error" showIcon title={apiErrorMessage(pack.error) ?? DOCUMENTS_TAB_TEXTS.loadFailed} />;
  const documents = pack.data;

  const move = (document: SellerPackDocument, by: -1 | 1) => {
    const from = documents.findIndex((entry) => entry.documentId === document.documentId);
    const ids = documents.map((entry) => entry.documentId);
    [ids[from], ids[from + by]] = [ids[from + by], ids[from]];
    setMoved({ documentId: document.documentId, by, announcement: `${document.title} moved to position ${from + by + 1} of ${ids.length}.` });
    void reorder({ id: postId, body: { DocumentIds: ids } });
  };

  return (
    <div style={{ display: 'grid', gap: token.marginLG }}>
      <section aria-labelledby="pack-heading">
        <h2 id="pack-heading" style={{ fontSize: token.fontSizeHeading5, margin: `0 0 ${token.marginXS}px` }}>
          {`Information pack (${documents.length} ${documents.length === 1 ? 'document' : 'documents'})`}
        </h2>
        {documents.length === 0 ? <p style={{ margin: 0, color: token.colorTextSecondary }}>{DOCUMENTS_TAB_TEXTS.noDocuments}</p> : null}
        <ul aria-label="Information pack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {documents.map((document, position) => (
            <PackDocumentRow
              key={document.documentId}
              postId={postId}
              document={document}
              position={position}
              count={documents.length}
              canEdit={canEdit}
              onMove={move}
            />
          ))}
        </ul>
        <p role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', margin: 0 }}>
          {moved ? moved.announcement : ''}
        </p>
        {reordering.error ? <Alert type="error" showIcon role="alert" title={apiErrorMessage(reordering.error) ?? DOCUMENTS_TAB_TEXTS.failed} /> : null}
      </section>
      {canEdit ? (
        <section aria-labelledby="add-document-heading">
          <h2 id="add-document-heading" style={{ fontSize: token.fontSizeHeading5, margin: `0 0 ${token.marginXS}px` }}>
            Add a document
          </h2>
          <UploadDocumentForm postId={postId} />
        </section>
      ) : null}
    </div>
  );
}
