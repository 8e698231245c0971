import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formatDisplayDateTime, londonToday, toLondonDateTime } from '@insolvency/shared-contracts';
import { formatPence, OFFER_ACCEPT_MESSAGE_MAX_LENGTH, OFFER_FUNDING_LABELS, OFFER_SCOPE_LABELS, offerCountText, offerRegisterFileName, type OfferRegisterEntry, type SellerOffers } from '@insolvency/shared-contracts/deal-room';
import { acceptOfferRequestSchema, offersClosingRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage, apiFieldErrors, serverNow } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors, FormField, fieldErrorId } from '@insolvency/shared-ui/forms';
import { Modal } from '@insolvency/shared-ui/modal';
import { DownloadButton, saveObjectUrl } from '@insolvency/shared-ui/screens';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { useSellerAcceptOfferMutation, useSellerOfferRegisterCsvMutation, useSellerOffersQuery, useSellerProofOfFundsFileMutation, useSellerSetOffersClosingMutation } from '../api/deal-room-workspace-api';

export const OFFERS_TAB_TEXTS = {
  loadFailed: 'The offers could not be loaded. Please try again.',
  noClosing: 'No closing date: offers are shown as they arrive.',
  closingHelp: 'London time. Buyers with access are told by e-mail. Once an offer is in it can only be moved later.',
  noOffers: 'No offers yet.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  acceptedHint: 'You can now mark the post as Sold.',
} as const;

/** "2 offers — sealed until 09 January 2027, 12:00", or where the offers stand once open. */
export function offersStatusText(offers: SellerOffers): string {
  if (offers.sealed && offers.offersCloseAt) return `${offerCountText(offers.offerCount)} — sealed until ${formatDisplayDateTime(offers.offersCloseAt)}`;
  if (offers.offersCloseAt) return `${offerCountText(offers.offerCount)} — offers closed at ${formatDisplayDateTime(offers.offersCloseAt)}`;
  return `${offerCountText(offers.offerCount)}. ${OFFERS_TAB_TEXTS.noClosing}`;
}

type ClosingForm = { OffersCloseAt: string };

/** The closing date and time, entered in Europe/London (the browser's own picker), set, moved or removed. */
function ClosingForm({ offers }: { offers: SellerOffers }) {
  const { token } = theme.useToken();
  const [save, { error, isLoading }] = useSellerSetOffersClosingMutation();
  const { control, handleSubmit, setError } = useForm<ClosingForm>({ defaultValues: { OffersCloseAt: offers.offersCloseAt ? toLondonDateTime(offers.offersCloseAt) : '' } });
  const send = async (value: string | null) => {
    const parsed = offersClosingRequestSchema.safeParse({ OffersCloseAt: value });
    if (!parsed.success) {
      setError('OffersCloseAt', { message: parsed.error.issues[0]?.message });
      return;
    }
    const result = await save({ id: offers.postId, body: { OffersCloseAt: value } });
    if ('error' in result) applyServerFieldErrors(setError, result.error, ['OffersCloseAt']);
  };
  return (
    <form noValidate aria-label="Closing date for offers" onSubmit={handleSubmit(({ OffersCloseAt }) => send(OffersCloseAt))}>
      <Controller
        control={control}
        name="OffersCloseAt"
        render={({ field, fieldState }) => (
          <FormField id="offers-close-at" label="Closing date and time for offers" help={OFFERS_TAB_TEXTS.closingHelp} error={fieldState.error?.message}>
            <input
              id="offers-close-at"
              type="datetime-local"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? fieldErrorId('offers-close-at') : undefined}
              style={{ minHeight: token.controlHeight, padding: `0 ${token.paddingXS}px`, maxWidth: '100%' }}
            />
          </FormField>
        )}
      />
      {error && !apiFieldErrors(error as Parameters<typeof apiFieldErrors>[0]).OffersCloseAt ? (
        <Alert type="error" showIcon role="alert" title={apiErrorMessage(error) ?? OFFERS_TAB_TEXTS.loadFailed} style={{ marginBottom: token.marginSM }} />
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}>
        <Button htmlType="submit" type="primary" loading={isLoading}>
          Save closing date
        </Button>
        {offers.offersCloseAt && offers.offerCount === 0 ? (
          <Button onClick={() => void send(null)} disabled={isLoading}>
            Remove closing date
          </Button>
        ) : null}
      </div>
    </form>
  );
}

type AcceptForm = z.input<typeof acceptOfferRequestSchema>;

/** "Accept" behind a confirmation, with an optional message to the other bidders. */
function AcceptOfferButton({ postId, entry }: { postId: number; entry: OfferRegisterEntry }) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [accept, { error, isLoading, reset: resetMutation }] = useSellerAcceptOfferMutation();
  const { control, handleSubmit, setError, reset } = useForm<AcceptForm, unknown, z.output<typeof acceptOfferRequestSchema>>({
    resolver: zodResolver(acceptOfferRequestSchema),
    defaultValues: { OfferId: entry.offerId, Message: '' },
  });
  const close = () => {
    setOpen(false);
    reset();
    resetMutation();
  };
  const confirm = handleSubmit(async (body) => {
    const result = await accept({ id: postId, body });
    if ('error' in result) applyServerFieldErrors(setError, result.error, ['Message']);
    else setOpen(false);
  });
  const label = `Accept the offer of ${entry.buyerName}`;
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} aria-label={label}>
        Accept
      </Button>
      <Modal open={open} title={`${label} (${formatPence(entry.amountPence)})?`} okText="Accept offer" cancelText="Cancel" confirmLoading={isLoading} onOk={() => void confirm()} onCancel={close} destroyOnHidden>
        <p>Only one offer can be accepted, and it cannot be undone. {entry.buyerName} is told by e-mail.</p>
        <form noValidate aria-label="Accept offer" onSubmit={confirm}>
          <TextAreaField control={control} name="Message" label="Message to the other bidders" hint="(optional)" rows={3} softMaxLength={OFFER_ACCEPT_MESSAGE_MAX_LENGTH} />
        </form>
        {error ? <Alert type="error" showIcon role="alert" title={apiErrorMessage(error) ?? OFFERS_TAB_TEXTS.loadFailed} style={{ marginTop: token.marginSM }} /> : null}
      </Modal>
    </>
  );
}

