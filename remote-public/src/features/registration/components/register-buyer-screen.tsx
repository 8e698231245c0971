import { useMemo } from 'react';
import { useAssetLabelsQuery, useCategoryLabelsQuery, useLocationSizeLabelsQuery, useRegisterLabelsQuery } from '@insolvency/shared-auth';
import {
  addressStepSchema,
  buyerAssetsStepSchema,
  buyerCategoriesStepSchema,
  buyerKeywordsStepSchema,
  buyerPreferencesStepSchema,
  buyerRegistrationRequestSchema,
  buyerStepOneSchema,
  type BuyerRegistrationForm,
  passwordStepSchema,
} from '@insolvency/shared-contracts/schemas';
import { usePublicRegisterBuyerMutation } from '../api/registration-api';
import { BUYER_DEFAULTS } from '../utils/registration-form';
import { useSubmitRegistration } from '../hooks/use-submit-registration';
import { AddressStep } from './address-step';
import { AssetsStep } from './assets-step';
import { BuyerPreferencesStep } from './buyer-preferences-step';
import { CategoriesStep } from './categories-step';
import { KeywordsStep } from './keywords-step';
import { PasswordStep } from './password-step';
import { PersonalDetailsStep } from './personal-details-step';
import { RegistrationPage } from './registration-page';
import { RegistrationWizard, type WizardStep } from './registration-wizard';

/** Index of step 3 (location, turnover and employees), from which the buyer may 'Skip To End'. */
const PREFERENCES_STEP = 2;

/**
 * RegisterBuyer (spec §2): 7 steps: personal and company details, address, location/turnover/
 * employee preferences, business categories (optional), keywords (optional), assets (optional),
 * password.
 */
export function RegisterBuyerScreen() {
  const registerLabels = useRegisterLabelsQuery({ registerBuyer: true });
  const locationSize = useLocationSizeLabelsQuery();
  const categories = useCategoryLabelsQuery();
  const assets = useAssetLabelsQuery();
  const [register, { isLoading: isSubmitting }] = usePublicRegisterBuyerMutation();
  const queries = [registerLabels, locationSize, categories, assets];

  const steps = useMemo<WizardStep[]>(() => {
    if (!registerLabels.data || !locationSize.data || !categories.data || !assets.data) return [];
    return [
      {
        key: 'personal',
        title: 'Personal Details',
        schema: buyerStepOneSchema,
        content: <PersonalDetailsStep titles={registerLabels.data.titleLabels} functions={registerLabels.data.functionLabels ?? []} />,
      },
      {
        key: 'address',
        title: 'Address Details',
        schema: addressStepSchema,
        content: <AddressStep countries={registerLabels.data.countryLabels} />,
      },
      {
        key: 'preferences',
        title: 'Location and Size',
        schema: buyerPreferencesStepSchema,
        content: <BuyerPreferencesStep labels={locationSize.data} />,
      },
      {
        key: 'categories',
        title: 'Business Categories',
        schema: buyerCategoriesStepSchema,
        content: <CategoriesStep categories={categories.data.categoryLabels} />,
      },
      { key: 'keywords', title: 'Keywords', schema: buyerKeywordsStepSchema, content: <KeywordsStep /> },
      { key: 'assets', title: 'Assets', schema: buyerAssetsStepSchema, content: <AssetsStep assets={assets.data.assetLabels} /> },
      { key: 'password', title: 'Password', schema: passwordStepSchema, content: <PasswordStep /> },
    ];
  }, [registerLabels.data, locationSize.data, categories.data, assets.data]);

  const onSubmit = useSubmitRegistration(register, buyerRegistrationRequestSchema);

  return (
    <RegistrationPage
      title="Register as an Interested Party"
      subtitle="Specify your criteria and find business opportunities"
      isLoading={queries.some((query) => query.isLoading)}
      isError={queries.some((query) => query.isError)}
      onRetry={() => queries.forEach((query) => (query.isError ? void query.refetch() : undefined))}
    >
      {steps.length > 0 ? (
        <RegistrationWizard<BuyerRegistrationForm>
          label="Interested Party registration"
          steps={steps}
          defaultValues={BUYER_DEFAULTS}
          skipToEndFrom={PREFERENCES_STEP}
          submitLabel="Register"
          onSubmit={onSubmit}
          isSubmitting={isSubmitting}
        />
      ) : null}
    </RegistrationPage>
  );
}

export default RegisterBuyerScreen;
