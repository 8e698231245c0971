import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { londonToday } from '@insolvency/shared-contracts';
import {
  CDD_EARLIEST_DATE,
  CDD_FUNDS_SOURCE_LABELS,
  CDD_IDENTITY_DOCUMENT_LABELS,
  CDD_IDENTITY_METHOD_LABELS,
  CDD_ITEMS,
  CDD_NOTE_MAX_LENGTH,
  CDD_RISK_RATING_LABELS,
  CDD_STATE_LABELS,
  type SellerCdd,
} from '@insolvency/shared-contracts/deal-room';
import { sellerCddRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { RadioGroupField } from '@insolvency/shared-ui/choices';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors, SelectField, TextField } from '@insolvency/shared-ui/forms';
import { Modal } from '@insolvency/shared-ui/modal';
import { DateField } from '@insolvency/shared-ui/pickers';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { useSellerCddQuery, useSellerSaveCddMutation } from '../api/cdd-api';
import { WRAPPING_BUTTON } from './screening-status-tag';

export const CDD_FORM_TEXTS = {
  loadFailed: 'The customer due diligence could not be loaded. Please try again.',
  saveFailed: 'The customer due diligence could not be saved. Please try again.',
  saved: 'Customer due diligence saved.',
  buyerNotGiven: 'The buyer has not given their part yet.',
} as const;

type CddForm = z.input<typeof sellerCddRequestSchema>;
const FIELDS = ['IdentityMethod', 'IdentityDocument', 'IdentityDocumentDetail', 'IdentityVerifiedOn', 'IdentityVerifiedBy', 'FundsEvidence', 'RiskRating', 'RiskReasons', 'EnhancedMeasures'] as const;
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** What the buyer gave, read-only. */
function BuyerPart({ record }: { record: SellerCdd }) {
  const { token } = theme.useToken();
  const { buyer, owners } = record;
  if (!buyer.submittedAt) return <p style={{ color: token.colorTextSecondary }}>{CDD_FORM_TEXTS.buyerNotGiven}</p>;
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: token.marginXXS, margin: `0 0 ${token.marginSM}px` }}>
      <dt style={{ fontWeight: 600 }}>Source of funds</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{`${buyer.sourceOfFunds ? CDD_FUNDS_SOURCE_LABELS[buyer.sourceOfFunds] : ''}: ${buyer.fundsStatement ?? ''}`}</dd>
      {buyer.companyNumber ? (
        <>
          <dt style={{ fontWeight: 600 }}>Company number</dt>
          <dd style={{ margin: 0 }}>{buyer.companyNumber}</dd>
        </>
      ) : null}
      <dt style={{ fontWeight: 600 }}>Politically exposed</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{buyer.politicallyExposed ? `Yes: ${buyer.politicalExposureDetails ?? ''}` : 'No'}</dd>
      <dt style={{ fontWeight: 600 }}>Beneficial owners</dt>
      <dd style={{ margin: 0 }}>
        {owners.length ? owners.map((owner) => `${owner.name} (${owner.country}, ${owner.sharePercent}%)`).join('; ') : 'None declared'}
        {record.ownersChangedSinceConfirmed ? ' — changed since the buyer confirmed them' : ''}
      </dd>
      <dt style={{ fontWeight: 600 }}>Proof of funds on their offer</dt>
      <dd style={{ margin: 0 }}>{record.proofOfFundsOnOffer ? 'Yes' : 'No'}</dd>
    </dl>
  );
}

