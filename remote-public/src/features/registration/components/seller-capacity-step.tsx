import { useFormContext } from 'react-hook-form';
import { CAPACITY_CODE_REQUIRING_IP_NAME, type CapacityLabel } from '@insolvency/shared-contracts';
import { SelectField, TextField } from './fields';
import { StepIntro } from './step-layout';

/**
 * Seller step 3 (Registration Confirmation): the capacity in which the seller registers. The
 * Insolvency Practitioner's Name is asked for, and required, only for the capacity with code '2'.
 */
export function SellerCapacityStep({ capacities }: { capacities: readonly CapacityLabel[] }) {
  const { setValue, watch } = useFormContext();
  const ipNameRequired = watch('ipNameRequired') === true;
  return (
    <>
      <StepIntro>
        Only licensed Insolvency Practitioners, or people acting for one with their permission, may list businesses and
        assets.
      </StepIntro>
      <div style={{ maxWidth: 640 }}>
        <SelectField
          name="capacityID"
          label="Capacity"
          required
          numeric
          options={capacities.map((capacity) => ({ value: String(capacity.capacityId), label: capacity.description }))}
          onValueChange={(value) => {
            const chosen = capacities.find((capacity) => String(capacity.capacityId) === value);
            setValue('ipNameRequired', chosen?.code === CAPACITY_CODE_REQUIRING_IP_NAME);
          }}
        />
        {ipNameRequired ? <TextField name="ipName" label="Insolvency Practitioner's Name" required autoComplete="off" /> : null}
      </div>
    </>
  );
}
