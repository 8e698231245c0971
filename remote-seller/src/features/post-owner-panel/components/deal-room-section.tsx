import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formatDisplayDateTime, NDA_TEXT_MAX_LENGTH, PACK_FILE_TYPES, PACK_MESSAGES, type SellerDealRoom, type SellerPackDocument } from '@insolvency/shared-contracts';
import { dealRoomSettingsRequestSchema, packDocumentFieldsSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage, apiFieldErrors } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { CheckboxField, RadioGroupField } from '@insolvency/shared-ui/choices';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors, TextField } from '@insolvency/shared-ui/forms';
import { DownloadButton, saveObjectUrl } from '@insolvency/shared-ui/screens';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import {
  useSellerDealRoomQuery,
  useSellerPackDocumentFileMutation,
  useSellerPackDocumentsQuery,
  useSellerRemovePackDocumentMutation,
  useSellerSaveDealRoomMutation,
  useSellerUploadPackDocumentMutation,
} from '../api/deal-room-api';
import { DealRoomBuyers } from './deal-room-buyers';
import { DealRoomQuestions } from './deal-room-questions';
import { OffersBlock } from './offers-block';
import { PanelSection } from './panel-section';
import { StandardNdaTextEditor } from './standard-nda-text';

export const DEAL_ROOM_SECTION_TEXTS = {
  settingsSaved: 'Deal room settings saved',
  loadFailed: 'The deal room could not be loaded. Please try again.',
  noDocuments: 'No documents yet: buyers see the pack once you add some.',
  notDownloaded: 'Not downloaded yet',
  frozen: 'A buyer has accepted this version: a changed text becomes the next version, which only later buyers sign.',
} as const;

const PACK_RELEASE_OPTIONS = [
  { value: 'automatic', label: 'Once the buyer accepts the NDA (at once without one)' },
  { value: 'on_approval', label: 'Only when I approve each buyer' },
] as const;

type SettingsForm = z.input<typeof dealRoomSettingsRequestSchema>;
/** The upload's Title field (documents are added at the end of the pack; the file is not a form value). */
const uploadFormSchema = packDocumentFieldsSchema.pick({ Title: true });
type UploadForm = z.input<typeof uploadFormSchema>;

/** Whether buyers sign an NDA, its text for this post, and how the pack is released. */
function NdaSettingsForm({ room }: { room: SellerDealRoom }) {
  const { token } = theme.useToken();
  const [save, { data: saved, error, isLoading }] = useSellerSaveDealRoomMutation();
  const { control, handleSubmit, setError } = useForm<SettingsForm, unknown, z.output<typeof dealRoomSettingsRequestSchema>>({
    resolver: zodResolver(dealRoomSettingsRequestSchema),
    // `values`, not defaultValues: the panel may first draw a cached answer and then the fresh one
    // (settings saved on the edit screen meanwhile); what the seller has typed is kept.
    values: { NdaRequired: room.ndaRequired, NdaText: room.nda?.text ?? '', PackRelease: room.packRelease },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = handleSubmit(async (body) => {
    const result = await save({ id: room.postId, body });
    if ('error' in result) applyServerFieldErrors(setError, result.error, ['NdaRequired', 'NdaText', 'PackRelease']);
  });
  return (
    <form noValidate aria-label="Deal room settings" onSubmit={submit}>
      <CheckboxField control={control} name="NdaRequired" label="Buyers must accept a non-disclosure agreement" />
      <TextAreaField
        control={control}
        name="NdaText"
        label="NDA text for this post"
        hint="(optional)"
        rows={8}
        softMaxLength={NDA_TEXT_MAX_LENGTH}
        help={room.nda ? `Version ${room.nda.version}. ${room.ndaFrozen ? DEAL_ROOM_SECTION_TEXTS.frozen : ''}` : 'Leave empty to use your standard NDA text.'}
      />
      <RadioGroupField control={control} name="PackRelease" label="Release the information pack" options={PACK_RELEASE_OPTIONS} />
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error) ?? DEAL_ROOM_SECTION_TEXTS.loadFailed} style={{ marginBottom: token.marginSM }} /> : null}
      {saved ? <Alert type="success" showIcon title={DEAL_ROOM_SECTION_TEXTS.settingsSaved} style={{ marginBottom: token.marginSM }} /> : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Save deal room settings
      </Button>
    </form>
  );
}

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
  const submit = handleSubmit(async ({ Title }) => {
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
  }, () => {
    // A missing title and a missing file are told together.
    if (!file) setFileError(PACK_MESSAGES.fileRequired);
  });
  return (
    <form noValidate aria-label="Add a document" onSubmit={submit} style={{ marginTop: token.marginSM }}>
      <TextField control={control} name="Title" label="Document title" required />
      <label style={{ display: 'block', marginBottom: token.marginSM }}>
        <span style={{ display: 'block', marginBottom: token.marginXXS }}>File (PDF, Word, Excel, PNG or JPEG, up to 25 MB)</span>
        <input
          key={file ? 'chosen' : 'empty'}
          type="file"
          accept={PACK_FILE_TYPES.map((type) => `.${type.extension}`).join(',')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(null);
          }}
        />
      </label>
      {fileError ? (
        <p role="alert" style={{ marginTop: 0, color: token.colorError }}>
          {fileError}
        </p>
      ) : null}
      {error && !fileError ? <Alert type="error" showIcon title={apiErrorMessage(error) ?? DEAL_ROOM_SECTION_TEXTS.loadFailed} style={{ marginBottom: token.marginSM }} /> : null}
      <Button htmlType="submit" loading={isLoading}>
        Add document
      </Button>
    </form>
  );
}

