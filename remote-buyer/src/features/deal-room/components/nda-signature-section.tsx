import { formatDisplayDateTime } from '@insolvency/shared-contracts';
import { type BuyerDealRoom } from '@insolvency/shared-contracts/deal-room';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors } from '@insolvency/shared-ui/forms';
import { DownloadButton } from '@insolvency/shared-ui/screens';
import { NDA_SIGNATURE_FIELDS, NdaSignatureFields, NdaText, useNdaSignatureForm } from '../../../components/nda';
import { useBuyerAcceptNdaMutation, useBuyerSignedNdaPdfMutation } from '../api/deal-room-api';
import { useFileDownload } from '../hooks/use-file-download';

export const NDA_TEXTS = {
  ndaBeforePack: 'The practitioner asks buyers to accept this non-disclosure agreement before the information pack is released.',
  acceptFailed: 'The non-disclosure agreement could not be accepted. Please try again.',
} as const;

/** The NDA and the signature: full name, company, position and "I accept on behalf of …". */
export function AcceptNdaForm({ postId, nda }: { postId: number; nda: NonNullable<BuyerDealRoom['nda']> }) {
  const { token } = theme.useToken();
  const [accept, { error, isLoading }] = useBuyerAcceptNdaMutation();
  const form = useNdaSignatureForm();
  const submit = form.handleSubmit(async (body) => {
    const result = await accept({ id: postId, body });
    if ('error' in result) applyServerFieldErrors(form.setError, result.error, NDA_SIGNATURE_FIELDS);
  });
  return (
    <form noValidate aria-label="Accept the non-disclosure agreement" onSubmit={submit}>
      <p style={{ marginTop: 0 }}>{NDA_TEXTS.ndaBeforePack}</p>
      <NdaText text={nda.text} />
      <NdaSignatureFields form={form} />
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error) ?? NDA_TEXTS.acceptFailed} style={{ marginBottom: token.marginSM }} /> : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Accept NDA (version {nda.version})
      </Button>
    </form>
  );
}

/** What the buyer signed, when, and their signed copy as a PDF. */
export function SignedCopy({ room }: { room: BuyerDealRoom }) {
  const [fetchPdf, { isLoading }] = useBuyerSignedNdaPdfMutation();
  const { failure, download } = useFileDownload((id) => fetchPdf(id));
  if (!room.acceptance) return null;
  return (
    <div>
      <p style={{ marginTop: 0 }}>{`You accepted the NDA (version ${room.acceptance.ndaVersion}) for ${room.acceptance.company} on ${formatDisplayDateTime(room.acceptance.acceptedAt)}.`}</p>
      <DownloadButton label="Your signed NDA (PDF)" loading={isLoading} failure={failure} onDownload={() => void download(room.postId, `nda-${room.postId}.pdf`)} />
    </div>
  );
}