/** The practitioner's part of one buyer's CDD: the identity check, the funds evidence seen and a risk rating with reasons. */
export function CddRecordForm({ record }: { record: SellerCdd }) {
  const { token } = theme.useToken();
  const [save, { error, isLoading }] = useSellerSaveCddMutation();
  const [saved, setSaved] = useState(false);
  const p = record.practitioner;
  const { control, handleSubmit, setError, watch } = useForm<CddForm, unknown, z.output<typeof sellerCddRequestSchema>>({
    resolver: zodResolver(sellerCddRequestSchema),
    defaultValues: {
      BuyerId: record.buyerId,
      IdentityMethod: p.identityMethod ?? '',
      IdentityDocument: p.identityDocument ?? '',
      IdentityDocumentDetail: p.identityDocumentDetail ?? '',
      IdentityVerifiedOn: p.identityVerifiedOn ?? '',
      IdentityVerifiedBy: p.identityVerifiedBy ?? '',
      FundsEvidence: p.fundsEvidence ?? '',
      RiskRating: p.riskRating ?? '',
      RiskReasons: p.riskReasons ?? '',
      EnhancedMeasures: p.enhancedMeasures ?? '',
    },
  });
  const submit = handleSubmit(async (body) => {
    setSaved(false);
    const result = await save({ id: record.postId, body });
    if ('error' in result) applyServerFieldErrors(setError, result.error, FIELDS);
    else setSaved(true);
  });
  const missing = record.missing.map((item) => CDD_ITEMS[item]).join('; ');
  return (
    <form noValidate aria-label="Customer due diligence" onSubmit={submit}>
      <p style={{ marginTop: 0 }}>
        <strong>{CDD_STATE_LABELS[record.status]}</strong>
        {missing ? `. Missing: ${missing}.` : record.required ? '' : `: ${record.offReason ?? ''}`}
      </p>
      <h3 style={{ fontSize: token.fontSizeHeading5 }}>Given by the buyer</h3>
      <BuyerPart record={record} />
      <h3 style={{ fontSize: token.fontSizeHeading5 }}>Identity verified</h3>
      <SelectField control={control} name="IdentityMethod" label="How" options={options(CDD_IDENTITY_METHOD_LABELS)} />
      <SelectField control={control} name="IdentityDocument" label="Document" options={options(CDD_IDENTITY_DOCUMENT_LABELS)} />
      {watch('IdentityDocument') === 'other' ? <TextField control={control} name="IdentityDocumentDetail" label="Document details" maxLength={100} /> : null}
      <DateField control={control} name="IdentityVerifiedOn" label="When" earliest={CDD_EARLIEST_DATE} latest={londonToday(new Date())} />
      <TextField control={control} name="IdentityVerifiedBy" label="By whom" maxLength={100} />
      <h3 style={{ fontSize: token.fontSizeHeading5 }}>Source of funds</h3>
      <TextAreaField
        control={control}
        name="FundsEvidence"
        label="Evidence seen"
        hint={record.proofOfFundsOnOffer ? '(optional: their offer names a proof of funds)' : undefined}
        rows={3}
        softMaxLength={CDD_NOTE_MAX_LENGTH}
      />
      <h3 style={{ fontSize: token.fontSizeHeading5 }}>Risk</h3>
      <RadioGroupField control={control} name="RiskRating" label="Risk rating" options={Object.entries(CDD_RISK_RATING_LABELS).map(([value, label]) => ({ value, label }))} inline />
      <TextAreaField control={control} name="RiskReasons" label="Reasons for the rating" rows={3} softMaxLength={CDD_NOTE_MAX_LENGTH} />
      {watch('RiskRating') === 'high' ? <TextAreaField control={control} name="EnhancedMeasures" label="Enhanced due diligence measures taken" rows={3} softMaxLength={CDD_NOTE_MAX_LENGTH} /> : null}
      {error ? <Alert type="error" showIcon role="alert" title={apiErrorMessage(error) ?? CDD_FORM_TEXTS.saveFailed} style={{ marginBottom: token.marginSM }} /> : null}
      {saved ? <Alert type="success" showIcon role="status" title={CDD_FORM_TEXTS.saved} style={{ marginBottom: token.marginSM }} /> : null}
      {record.canEdit ? (
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save customer due diligence
        </Button>
      ) : null}
    </form>
  );
}

/** A button in the buyer's row opening their CDD record in a dialog. */
export function CddButton({ postId, buyerId, name }: { postId: number; buyerId: number; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" style={WRAPPING_BUTTON} onClick={() => setOpen(true)}>{`Due diligence on ${name}`}</Button>
      <Modal open={open} title={`Customer due diligence: ${name}`} footer={null} onCancel={() => setOpen(false)} width={720} destroyOnHidden>
        {open ? <CddRecord postId={postId} buyerId={buyerId} /> : null}
      </Modal>
    </>
  );
}

function CddRecord({ postId, buyerId }: { postId: number; buyerId: number }) {
  const record = useSellerCddQuery({ id: postId, buyerId });
  if (record.isLoading) return <LoadingState label="Loading the customer due diligence…" />;
  if (!record.data) return <Alert type="error" showIcon title={apiErrorMessage(record.error) ?? CDD_FORM_TEXTS.loadFailed} />;
  return <CddRecordForm record={record.data} />;
}
