import { useFormContext, useWatch } from 'react-hook-form';
import { BUYER_FUNCTION_OTHER_DESCRIPTION, type FunctionLabel, type TitleLabel } from '@insolvency/shared-contracts';
import type { BuyerRegistrationForm } from '@insolvency/shared-contracts/schemas';
import { SelectField, TextField } from '@insolvency/shared-ui/forms';
import type { CommonRegistrationForm } from '../utils/registration-form';
import { FieldGrid, StepIntro } from './step-layout';

export interface PersonalDetailsStepProps {
  titles: readonly TitleLabel[];
  /** Buyers only: the function labels (Function, and Function Other when 'Other' is chosen). */
  functions?: readonly FunctionLabel[];
}

/** Buyers' Function, and Function Other when the chosen function is 'Other' (cleared otherwise, so it is not sent). */
function FunctionFields({ functions }: { functions: readonly FunctionLabel[] }) {
  const { control, setValue } = useFormContext<BuyerRegistrationForm>();
  const otherRequired = useWatch({ control, name: 'FunctionOtherRequired' }) === true;
  return (
    <>
      <SelectField
        control={control}
        name="Function"
        label="Function"
        required
        numeric
        options={functions.map((item) => ({ value: item.functionId, label: item.description }))}
        onValueChange={(value) => {
          const chosen = functions.find((item) => String(item.functionId) === value);
          const required = chosen?.description === BUYER_FUNCTION_OTHER_DESCRIPTION;
          setValue('FunctionOtherRequired', required);
          if (!required) setValue('FunctionOther', '');
        }}
      />
      {otherRequired ? <TextField control={control} name="FunctionOther" label="Function Other" required /> : <div aria-hidden />}
    </>
  );
}

/**
 * Step 1 (both roles): personal and company details and the e-mail addresses. The confirm
 * fields refuse pasting (a change of more than one character at a time is reverted).
 */
export function PersonalDetailsStep({ titles, functions }: PersonalDetailsStepProps) {
  const { control } = useFormContext<CommonRegistrationForm>();
  return (
    <>
      <StepIntro>Fields marked * are required. Please type the e-mail confirmations: pasting is not accepted there.</StepIntro>
      <FieldGrid>
        <SelectField
          control={control}
          name="Title"
          label="Title"
          required
          numeric
          options={titles.map((title) => ({ value: title.titleId, label: title.description }))}
        />
        <div aria-hidden />
        <TextField control={control} name="Forenames" label="Forenames" required autoComplete="given-name" />
        <TextField control={control} name="Surname" label="Surname" required autoComplete="family-name" />
        <TextField control={control} name="Email" label="Email" required type="email" autoComplete="email" />
        <TextField control={control} name="ConfirmEmail" label="Confirm Email" required type="email" blockPaste />
        <TextField control={control} name="Email2" label="Secondary Email" hint="(optional)" type="email" autoComplete="off" />
        <TextField control={control} name="ConfirmEmail2" label="Confirm Secondary Email" hint="(optional)" type="email" blockPaste />
        <TextField control={control} name="CompanyName" label="Company Name" required autoComplete="organization" />
        <TextField control={control} name="Position" label="Position" required autoComplete="organization-title" />
        {functions ? <FunctionFields functions={functions} /> : null}
        <TextField control={control} name="Telephone" label="Telephone" required type="tel" autoComplete="tel" />
        <TextField control={control} name="Mobile" label="Mobile" hint="(optional)" type="tel" autoComplete="tel" />
      </FieldGrid>
    </>
  );
}
