import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CONNECTED_PARTY_QUESTION, formatDisplayDateTime } from '@insolvency/shared-contracts';
import { CDD_ITEMS, formatPence, OFFER_CONDITIONS_MAX_LENGTH, OFFER_FUNDING_LABELS, OFFER_FUNDINGS, OFFER_MESSAGES, OFFER_NAMED_ASSETS_MAX_LENGTH, OFFER_SCOPE_LABELS, OFFER_SCOPES, PACK_FILE_TYPES, scopeNamesAssets, type BuyerOffer, type OfferVersion } from '@insolvency/shared-contracts/deal-room';
import { submitOfferRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage, apiFieldErrors } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { RadioGroupField } from '@insolvency/shared-ui/choices';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors, TextField } from '@insolvency/shared-ui/forms';
import { DownloadButton, saveObjectUrl } from '@insolvency/shared-ui/screens';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { useBuyerCddQuery } from '../../screening/api/cdd-api';
import { useBuyerOfferQuery, useBuyerProofOfFundsFileMutation, useBuyerSubmitOfferMutation, useBuyerUploadProofOfFundsMutation } from '../api/deal-room-api';

export const OFFER_PANEL_TEXTS = {
  noClosing: 'The practitioner has set no closing date: your offer is seen as it arrives.',
  sealed: 'Offers are sealed: the practitioner sees how many offers are in, never what they are, until the closing time. Nobody else sees yours.',
  loadFailed: 'Your offer could not be loaded. Please try again.',
  submitted: OFFER_MESSAGES.offerSubmitted,
  accepted: 'The practitioner has accepted your offer.',
  cddFirst: (replace: boolean) => `Before you ${replace ? 'replace your offer' : 'make an offer'}, give the practitioner your details for customer due diligence: the server takes no offer until they are complete.`,
  cddLink: 'Go to your details for the practitioner',
} as const;

/** The section of the deal room with the buyer's CDD form (deal-room-screen.tsx). */
export const CDD_SECTION_ID = 'deal-room-cdd';

const OFFER_FIELDS = ['Amount', 'Scope', 'NamedAssets', 'Conditions', 'Funding', 'ConnectedParty', 'ProofOfFundsFileId'] as const;
const SCOPE_OPTIONS = OFFER_SCOPES.map((value) => ({ value, label: OFFER_SCOPE_LABELS[value] }));
const FUNDING_OPTIONS = OFFER_FUNDINGS.map((value) => ({ value, label: OFFER_FUNDING_LABELS[value] }));
const CONNECTED_OPTIONS = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

type OfferForm = z.input<typeof submitOfferRequestSchema>;

