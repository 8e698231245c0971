import type { LocationSizeLabelsResponse } from '@insolvency/shared-contracts';
import { CheckboxListField } from './fields';
import { StepIntro } from './step-layout';

/**
 * Buyer step 3: locations, turnover bands and employee bands (at least one of each), each with
 * an 'Any ...' option that selects all, or clears all when all are selected.
 */
export function BuyerPreferencesStep({ labels }: { labels: LocationSizeLabelsResponse }) {
  return (
    <>
      <StepIntro>Choose the businesses you want to hear about. You will receive the postings that match.</StepIntro>
      <CheckboxListField
        name="locations"
        legend="Locations"
        anyLabel="Any Location"
        required
        options={labels.locationLabels.map((label) => ({ id: label.locationId, label: label.description }))}
      />
      <CheckboxListField
        name="turnovers"
        legend="Turnover"
        anyLabel="Any Turnover"
        required
        options={labels.turnoverLabels.map((label) => ({ id: label.turnoverId, label: label.description }))}
      />
      <CheckboxListField
        name="employees"
        legend="Employees"
        anyLabel="Any Employees"
        required
        options={labels.employeeLabels.map((label) => ({ id: label.employeesId, label: label.description }))}
      />
    </>
  );
}
