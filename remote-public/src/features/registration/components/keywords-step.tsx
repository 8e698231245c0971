import { Controller, useFormContext } from 'react-hook-form';
import { KEYWORDS_MAX_LENGTH } from '@insolvency/shared-contracts';
import { Input } from '@insolvency/shared-ui/forms';
import { errorId, FormField } from '../../../components/form-field';
import { fieldId } from './fields';
import { StepIntro } from './step-layout';

/** Buyer step 5 (optional): keywords, at most 1000 characters, with a counter. */
export function KeywordsStep() {
  const { control } = useFormContext();
  const id = fieldId('keywords');
  return (
    <>
      <StepIntro>Optional: words to look for in a posting's heading, description or reference.</StepIntro>
      <Controller
        name="keywords"
        control={control}
        render={({ field, fieldState }) => (
          <FormField id={id} label="Keywords" hint="(optional)" error={fieldState.error?.message}>
            <Input.TextArea
              {...field}
              value={typeof field.value === 'string' ? field.value : ''}
              id={id}
              rows={5}
              count={{ show: true, max: KEYWORDS_MAX_LENGTH }}
              status={fieldState.invalid ? 'error' : undefined}
              aria-invalid={fieldState.invalid}
              aria-describedby={fieldState.error?.message ? errorId(id) : undefined}
            />
          </FormField>
        )}
      />
    </>
  );
}
