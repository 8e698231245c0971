import { useFormContext } from 'react-hook-form';
import { BUYER_FUNCTION_OTHER_DESCRIPTION, type FunctionLabel, type TitleLabel } from '@insolvency/shared-contracts';
import { SelectField, TextField } from './fields';
import { FieldGrid, StepIntro } from './step-layout';

export interface PersonalDetailsStepProps {
  titles: readonly TitleLabel[];
  /** Buyers only: the function labels (Function, and Function Other when 'Other' is chosen). */
  functions?: readonly FunctionLabel[];
}

/**
 * Step 1 (both roles): personal and company details and the e-mail addresses. The confirm
 * fields refuse pasting (a change of more than one character at a time is reverted).
 */
export function PersonalDetailsStep({ titles, functions }: PersonalDetailsStepProps) {
  const { setValue, watch } = useFormContext();
  const functionOtherRequired = watch('functionOtherRequired') === true;
  return (
    <>
      <StepIntro>Fields marked * are required. Please type the e-mail confirmations: pasting is not accepted there.</StepIntro>
      <FieldGrid>
        <SelectField
          name="titleID"
          label="Title"
          required
          numeric
          options={titles.map((title) => ({ value: String(title.titleId), label: title.description }))}
        />
        <div aria-hidden />
        <TextField name="forenames" label="Forenames" required autoComplete="given-name" />
        <TextField name="surname" label="Surname" required autoComplete="family-name" />
        <TextField name="email" label="Email" required type="email" autoComplete="email" />
        <TextField name="emailConfirm" label="Confirm Email" required type="email" blockPaste />
        <TextField name="secondaryEmail" label="Secondary Email" hint="(optional)" type="email" autoComplete="off" />
        <TextField name="secondaryEmailConfirm" label="Confirm Secondary Email" hint="(optional)" type="email" blockPaste />
        <TextField name="company" label="Company Name" required autoComplete="organization" />
        <TextField name="position" label="Position" required autoComplete="organization-title" />
        {functions ? (
          <>
            <SelectField
              name="functionID"
              label="Function"
              required
              numeric
              options={functions.map((item) => ({ value: String(item.functionId), label: item.description }))}
              onValueChange={(value) => {
                const chosen = functions.find((item) => String(item.functionId) === value);
                setValue('functionOtherRequired', chosen?.description === BUYER_FUNCTION_OTHER_DESCRIPTION);
              }}
            />
            {functionOtherRequired ? <TextField name="functionOther" label="Function Other" required /> : <div aria-hidden />}
          </>
        ) : null}
        <TextField name="telephone" label="Telephone" required type="tel" autoComplete="tel" />
        <TextField name="mobile" label="Mobile" hint="(optional)" type="tel" autoComplete="tel" />
      </FieldGrid>
    </>
  );
}