function ProofOfFundsDownload({ entry }: { entry: OfferRegisterEntry }) {
  const [fetchFile, { isLoading }] = useSellerProofOfFundsFileMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const proof = entry.proofOfFunds;
  if (!proof) return <>None</>;
  const download = async () => {
    setFailure(null);
    const result = await fetchFile(proof.fileId);
    if (result.error || result.data === undefined) setFailure(apiErrorMessage(result.error) ?? OFFERS_TAB_TEXTS.downloadFailed);
    else saveObjectUrl(proof.fileName, result.data);
  };
  return <DownloadButton label={`Download proof of funds of ${entry.buyerName}`} loading={isLoading} failure={failure} onDownload={() => void download()} />;
}

function RegisterEntry({ offers, entry }: { offers: SellerOffers; entry: OfferRegisterEntry }) {
  const { token } = theme.useToken();
  const rows: [string, ReactNode][] = [
    ['Amount', formatPence(entry.amountPence)],
    ['For', OFFER_SCOPE_LABELS[entry.scope]],
    ...(entry.namedAssets ? [['Named assets', entry.namedAssets] as [string, string]] : []),
    ['Conditions', entry.conditions || 'None'],
    ['Funding', OFFER_FUNDING_LABELS[entry.funding]],
    ['Proof of funds', <ProofOfFundsDownload key="proof" entry={entry} />],
    ['Connected party', entry.connectedParty ? 'Yes' : 'No'],
    ['Submitted', `${formatDisplayDateTime(entry.submittedAt)} (version ${entry.version} of ${entry.versionCount})`],
  ];
  return (
    <li aria-label={`Offer of ${entry.buyerName}`} style={{ padding: `${token.paddingSM}px 0`, borderTop: `${token.lineWidth}px solid ${token.colorSplit}` }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: token.marginXS }}>
        <strong>{entry.buyerName}</strong>
        <span style={{ color: token.colorTextSecondary }}>
          {entry.company} · {entry.email}
        </span>
        {entry.accepted ? <strong style={{ color: token.colorSuccess }}>Accepted</strong> : null}
      </div>
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, max-content) 1fr', gap: `${token.marginXXS}px ${token.marginSM}px`, margin: `${token.marginXS}px 0` }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
      {offers.canEdit && offers.acceptedOfferId === null ? <AcceptOfferButton postId={offers.postId} entry={entry} /> : null}
    </li>
  );
}

function RegisterCsvButton({ offers }: { offers: SellerOffers }) {
  const [exportCsv, { isLoading }] = useSellerOfferRegisterCsvMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setFailure(null);
    const result = await exportCsv(offers.postId);
    if (result.error || result.data === undefined) setFailure(apiErrorMessage(result.error) ?? OFFERS_TAB_TEXTS.downloadFailed);
    else saveObjectUrl(offerRegisterFileName(offers.reference, londonToday(new Date(serverNow()))), result.data);
  };
  return <DownloadButton label="Download register (CSV)" loading={isLoading} failure={failure} onDownload={() => void download()} />;
}

/**
 * The Offers tab (issues 32 and 49): the closing date and time, the count while offers are sealed,
 * the register once they are open (on screen and as CSV), and the acceptance of one offer, after
 * which the post can be marked Sold. Admin reads only.
 */
export function OffersTab({ postId }: { postId: number }) {
  const { token } = theme.useToken();
  const offers = useSellerOffersQuery(postId);
  if (offers.isLoading) return <LoadingState label="Loading the offers…" />;
  if (!offers.data) return <Alert type="error" showIcon title={apiErrorMessage(offers.error) ?? OFFERS_TAB_TEXTS.loadFailed} />;
  const data = offers.data;
  return (
    <div style={{ display: 'grid', gap: token.marginSM }}>
      <p role="status" style={{ margin: 0, fontWeight: 600 }}>
        {offersStatusText(data)}
      </p>
      {data.acceptedAt ? (
        <p style={{ margin: 0 }}>{`Offer accepted on ${formatDisplayDateTime(data.acceptedAt)}. ${data.canEdit ? OFFERS_TAB_TEXTS.acceptedHint : ''}`}</p>
      ) : null}
      {data.canEdit && data.acceptedOfferId === null ? <ClosingForm key={data.offersCloseAt ?? 'none'} offers={data} /> : null}
      {data.register ? (
        <>
          {data.register.length === 0 ? <p style={{ margin: 0, color: token.colorTextSecondary }}>{OFFERS_TAB_TEXTS.noOffers}</p> : null}
          <ul aria-label="Offer register" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.register.map((entry) => (
              <RegisterEntry key={entry.offerId} offers={data} entry={entry} />
            ))}
          </ul>
          {data.register.length > 0 ? <RegisterCsvButton offers={data} /> : null}
        </>
      ) : null}
    </div>
  );
}