const poundsOf = (pence: number) => `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
const defaultsFrom = (latest: OfferVersion | undefined): Partial<OfferForm> =>
  latest
    ? { Amount: poundsOf(latest.amountPence), Scope: latest.scope, NamedAssets: latest.namedAssets ?? '', Conditions: latest.conditions, Funding: latest.funding, ConnectedParty: latest.connectedParty }
    : { Amount: '', NamedAssets: '', Conditions: '' };

/** "Make an offer" / "Replace your offer": the terms, then an optional proof of funds uploaded first and sent with them. */
function OfferFormView({ postId, latest, onSaved }: { postId: number; latest: OfferVersion | undefined; onSaved: () => void }) {
  const { token } = theme.useToken();
  const [submitOffer, submission] = useBuyerSubmitOfferMutation();
  const [uploadProof, upload] = useBuyerUploadProofOfFundsMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { control, handleSubmit, setError, watch, getValues } = useForm<OfferForm, unknown, z.output<typeof submitOfferRequestSchema>>({
    resolver: zodResolver(submitOfferRequestSchema),
    defaultValues: defaultsFrom(latest),
  });
  const scope = watch('Scope');
  const submit = handleSubmit(async () => {
    setFileError(null);
    let proofId = latest?.proofOfFunds?.fileId ?? null;
    if (file) {
      const body = new FormData();
      body.append('File', file, file.name);
      const uploaded = await uploadProof({ id: postId, body });
      if ('error' in uploaded) {
        setFileError(apiErrorMessage(uploaded.error) ?? OFFER_PANEL_TEXTS.loadFailed);
        return;
      }
      proofId = uploaded.data.fileId;
    }
    // The values as typed, once valid: the server reads the pounds itself.
    const result = await submitOffer({ id: postId, body: { ...getValues(), ProofOfFundsFileId: proofId } });
    if ('error' in result) {
      applyServerFieldErrors(setError, result.error, OFFER_FIELDS);
      const proofError = apiFieldErrors(result.error as Parameters<typeof apiFieldErrors>[0]).ProofOfFundsFileId?.[0];
      if (proofError) setFileError(proofError);
      return;
    }
    setFile(null);
    onSaved();
  });
  const error = submission.error && !Object.keys(apiFieldErrors(submission.error as Parameters<typeof apiFieldErrors>[0])).length ? submission.error : null;
  return (
    <form noValidate aria-label={latest ? 'Replace your offer' : 'Make an offer'} onSubmit={submit}>
      <TextField control={control} name="Amount" label="Amount (£)" required help="In pounds, e.g. 250000 or 250000.50" />
      <RadioGroupField control={control} name="Scope" label="Your offer is for" required options={SCOPE_OPTIONS} />
      {scope && scopeNamesAssets(scope) ? (
        <TextAreaField control={control} name="NamedAssets" label="Named assets" required rows={3} softMaxLength={OFFER_NAMED_ASSETS_MAX_LENGTH} />
      ) : null}
      <TextAreaField control={control} name="Conditions" label="Conditions" hint="(optional)" rows={3} softMaxLength={OFFER_CONDITIONS_MAX_LENGTH} />
      <RadioGroupField control={control} name="Funding" label="Funding" required options={FUNDING_OPTIONS} />
      <RadioGroupField control={control} name="ConnectedParty" label={CONNECTED_PARTY_QUESTION} required inline options={CONNECTED_OPTIONS} />
      <label style={{ display: 'block', marginBottom: token.marginSM }}>
        <span style={{ display: 'block', marginBottom: token.marginXXS }}>Proof of funds (optional; PDF, Word, Excel, PNG or JPEG, up to 25 MB)</span>
        <input
          key={file ? 'chosen' : 'empty'}
          type="file"
          accept={PACK_FILE_TYPES.map((type) => `.${type.extension}`).join(',')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(null);
          }}
        />
        {latest?.proofOfFunds && !file ? <span style={{ display: 'block', color: token.colorTextSecondary }}>{`${latest.proofOfFunds.fileName} is kept unless you choose another file.`}</span> : null}
      </label>
      {fileError ? (
        <p role="alert" style={{ marginTop: 0, color: token.colorError }}>
          {fileError}
        </p>
      ) : null}
      {error ? <Alert type="error" showIcon role="alert" title={apiErrorMessage(error) ?? OFFER_PANEL_TEXTS.loadFailed} style={{ marginBottom: token.marginSM }} /> : null}
      <Button type="primary" htmlType="submit" loading={submission.isLoading || upload.isLoading}>
        {latest ? 'Replace your offer' : 'Make an offer'}
      </Button>
    </form>
  );
}

function ProofDownload({ version }: { version: OfferVersion }) {
  const [fetchFile, { isLoading }] = useBuyerProofOfFundsFileMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const proof = version.proofOfFunds;
  if (!proof) return null;
  const download = async () => {
    setFailure(null);
    const result = await fetchFile(proof.fileId);
    if (result.error || result.data === undefined) setFailure(apiErrorMessage(result.error) ?? OFFER_PANEL_TEXTS.loadFailed);
    else saveObjectUrl(proof.fileName, result.data);
  };
  return <DownloadButton label={`Proof of funds: ${proof.fileName} (version ${version.version})`} loading={isLoading} failure={failure} onDownload={() => void download()} />;
}

/** Every version the buyer submitted, newest first. */
function VersionHistory({ versions }: { versions: OfferVersion[] }) {
  const { token } = theme.useToken();
  return (
    <ol aria-label="Your offer's versions" style={{ listStyle: 'none', margin: `0 0 ${token.marginSM}px`, padding: 0 }}>
      {versions.map((version, index) => (
        <li key={version.version} style={{ padding: `${token.paddingXS}px 0`, borderTop: `${token.lineWidth}px solid ${token.colorSplit}` }}>
          <div>
            <strong>{`Version ${version.version}${index === 0 ? ' (current)' : ''}: ${formatPence(version.amountPence)}`}</strong>{' '}
            <span style={{ color: token.colorTextSecondary }}>{`submitted ${formatDisplayDateTime(version.submittedAt)}`}</span>
          </div>
          <div style={{ color: token.colorTextSecondary, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {[
              OFFER_SCOPE_LABELS[version.scope],
              version.namedAssets,
              `Funding: ${OFFER_FUNDING_LABELS[version.funding]}`,
              version.conditions ? `Conditions: ${version.conditions}` : null,
              `Connected party: ${version.connectedParty ? 'Yes' : 'No'}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </div>
          <ProofDownload version={version} />
        </li>
      ))}
    </ol>
  );
}

