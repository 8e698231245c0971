import { useMemo } from 'react';
import {
  addressStepSchema,
  passwordStepSchema,
  registrationStepOneSchema,
  sellerCapacityStepSchema,
  sellerRegistrationRequestSchema,
  type SellerRegistrationForm,
} from '@insolvency/shared-contracts/schemas';
import { useRegisterLabelsQuery } from '@insolvency/shared-auth';
import { usePublicRegisterSellerMutation } from '../api/registration-api';
import { SELLER_DEFAULTS } from '../utils/registration-form';
import { useSubmitRegistration } from '../hooks/use-submit-registration';
import { AddressStep } from './address-step';
import { PasswordStep } from './password-step';
import { PersonalDetailsStep } from './personal-details-step';
import { RegistrationPage } from './registration-page';
import { RegistrationWizard, type WizardStep } from './registration-wizard';
import { SellerCapacityStep } from './seller-capacity-step';

/** RegisterSeller (spec §2): 4 steps: Personal Details, Address Details, Registration Confirmation, Password. */
export function RegisterSellerScreen() {
  const labels = useRegisterLabelsQuery({ registerBuyer: false });
  const [register, { isLoading: isSubmitting }] = usePublicRegisterSellerMutation();

  const steps = useMemo<WizardStep[]>(() => {
    const data = labels.data;
    if (!data) return [];
    return [
      { key: 'personal', title: 'Personal Details', schema: registrationStepOneSchema, content: <PersonalDetailsStep titles={data.titleLabels} /> },
      { key: 'address', title: 'Address Details', schema: addressStepSchema, content: <AddressStep countries={data.countryLabels} /> },
      {
        key: 'capacity',
        title: 'Registration Confirmation',
        schema: sellerCapacityStepSchema,
        content: <SellerCapacityStep capacities={data.capacityLabels ?? []} />,
      },
      { key: 'password', title: 'Password', schema: passwordStepSchema, content: <PasswordStep /> },
    ];
  }, [labels.data]);

  const onSubmit = useSubmitRegistration(register, sellerRegistrationRequestSchema);

  return (
    <RegistrationPage
      title="Register as an Insolvency Practitioner"
      subtitle="List Businesses and Distressed Assets. Receive Interest from Interested Parties"
      isLoading={labels.isLoading}
      isError={labels.isError}
      onRetry={() => void labels.refetch()}
    >
      {steps.length > 0 ? (
        <RegistrationWizard<SellerRegistrationForm>
          label="Insolvency Practitioner registration"
          steps={steps}
          defaultValues={SELLER_DEFAULTS}
          submitLabel="Register"
          onSubmit={onSubmit}
          isSubmitting={isSubmitting}
        />
      ) : null}
    </RegistrationPage>
  );
}

export default RegisterSellerScreen;
