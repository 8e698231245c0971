import { useFormContext } from 'react-hook-form';
import type { LocationSizeLabelsResponse } from '@insolvency/shared-contracts';
import type { BuyerRegistrationForm } from '@insolvency/shared-contracts/schemas';
import { CheckboxListField } from '@insolvency/shared-ui/choices';
import { StepIntro } from './step-layout';

/**
 * Buyer step 3: locations, turnover bands and employee bands (at least one of each), each with
 * an 'Any ...' option that selects all, or clears all when all are selected.
 */
export function BuyerPreferencesStep({ labels }: { labels: LocationSizeLabelsResponse }) {
  const { control } = useFormContext<BuyerRegistrationForm>();
  return (
    <>
      <StepIntro>Choose the businesses you want to hear about. You will receive the postings that match.</StepIntro>
      <CheckboxListField
        control={control}
        name="Location"
        legend="Locations"
        anyLabel="Any Location"
        required
        options={labels.locationLabels.map((label) => ({ id: label.locationId, label: label.description }))}
      />
      <CheckboxListField
        control={control}
        name="Turnover"
        legend="Turnover"
        anyLabel="Any Turnover"
        required
        options={labels.turnoverLabels.map((label) => ({ id: label.turnoverId, label: label.description }))}
      />
      <CheckboxListField
        control={control}
        name="Employees"
        legend="Employees"
        anyLabel="Any Employees"
        required
        options={labels.employeeLabels.map((label) => ({ id: label.employeesId, label: label.description }))}
      />
    </>
  );
}
