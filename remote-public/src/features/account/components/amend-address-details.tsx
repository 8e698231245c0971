import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { AccountAddress, CountryLabel, UpdateAddressRequest } from '@insolvency/shared-contracts';
import { updateAddressRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { ErrorState, LoadingState } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors, SelectField, TextField, type TextFieldProps } from '@insolvency/shared-ui/forms';
import { useAccountUpdateAddressMutation } from '../api/account-api';
import { useAccountData } from '../hooks/use-account-data';
import { AccountScreenFrame } from './account-screen-frame';
import { SaveFeedback, type SaveOutcome } from './save-feedback';

type AddressForm = z.input<typeof updateAddressRequestSchema>;
type TextFieldName = Exclude<keyof UpdateAddressRequest, 'CountryCode'>;

const ADDRESS_FIELDS: readonly (keyof UpdateAddressRequest)[] = [
  'AddressLine1',
  'AddressLine2',
  'AddressLine3',
  'TownCity',
  'County',
  'Postcode',
  'CountryCode',
  'Telephone',
  'Mobile',
];

type TextFieldSpec = Pick<TextFieldProps<AddressForm>, 'label' | 'autoComplete' | 'type'> & { name: TextFieldName };

const ADDRESS_LINES: readonly TextFieldSpec[] = [
  { name: 'AddressLine1', label: 'Address Line 1', autoComplete: 'address-line1' },
  { name: 'AddressLine2', label: 'Address Line 2 (optional)', autoComplete: 'address-line2' },
  { name: 'AddressLine3', label: 'Address Line 3 (optional)', autoComplete: 'address-line3' },
  { name: 'TownCity', label: 'Town/City', autoComplete: 'address-level2' },
  { name: 'County', label: 'County (optional)', autoComplete: 'address-level1' },
  { name: 'Postcode', label: 'Postcode', autoComplete: 'postal-code' },
];
const PHONES: readonly TextFieldSpec[] = [
  { name: 'Telephone', label: 'Telephone', autoComplete: 'tel', type: 'tel' },
  { name: 'Mobile', label: 'Mobile (optional)', autoComplete: 'tel', type: 'tel' },
];

function formValues(address: AccountAddress | null): AddressForm {
  return {
    AddressLine1: address?.addressLine1 ?? '',
    AddressLine2: address?.addressLine2 ?? '',
    AddressLine3: address?.addressLine3 ?? '',
    TownCity: address?.townCity ?? '',
    County: address?.county ?? '',
    Postcode: address?.postcode ?? '',
    CountryCode: address?.countryCode ?? '',
    Telephone: address?.telephone ?? '',
    Mobile: address?.mobile ?? '',
  };
}

export const NO_ADDRESS_YET = 'We have no address for you yet. Please add your postal address and a telephone number.';

/** No address held (the server answers empty fields then). */
function isEmptyAddress(address: AccountAddress | null): boolean {
  return !address || (!address.addressLine1 && !address.townCity && !address.postcode);
}

function AddressDetailsForm({ address, countries }: { address: AccountAddress | null; countries: readonly CountryLabel[] }) {
  const { token } = theme.useToken();
  const [save, { isLoading }] = useAccountUpdateAddressMutation();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const hideOutcome = useCallback(() => setOutcome(null), []);
  const { control, handleSubmit, setError } = useForm<AddressForm, unknown, UpdateAddressRequest>({
    resolver: zodResolver(updateAddressRequestSchema),
    defaultValues: formValues(address),
  });

  const submit = handleSubmit(async (body) => {
    setOutcome(null);
    const result = await save(body);
    if (!result.error) {
      setOutcome({ kind: 'saved' });
      return;
    }
    applyServerFieldErrors(setError, result.error, ADDRESS_FIELDS);
    setOutcome({ kind: 'failed', detail: apiErrorMessage(result.error) });
  });

  const textField = (spec: TextFieldSpec) => <TextField key={spec.name} control={control} id={`address-${spec.name.toLowerCase()}`} {...spec} />;

  return (
    <form noValidate onSubmit={submit} aria-label="Address and Phone">
      {isEmptyAddress(address) ? (
        <div style={{ marginBottom: token.marginLG }}>
          <Alert type="info" showIcon title={NO_ADDRESS_YET} />
        </div>
      ) : null}
      {ADDRESS_LINES.map(textField)}
      <SelectField
        control={control}
        name="CountryCode"
        id="address-country"
        label="Country"
        placeholder="Choose a country"
        options={countries.map((country) => ({ value: country.code, label: country.name }))}
      />
      {PHONES.map(textField)}
      <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
        Save Changes
      </Button>
      <SaveFeedback outcome={outcome} onHide={hideOutcome} />
    </form>
  );
}

/** AmendAddressDetails (`/user/account-addressphone`): postal address and phone numbers. */
export function AmendAddressDetails() {
  const { details, labels, isLoading, error, retry } = useAccountData();
  let content;
  if (isLoading) content = <LoadingState label="Loading your address…" />;
  else if (error || !details || !labels) {
    content = <ErrorState title="Your address could not be loaded" message={apiErrorMessage(error) ?? 'Please check your connection and try again.'} onRetry={retry} />;
  } else {
    content = <AddressDetailsForm address={details.accountAddress ?? null} countries={labels.countryLabels} />;
  }
  return <AccountScreenFrame title="Address and Phone">{content}</AccountScreenFrame>;
}

export default AmendAddressDetails;
