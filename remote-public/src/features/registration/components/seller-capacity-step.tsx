import { useFormContext, useWatch } from 'react-hook-form';
import { CAPACITY_CODE_REQUIRING_IP_NAME, type CapacityLabel } from '@insolvency/shared-contracts';
import type { SellerRegistrationForm } from '@insolvency/shared-contracts/schemas';
import { SelectField, TextField } from '@insolvency/shared-ui/forms';
import { StepIntro } from './step-layout';

/**
 * Seller step 3 (Registration Confirmation): the capacity in which the seller registers. The
 * Insolvency Practitioner's Name is asked for, and required, only for the capacity with code '2'
 * (and cleared for any other, so it is not sent).
 */
export function SellerCapacityStep({ capacities }: { capacities: readonly CapacityLabel[] }) {
  const { control, setValue } = useFormContext<SellerRegistrationForm>();
  const ipNameRequired = useWatch({ control, name: 'IPNameRequired' }) === true;
  return (
    <>
      <StepIntro>
        Only licensed Insolvency Practitioners, or people acting for one with their permission, may list businesses and
        assets.
      </StepIntro>
      <div style={{ maxWidth: 640 }}>
        <SelectField
          control={control}
          name="CapacityID"
          label="Capacity"
          required
          numeric
          options={capacities.map((capacity) => ({ value: capacity.capacityId, label: capacity.description }))}
          onValueChange={(value) => {
            const chosen = capacities.find((capacity) => String(capacity.capacityId) === value);
            const required = chosen?.code === CAPACITY_CODE_REQUIRING_IP_NAME;
            setValue('IPNameRequired', required);
            if (!required) setValue('IPName', '');
          }}
        />
        {ipNameRequired ? <TextField control={control} name="IPName" label="Insolvency Practitioner's Name" required autoComplete="off" /> : null}
      </div>
    </>
  );
}
