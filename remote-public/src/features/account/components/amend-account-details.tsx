import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { MyAccountDetails, TitleLabel, UpdateAccountRequest } from '@insolvency/shared-contracts';
import { updateAccountRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { ErrorState, LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { applyServerFieldErrors, FormField, Input, SelectField, TextField, type TextFieldProps } from '@insolvency/shared-ui/forms';
import { useAccountUpdateDetailsMutation } from '../api/account-api';
import { useAccountData } from '../hooks/use-account-data';
import { AccountScreenFrame } from './account-screen-frame';
import { SaveFeedback, type SaveOutcome } from './save-feedback';

type AccountForm = z.input<typeof updateAccountRequestSchema>;
type TextFieldName = Exclude<keyof UpdateAccountRequest, 'TitleId'>;

const ACCOUNT_FIELDS: readonly (keyof UpdateAccountRequest)[] = ['TitleId', 'Forenames', 'Surname', 'EmailAddress2', 'Company', 'Position'];
const TEXT_FIELDS: readonly (Pick<TextFieldProps<AccountForm>, 'label' | 'autoComplete' | 'type'> & { name: TextFieldName })[] = [
  { name: 'Forenames', label: 'Forenames', autoComplete: 'given-name' },
  { name: 'Surname', label: 'Surname', autoComplete: 'family-name' },
  { name: 'EmailAddress2', label: 'Secondary Email (optional)', autoComplete: 'email', type: 'email' },
  { name: 'Company', label: 'Company Name', autoComplete: 'organization' },
  { name: 'Position', label: 'Position', autoComplete: 'organization-title' },
];

function formValues(details: MyAccountDetails): AccountForm {
  return {
    TitleId: details.titleId ?? (undefined as unknown as number),
    Forenames: details.forenames,
    Surname: details.surname,
    EmailAddress2: details.emailAddress2 ?? '',
    Company: details.company,
    Position: details.position,
  };
}

function AccountDetailsForm({ details, titles, isBuyer }: { details: MyAccountDetails; titles: readonly TitleLabel[]; isBuyer: boolean }) {
  const { token } = theme.useToken();
  const [save, { isLoading }] = useAccountUpdateDetailsMutation();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const hideOutcome = useCallback(() => setOutcome(null), []);
  const { control, handleSubmit, setError } = useForm<AccountForm, unknown, UpdateAccountRequest>({
    resolver: zodResolver(updateAccountRequestSchema),
    defaultValues: formValues(details),
  });

  const submit = handleSubmit(async (body) => {
    setOutcome(null);
    const result = await save({ isBuyer, body });
    if (!result.error) {
      setOutcome({ kind: 'saved' });
      return;
    }
    applyServerFieldErrors(setError, result.error, ACCOUNT_FIELDS);
    setOutcome({ kind: 'failed', detail: apiErrorMessage(result.error) });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Account Details">
      <SelectField
        control={control}
        name="TitleId"
        id="account-title"
        label="Title"
        numeric
        maxWidth={200}
        placeholder="Choose a title"
        options={titles.map((title) => ({ value: title.titleId, label: title.description }))}
      />
      <FormField id="account-email" label="Primary Email">
        <Input id="account-email" value={details.emailAddress1} readOnly variant="filled" size="large" aria-describedby="account-email-note" />
        <div id="account-email-note" style={{ marginTop: token.marginXXS, color: token.colorTextSecondary }}>
          Your primary e-mail address is the one you log in with; it cannot be changed here.
        </div>
      </FormField>
      {TEXT_FIELDS.map((spec) => (
        <TextField key={spec.name} control={control} id={`account-${spec.name.toLowerCase()}`} {...spec} />
      ))}
      <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
        Save Changes
      </Button>
      <SaveFeedback outcome={outcome} onHide={hideOutcome} />
    </form>
  );
}

/** AmendAccountDetails (`/user/account-details`): personal details; the primary e-mail is read-only. */
export function AmendAccountDetails() {
  const { details, labels, isBuyer, isLoading, error, retry } = useAccountData();
  let content;
  if (isLoading) content = <LoadingState label="Loading your account…" />;
  else if (error || !details || !labels) {
    content = <ErrorState title="Your account details could not be loaded" message={apiErrorMessage(error) ?? 'Please check your connection and try again.'} onRetry={retry} />;
  } else {
    content = <AccountDetailsForm details={details.myAccountDetails} titles={labels.titleLabels} isBuyer={isBuyer} />;
  }
  return <AccountScreenFrame title="Account Details">{content}</AccountScreenFrame>;
}

export default AmendAccountDetails;
