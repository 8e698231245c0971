import type { CountryLabel } from '@insolvency/shared-contracts';
import { SelectField, TextField } from './fields';
import { FieldGrid } from './step-layout';

/** Step 2 (both roles): address; the postcode has at most 10 characters. */
export function AddressStep({ countries }: { countries: readonly CountryLabel[] }) {
  return (
    <FieldGrid>
      <TextField name="addressLine1" label="Address Line 1" required autoComplete="address-line1" />
      <TextField name="addressLine2" label="Address Line 2" hint="(optional)" autoComplete="address-line2" />
      <TextField name="addressLine3" label="Address Line 3" hint="(optional)" autoComplete="address-line3" />
      <TextField name="townCity" label="Town/City" required autoComplete="address-level2" />
      <TextField name="county" label="County" hint="(optional)" autoComplete="address-level1" />
      <TextField name="postcode" label="Postcode" required autoComplete="postal-code" />
      <SelectField
        name="country"
        label="Country"
        required
        options={countries.map((country) => ({ value: country.code, label: country.name }))}
      />
    </FieldGrid>
  );
}
