import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CDD_COMPANY_NUMBER_MAX_LENGTH, CDD_FUNDS_SOURCE_LABELS, CDD_ITEMS, CDD_NOTE_MAX_LENGTH, CDD_STATEMENT_MAX_LENGTH, type BuyerCdd } from '@insolvency/shared-contracts/deal-room';
import { buyerCddRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { CheckboxField, RadioGroupField } from '@insolvency/shared-ui/choices';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors, SelectField, TextField } from '@insolvency/shared-ui/forms';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { useBuyerCddQuery, useBuyerSaveCddMutation } from '../api/cdd-api';

export const BUYER_CDD_TEXTS = {
  intro: 'The practitioner must check who is buying and where the money comes from before they can accept your offer (customer due diligence). Give your part here; they may ask you for documents.',
  notRequired: 'The practitioner does not need these details for this sale.',
  loadFailed: 'Your details for the practitioner could not be loaded. Please try again.',
  saveFailed: 'Your details could not be saved. Please try again.',
  complete: 'Your part is complete.',
} as const;

type CddForm = z.input<typeof buyerCddRequestSchema>;
const FIELDS = ['SourceOfFunds', 'FundsStatement', 'CompanyNumber', 'PoliticallyExposed', 'PoliticalExposureDetails', 'ConfirmOwners'] as const;
const SOURCE_OPTIONS = Object.entries(CDD_FUNDS_SOURCE_LABELS).map(([value, label]) => ({ value, label }));
const YES_NO = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;

/** The buyer's part of their customer due diligence for the post, beside their beneficial owners. */
export function BuyerCddSection({ postId }: { postId: number }) {
  const cdd = useBuyerCddQuery(postId);
  if (cdd.isLoading) return <LoadingState label="Loading your details for the practitioner" />;
  if (!cdd.data) return <Alert type="error" showIcon role="alert" title={apiErrorMessage(cdd.error) ?? BUYER_CDD_TEXTS.loadFailed} />;
  if (!cdd.data.required) return <p style={{ margin: 0 }}>{BUYER_CDD_TEXTS.notRequired}</p>;
  return <BuyerCddForm cdd={cdd.data} />;
}

export function BuyerCddForm({ cdd }: { cdd: BuyerCdd }) {
  const { token } = theme.useToken();
  const [save, { data: saved, error, isLoading }] = useBuyerSaveCddMutation();
  const { control, handleSubmit, setError, watch } = useForm<CddForm, unknown, z.output<typeof buyerCddRequestSchema>>({
    resolver: zodResolver(buyerCddRequestSchema),
    defaultValues: {
      SourceOfFunds: cdd.buyer.sourceOfFunds ?? ('' as CddForm['SourceOfFunds']),
      FundsStatement: cdd.buyer.fundsStatement ?? '',
      CompanyNumber: cdd.buyer.companyNumber ?? '',
      PoliticallyExposed: cdd.buyer.politicallyExposed ?? (undefined as unknown as boolean),
      PoliticalExposureDetails: cdd.buyer.politicalExposureDetails ?? '',
      // Confirmed afresh on every save: the owners may have changed since.
      ConfirmOwners: false as unknown as true,
    },
  });
  const submit = handleSubmit(async (body) => {
    const result = await save({ id: cdd.postId, body });
    if ('error' in result) applyServerFieldErrors(setError, result.error, FIELDS);
  });
  const missing = cdd.missing.map((item) => CDD_ITEMS[item]).join('; ');
  return (
    <form noValidate aria-label="Your details for the practitioner" onSubmit={submit}>
      <p style={{ marginTop: 0 }}>{BUYER_CDD_TEXTS.intro}</p>
      {missing ? <Alert type="warning" showIcon title={`Still needed: ${missing}.`} style={{ marginBottom: token.marginSM }} /> : <Alert type="success" showIcon title={BUYER_CDD_TEXTS.complete} style={{ marginBottom: token.marginSM }} />}
      <SelectField control={control} name="SourceOfFunds" label="Where the money for the purchase comes from" required options={SOURCE_OPTIONS} />
      <TextAreaField control={control} name="FundsStatement" label="In your words" required rows={3} softMaxLength={CDD_STATEMENT_MAX_LENGTH} help="For example: which account, which lender, which investors." />
      <TextField control={control} name="CompanyNumber" label="Company number" hint="(when you buy for a company)" maxLength={CDD_COMPANY_NUMBER_MAX_LENGTH} autoComplete="off" />
      <RadioGroupField control={control} name="PoliticallyExposed" label="Are you, or an owner of your company, a politically exposed person (or a family member or close associate of one)?" options={YES_NO} inline />
      {watch('PoliticallyExposed') === true ? <TextAreaField control={control} name="PoliticalExposureDetails" label="Who, and their public role" required rows={2} softMaxLength={CDD_NOTE_MAX_LENGTH} /> : null}
      <CheckboxField
        control={control}
        name="ConfirmOwners"
        label={`The beneficial owners listed below (${cdd.owners.length ? cdd.owners.map((owner) => owner.name).join(', ') : 'none'}) are complete and correct`}
      />
      {error ? <Alert type="error" showIcon role="alert" title={apiErrorMessage(error) ?? BUYER_CDD_TEXTS.saveFailed} style={{ marginBottom: token.marginSM }} /> : null}
      {saved ? <Alert type="success" showIcon role="status" title={saved.message} style={{ marginBottom: token.marginSM }} /> : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Save my details
      </Button>
    </form>
  );
}
