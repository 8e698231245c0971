import { useState } from 'react';
import { DEAL_ROOM_MESSAGES, formatDisplayDateTime, type BuyerDealRoom, type PackDocument } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors } from '@insolvency/shared-ui/forms';
import { DownloadButton, saveObjectUrl } from '@insolvency/shared-ui/screens';
import { NDA_SIGNATURE_FIELDS, NdaSignatureFields, NdaText, useNdaSignatureForm } from '../../../components/nda';
import { OfferPanel } from './offer-panel';
import { useBuyerAcceptNdaMutation, useBuyerDealRoomQuery, useBuyerPackDocumentFileMutation, useBuyerPackDocumentsQuery, useBuyerSignedNdaPdfMutation } from '../api/deal-room-api';
import { DealRoomQuestions } from './deal-room-questions';

export const DEAL_ROOM_TEXTS = {
  title: 'Deal room',
  interestNeeded: 'Express interest in this post to receive its information pack.',
  ndaBeforePack: 'The practitioner asks buyers to accept this non-disclosure agreement before the information pack is released.',
  awaitingApproval: 'The practitioner releases the information pack to each buyer in turn. We will e-mail you when it is released to you.',
  emptyPack: 'The practitioner has not added any documents yet.',
  downloadFailed: 'The document could not be downloaded. Please try again.',
  loadFailed: 'The deal room could not be loaded. Please try again.',
} as const;

/** The NDA and the signature: full name, company, position and "I accept on behalf of …". */
function AcceptNdaForm({ postId, nda }: { postId: number; nda: NonNullable<BuyerDealRoom['nda']> }) {
  const { token } = theme.useToken();
  const [accept, { error, isLoading }] = useBuyerAcceptNdaMutation();
  const form = useNdaSignatureForm();
  const submit = form.handleSubmit(async (body) => {
    const result = await accept({ id: postId, body });
    if ('error' in result) applyServerFieldErrors(form.setError, result.error, NDA_SIGNATURE_FIELDS);
  });
  return (
    <form noValidate aria-label="Accept the non-disclosure agreement" onSubmit={submit}>
      <p style={{ marginTop: 0 }}>{DEAL_ROOM_TEXTS.ndaBeforePack}</p>
      <NdaText text={nda.text} />
      <NdaSignatureFields form={form} />
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error) ?? DEAL_ROOM_TEXTS.loadFailed} style={{ marginBottom: token.marginSM }} /> : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Accept NDA (version {nda.version})
      </Button>
    </form>
  );
}

/** A download that names its refusal under its button. */
function useFileDownload(fetchFile: (id: number) => Promise<{ data?: string; error?: Parameters<typeof apiErrorMessage>[0] }>) {
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (id: number, fileName: string) => {
    setFailure(null);
    const result = await fetchFile(id);
    if (result.error || result.data === undefined) setFailure(apiErrorMessage(result.error) ?? DEAL_ROOM_TEXTS.downloadFailed);
    else saveObjectUrl(fileName, result.data);
  };
  return { failure, download };
}

function PackDocumentRow({ document }: { document: PackDocument }) {
  const { token } = theme.useToken();
  const [fetchFile, { isLoading }] = useBuyerPackDocumentFileMutation();
  const { failure, download } = useFileDownload((id) => fetchFile(id));
  return (
    <li style={{ padding: `${token.paddingXS}px 0`, borderTop: `${token.lineWidth}px solid ${token.colorSplit}` }}>
      <div style={{ marginBottom: token.marginXXS }}>
        <strong>{document.title}</strong> <span style={{ color: token.colorTextSecondary }}>{`${document.fileName}, ${Math.max(1, Math.round(document.byteSize / 1024))} KB`}</span>
      </div>
      <DownloadButton label={`Download ${document.title}`} loading={isLoading} failure={failure} onDownload={() => void download(document.documentId, document.fileName)} />
    </li>
  );
}

function InformationPack({ postId }: { postId: number }) {
  const { token } = theme.useToken();
  const pack = useBuyerPackDocumentsQuery(postId);
  if (pack.isLoading) return <LoadingState label="Loading the information pack…" />;
  if (!pack.data) return <Alert type="error" showIcon title={apiErrorMessage(pack.error) ?? DEAL_ROOM_TEXTS.loadFailed} />;
  if (pack.data.length === 0) return <p style={{ margin: 0, color: token.colorTextSecondary }}>{DEAL_ROOM_TEXTS.emptyPack}</p>;
  return (
    <ul aria-label="Information pack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {pack.data.map((document) => (
        <PackDocumentRow key={document.documentId} document={document} />
      ))}
    </ul>
  );
}

function SignedCopy({ room }: { room: BuyerDealRoom }) {
  const { token } = theme.useToken();
  const [fetchPdf, { isLoading }] = useBuyerSignedNdaPdfMutation();
  const { failure, download } = useFileDownload((id) => fetchPdf(id));
  if (!room.acceptance) return null;
  return (
    <div style={{ marginBottom: token.marginSM }}>
      <p style={{ marginTop: 0 }}>{`You accepted the NDA (version ${room.acceptance.ndaVersion}) for ${room.acceptance.company} on ${formatDisplayDateTime(room.acceptance.acceptedAt)}.`}</p>
      <DownloadButton label="Your signed NDA (PDF)" loading={isLoading} failure={failure} onDownload={() => void download(room.postId, `nda-${room.postId}.pdf`)} />
    </div>
  );
}

/**
 * The deal room of a post as a buyer sees it on the post detail (issue 32): what stands
 * between them and the information pack (interest, the NDA, the seller's approval), the
 * signature, their signed copy and, once released, the pack's documents and the questions and
 * answers (after a revocation, their own questions and answers only, read only).
 */
export function DealRoomPanel({ postId }: { postId: number }) {
  const { token } = theme.useToken();
  const room = useBuyerDealRoomQuery(postId);
  let content;
  if (room.isLoading) content = <LoadingState label="Loading the deal room…" />;
  else if (!room.data) content = <Alert type="error" showIcon title={apiErrorMessage(room.error) ?? DEAL_ROOM_TEXTS.loadFailed} />;
  else {
    const data = room.data;
    content = (
      <>
        <SignedCopy room={data} />
        {data.access === 'interest-needed' ? (
          <>
            <p style={{ marginTop: 0 }}>{DEAL_ROOM_TEXTS.interestNeeded}</p>
            {data.nda ? <NdaText text={data.nda.text} /> : null}
          </>
        ) : null}
        {data.access === 'nda-needed' && data.nda ? <AcceptNdaForm postId={postId} nda={data.nda} /> : null}
        {data.access === 'awaiting-approval' ? <Alert type="info" showIcon title={DEAL_ROOM_TEXTS.awaitingApproval} /> : null}
        {data.access === 'revoked' ? (
          <>
            <Alert type="error" showIcon title={DEAL_ROOM_MESSAGES.accessRevoked} />
            <DealRoomQuestions postId={postId} readOnly />
          </>
        ) : null}
        {data.access === 'granted' ? (
          <>
            <InformationPack postId={postId} />
            <DealRoomQuestions postId={postId} />
            <OfferPanel postId={postId} />
          </>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby={`deal-room-${postId}`} style={{ marginTop: token.margin }}>
      <h2 id={`deal-room-${postId}`} style={{ fontSize: token.fontSizeHeading4, margin: `0 0 ${token.marginSM}px` }}>
        {DEAL_ROOM_TEXTS.title}
      </h2>
      {content}
    </section>
  );
}