/** In place of the offer form while the buyer's own CDD part is missing: what is, and a link to the form that takes it. */
function CddFirst({ replace, missing }: { replace: boolean; missing: readonly (keyof typeof CDD_ITEMS)[] }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={OFFER_PANEL_TEXTS.cddFirst(replace)}
      description={
        <>
          <span style={{ display: 'block' }}>{`Still needed: ${missing.map((item) => CDD_ITEMS[item]).join('; ')}.`}</span>
          <a href={`#${CDD_SECTION_ID}`}>{OFFER_PANEL_TEXTS.cddLink}</a>
        </>
      }
    />
  );
}

function closingText(offer: BuyerOffer): string {
  if (!offer.offersCloseAt) return OFFER_PANEL_TEXTS.noClosing;
  return `Best and final offers by ${formatDisplayDateTime(offer.offersCloseAt)} (London time). ${OFFER_PANEL_TEXTS.sealed}`;
}

/** The buyer's sealed offer in the deal room (issue 32), shown once they have access (the screen gives it its heading): the closing time, their offer and its versions, the form or why it is closed. */
export function OfferPanel({ postId }: { postId: number }) {
  const { token } = theme.useToken();
  const offer = useBuyerOfferQuery(postId);
  // The buyer gives their part of the CDD before an offer (issue 56): while the deal room requires
  // it and it is missing, the form gives way to a pointer to it. Not known (not loaded, failed):
  // the form, and the server says what is missing.
  const cdd = useBuyerCddQuery(postId);
  const cddMissing = cdd.data?.required ? cdd.data.missing : [];
  const [saved, setSaved] = useState(false);
  let content;
  if (offer.isLoading) content = <LoadingState label="Loading your offer…" />;
  else if (!offer.data) content = <Alert type="error" showIcon title={apiErrorMessage(offer.error) ?? OFFER_PANEL_TEXTS.loadFailed} />;
  else {
    const data = offer.data;
    const versions = data.offer?.versions ?? [];
    content = (
      <>
        <p style={{ marginTop: 0 }}>{closingText(data)}</p>
        {data.offer?.accepted ? <Alert type="success" showIcon title={OFFER_PANEL_TEXTS.accepted} style={{ marginBottom: token.marginSM }} /> : null}
        {saved ? <Alert type="success" showIcon title={OFFER_PANEL_TEXTS.submitted} style={{ marginBottom: token.marginSM }} /> : null}
        {versions.length ? <VersionHistory versions={versions} /> : null}
        {!data.open ? (
          <Alert type="info" showIcon title={data.closedReason} />
        ) : cddMissing.length ? (
          <CddFirst replace={versions.length > 0} missing={cddMissing} />
        ) : (
          <OfferFormView key={versions.length} postId={postId} latest={versions[0]} onSaved={() => setSaved(true)} />
        )}
      </>
    );
  }
  return content;
}