function PackDocumentRow({ postId, document, canEdit }: { postId: number; document: SellerPackDocument; canEdit: boolean }) {
  const { token } = theme.useToken();
  const [fetchFile, { isLoading }] = useSellerPackDocumentFileMutation();
  const [remove, removal] = useSellerRemovePackDocumentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setFailure(null);
    const result = await fetchFile(document.documentId);
    if (result.error || result.data === undefined) setFailure(apiErrorMessage(result.error) ?? DEAL_ROOM_SECTION_TEXTS.loadFailed);
    else saveObjectUrl(document.fileName, result.data);
  };
  return (
    <li style={{ padding: `${token.paddingXS}px 0`, borderTop: `${token.lineWidth}px solid ${token.colorSplit}` }}>
      <div>
        <strong>{document.title}</strong> <span style={{ color: token.colorTextSecondary }}>{document.fileName}</span>
      </div>
      <ul aria-label={`Downloads of ${document.title}`} style={{ margin: `${token.marginXXS}px 0`, paddingLeft: token.paddingMD, color: token.colorTextSecondary }}>
        {document.downloads.length === 0 ? <li>{DEAL_ROOM_SECTION_TEXTS.notDownloaded}</li> : null}
        {document.downloads.map((entry) => (
          <li key={`${entry.buyerId}-${entry.downloadedAt}`}>{`${entry.name}, ${entry.company}: ${formatDisplayDateTime(entry.downloadedAt)}`}</li>
        ))}
      </ul>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}>
        <DownloadButton label={`Download ${document.title}`} loading={isLoading} failure={failure} onDownload={() => void download()} />
        {canEdit ? (
          <Button danger loading={removal.isLoading} onClick={() => void remove({ id: document.documentId, postId })}>
            {`Remove ${document.title}`}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function InformationPack({ postId, canEdit }: { postId: number; canEdit: boolean }) {
  const { token } = theme.useToken();
  const pack = useSellerPackDocumentsQuery(postId);
  if (pack.isLoading) return <LoadingState label="Loading the information pack…" />;
  if (!pack.data) return <Alert type="error" showIcon title={apiErrorMessage(pack.error) ?? DEAL_ROOM_SECTION_TEXTS.loadFailed} />;
  return (
    <>
      {pack.data.length === 0 ? <p style={{ margin: 0, color: token.colorTextSecondary }}>{DEAL_ROOM_SECTION_TEXTS.noDocuments}</p> : null}
      <ul aria-label="Information pack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {pack.data.map((document) => (
          <PackDocumentRow key={document.documentId} postId={postId} document={document} canEdit={canEdit} />
        ))}
      </ul>
      {canEdit ? <UploadDocumentForm postId={postId} /> : null}
    </>
  );
}

/**
 * The post's deal room in the owner panel (issue 32): the NDA buyers sign and how the pack is
 * released, the information pack with who downloaded each document, and each interested buyer's
 * signature and access (approve, revoke), and the buyers' questions with their answers. Admin
 * sees it read-only.
 */
export function DealRoomSection({ postId }: { postId: number }) {
  const { token } = theme.useToken();
  const room = useSellerDealRoomQuery(postId);
  const [standardTextOpen, setStandardTextOpen] = useState(false);
  let settings;
  if (room.isLoading) settings = <LoadingState label="Loading the deal room…" />;
  else if (!room.data) settings = <Alert type="error" showIcon title={apiErrorMessage(room.error) ?? DEAL_ROOM_SECTION_TEXTS.loadFailed} />;
  else if (room.data.canEdit) settings = <NdaSettingsForm room={room.data} />;
  else
    settings = (
      <p style={{ margin: 0 }}>
        {room.data.ndaRequired ? `NDA required (version ${room.data.nda?.version ?? 1}).` : 'No NDA required.'}{' '}
        {room.data.packRelease === 'on_approval' ? 'The pack is released on approval.' : 'The pack is released once the NDA is accepted.'}
      </p>
    );
  return (
    <PanelSection title="Deal Room">
      <div style={{ display: 'grid', gap: token.margin }}>
        {settings}
        <div>
          <h3 style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSize, fontWeight: 600 }}>Information pack</h3>
          {room.data ? <InformationPack postId={postId} canEdit={room.data.canEdit} /> : null}
        </div>
        {room.data?.canEdit ? (
          <details onToggle={(event) => setStandardTextOpen(event.currentTarget.open)}>
            <summary>Your standard NDA text</summary>
            {/* Loaded when opened: most visits to the panel never edit it. */}
            {standardTextOpen ? (
              <div style={{ marginTop: token.marginSM }}>
                <StandardNdaTextEditor />
              </div>
            ) : null}
          </details>
        ) : null}
        <div>
          <h3 style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSize, fontWeight: 600 }}>Buyers</h3>
          {room.data ? <DealRoomBuyers postId={postId} canEdit={room.data.canEdit} /> : null}
        </div>
        <div>
          <h3 style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSize, fontWeight: 600 }}>Questions</h3>
          {room.data ? <DealRoomQuestions postId={postId} canEdit={room.data.canEdit} /> : null}
        </div>
        <section aria-label="Offers">
          <h3 style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSize, fontWeight: 600 }}>Offers</h3>
          {room.data ? <OffersBlock postId={postId} /> : null}
        </section>
      </div>
    </PanelSection>
  );
}
