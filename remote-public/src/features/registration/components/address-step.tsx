import { useFormContext } from 'react-hook-form';
import type { CountryLabel } from '@insolvency/shared-contracts';
import { SelectField, TextField } from '@insolvency/shared-ui/forms';
import type { CommonRegistrationForm } from '../utils/registration-form';
import { FieldGrid } from './step-layout';

/** Step 2 (both roles): address; the postcode has at most 10 characters. */
export function AddressStep({ countries }: { countries: readonly CountryLabel[] }) {
  const { control } = useFormContext<CommonRegistrationForm>();
  return (
    <FieldGrid>
      <TextField control={control} name="AddressLine1" label="Address Line 1" required autoComplete="address-line1" />
      <TextField control={control} name="AddressLine2" label="Address Line 2" hint="(optional)" autoComplete="address-line2" />
      <TextField control={control} name="AddressLine3" label="Address Line 3" hint="(optional)" autoComplete="address-line3" />
      <TextField control={control} name="TownCity" label="Town/City" required autoComplete="address-level2" />
      <TextField control={control} name="County" label="County" hint="(optional)" autoComplete="address-level1" />
      <TextField control={control} name="Postcode" label="Postcode" required autoComplete="postal-code" />
      <SelectField
        control={control}
        name="Country"
        label="Country"
        required
        options={countries.map((country) => ({ value: country.code, label: country.name }))}
      />
    </FieldGrid>
  );
}
